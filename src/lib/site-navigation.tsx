import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * Where the visitor is and how to go elsewhere, for the parts of the site the public
 * pages share with the app: the shell, the public pages and the auth modals. The app's
 * router provides it (RootLayout) and so does the public pages' own small router
 * (ADR 0038), so these parts work under either, and the landing page's first load
 * carries no router library.
 */
export interface SiteNavigation {
  pathname: string;
  navigate: (to: string) => void;
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export const SiteNavigationProvider = SiteNavigationContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  const value = useContext(SiteNavigationContext);
  if (!value) throw new Error('useSiteNavigation must be used inside <SiteNavigationProvider>');
  return value;
}

/** A plain left click, which the page handles itself; others (new tab, download) go to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

interface SiteLinkProps {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
  'aria-current'?: 'page';
}

/** A link to a page of the site, opened without reloading the page. */
export function SiteLink({ to, onClick, children, ...attributes }: SiteLinkProps) {
  const { navigate } = useSiteNavigation();
  return (
    <a
      {...attributes}
      href={to}
      onClick={(event) => {
        onClick?.();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** A navigation link: marked as the current page (aria-current, class "active") when it is. */
export function SiteNavLink({ to, onClick, children }: Omit<SiteLinkProps, 'className'>) {
  const { pathname } = useSiteNavigation();
  const current = (pathname.replace(/\/+$/, '') || '/') === to;
  return (
    <SiteLink
      to={to}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className={current ? 'active' : undefined}
    >
      {children}
    </SiteLink>
  );
}
