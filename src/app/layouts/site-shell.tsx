import { lazy, Suspense, type ReactNode } from 'react';
import type { User } from '@contract/auth';
import { useAuth } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { AuthModalHost, preloadAuthModals } from '@/features/auth/components/auth-modal-host';
import { VerifyEmailBannerHost } from '@/features/auth/components/verify-email-banner-host';
import { paths } from '@/config/paths';
import { SiteLink } from '@/lib/site-navigation';
import { DesktopNav, MobileNav } from './shell-nav';
import './root-layout.css';

function displayName(user: User): string {
  return user.name || user.business_name || user.email || 'there';
}

/** Longest word the header greets with; a longer one would be cut mid-word on a phone. */
const GREETING_MAX = 14;

/**
 * Whom the header greets: the first word of the name, else the e-mail's local part, whole,
 * never cut mid-word (the full name is in the tooltip).
 */
function greeting(user: User): string {
  const fromName = user.name?.trim().split(/\s+/)[0];
  const fromEmail = user.email?.split('@')[0]?.split('+')[0];
  const word = fromName || fromEmail || '';
  return word && word.length <= GREETING_MAX ? `Hi, ${word}` : 'Hi there';
}

function Logo({ signedIn }: { signedIn: boolean }) {
  return (
    <SiteLink to={signedIn ? paths.dashboard : paths.home} className="shell-logo">
      <svg className="shell-logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          fill="#fff"
          d="M9 20.5c1.6 1.4 3.9 2.2 6.4 2.2 3.7 0 6.1-1.7 6.1-4.3 0-2.3-1.6-3.4-5.1-4.1l-1.8-.4c-1.7-.3-2.4-.8-2.4-1.6 0-1 1-1.7 2.7-1.7 1.6 0 3 .6 4 1.5l1.9-2.2c-1.4-1.3-3.5-2.1-5.9-2.1-3.5 0-5.9 1.8-5.9 4.5 0 2.3 1.6 3.6 4.9 4.2l1.8.4c1.8.4 2.5.8 2.5 1.7 0 1-1.1 1.7-2.9 1.7-1.9 0-3.6-.7-4.7-1.9z"
        />
      </svg>
      <span>Smart Suite</span>
    </SiteLink>
  );
}

/** Its own chunk: only a signed-in person has businesses to switch between. */
const BusinessSwitcher = lazy(() => import('./business-switcher'));

function Account() {
  const { user, logout } = useAuth();
  const { openLogin } = useAuthModal();
  if (!user) {
    return (
      <div className="shell-account">
        <button
          type="button"
          className="btn btn-primary btn-small shell-account-button"
          onClick={openLogin}
          onPointerEnter={preloadAuthModals}
          onFocus={preloadAuthModals}
        >
          Log In
        </button>
      </div>
    );
  }
  const name = displayName(user);
  return (
    <div className="shell-account">
      <Suspense fallback={null}>
        <BusinessSwitcher />
      </Suspense>
      <span className="shell-avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="shell-greeting" title={name}>
        {greeting(user)}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small shell-account-button"
        onClick={() => void logout()}
      >
        Log Out
      </button>
    </div>
  );
}

/**
 * The shell around every screen: header (logo, navigation, greeting, Log In or Log Out),
 * the page, the footer with the legal links, the phone's tab bar and the auth modals.
 * Both the app's router (RootLayout) and the public pages' entry (public-app.tsx) render
 * it, so a prerendered page and the app draw the same markup. It needs only a router's
 * location and links, not the data router.
 */
export function SiteShell({
  loading,
  children,
}: {
  /** A page's code is on its way: the thin progress bar at the top shows. */
  loading: boolean;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const signedIn = user !== null;

  return (
    <div className={`shell${signedIn ? ' is-signed-in' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {loading ? <div className="route-progress" aria-hidden="true" /> : null}
      <header className="shell-header">
        <div className="shell-header-inner">
          <Logo signedIn={signedIn} />
          <DesktopNav signedIn={signedIn} />
          <Account />
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <VerifyEmailBannerHost />
        {children}
      </main>
      <footer className="shell-footer">
        <div className="container shell-footer-inner">
          {/* The prerendered page carries its build's year; the browser's may be newer. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} Smart Suite. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul>
              <li>
                <SiteLink to={paths.privacyPolicy}>Privacy Policy</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.termsOfService}>Terms of Service</SiteLink>
              </li>
              <li>
                <SiteLink to={paths.dataDeletion}>Data Deletion</SiteLink>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      <MobileNav signedIn={signedIn} />
      <AuthModalHost />
    </div>
  );
}
