import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { SiteNavLink, useSiteNavigation } from '@/lib/site-navigation';
import { navIcons, type NavIconName } from './nav-icons';

interface NavItem {
  to: string;
  label: string;
  icon?: NavIconName;
}

/** product.md §2: the signed-out visitor sees the same three links in both navigations. */
const SIGNED_OUT_NAV: NavItem[] = [
  { to: paths.home, label: 'Home', icon: 'home' },
  { to: paths.pricing, label: 'Pricing', icon: 'pricing' },
  { to: paths.support, label: 'Support', icon: 'support' },
];

const SIGNED_IN_NAV: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.compose, label: 'Compose' },
  { to: paths.schedule, label: 'Schedule' },
  { to: paths.library, label: 'Library' },
  { to: paths.analytics, label: 'Analytics' },
  { to: paths.integrations, label: 'Integrations' },
  { to: paths.billing, label: 'Billing' },
  { to: paths.settings, label: 'Settings' },
  { to: paths.support, label: 'Support' },
];

const SIGNED_IN_MOBILE_NAV: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.compose, label: 'Compose', icon: 'compose' },
  { to: paths.schedule, label: 'Schedule', icon: 'schedule' },
  { to: paths.library, label: 'Library', icon: 'library' },
  { to: paths.settings, label: 'Settings', icon: 'settings' },
];

/** The full navigation: shown from the desktop breakpoint up (root-layout.css). */
export function DesktopNav({ signedIn }: { signedIn: boolean }) {
  const items = signedIn ? SIGNED_IN_NAV : SIGNED_OUT_NAV;
  return (
    <nav aria-label="Main" className="shell-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <SiteNavLink to={item.to}>{item.label}</SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pages the five phone tabs of product.md §2 leave out, reachable through "More". */
const SIGNED_IN_MORE_NAV: NavItem[] = SIGNED_IN_NAV.filter(
  (item) => !SIGNED_IN_MOBILE_NAV.some((tab) => tab.to === item.to),
);

/**
 * "More": a disclosure button that lists the rest of the pages above the tab bar. Escape,
 * a second press, a click outside or following a link closes it.
 */
function MoreMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useSiteNavigation();
  const isCurrent = SIGNED_IN_MORE_NAV.some((item) => item.to === pathname);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <li ref={rootRef} className="mobile-more">
      <button
        ref={buttonRef}
        type="button"
        className={`mobile-more-button${isCurrent ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="nav-icon" aria-hidden="true">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" focusable="false">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </span>
        <span className="mobile-nav-label">More</span>
      </button>
      <ul id={listId} className="mobile-more-list" hidden={!open} aria-label="More pages">
        {SIGNED_IN_MORE_NAV.map((item) => (
          <li key={item.to}>
            <SiteNavLink to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The phone's tab bar, fixed to the bottom of the screen below the breakpoint. */
export function MobileNav({ signedIn }: { signedIn: boolean }) {
  const items = signedIn ? SIGNED_IN_MOBILE_NAV : SIGNED_OUT_NAV;
  return (
    <nav aria-label="Mobile" className="mobile-nav">
      {/* One equal column per item, from the style sheet: a style attribute in the
          prerendered HTML would break the Content-Security-Policy. */}
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <SiteNavLink to={item.to}>
              {item.icon ? navIcons[item.icon] : null}
              <span className="mobile-nav-label">{item.label}</span>
            </SiteNavLink>
          </li>
        ))}
        {signedIn ? <MoreMenu /> : null}
      </ul>
    </nav>
  );
}
