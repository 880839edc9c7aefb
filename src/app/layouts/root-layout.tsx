import { Link, NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { paths } from '../paths';
import './root-layout.css';

const SIGNED_OUT_NAV = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.support, label: 'Support' },
];

const SIGNED_IN_NAV = [
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

/** The shell around every screen: header with navigation, the page, the footer. */
export function RootLayout() {
  const { user, logout } = useAuth();
  const { openLogin } = useAuthModal();
  const navigation = useNavigation();
  const nav = user ? SIGNED_IN_NAV : SIGNED_OUT_NAV;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div className="route-progress" aria-hidden="true" />
      ) : null}
      <header className="shell-header">
        <div className="container shell-header-inner">
          <Link to={user ? paths.dashboard : paths.home} className="shell-logo">
            Smart Suite
          </Link>
          <nav aria-label="Main" className="shell-nav">
            <ul>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="shell-account">
            {user ? (
              <>
                <span className="shell-greeting">Hi, {user.name || user.email}</span>
                <button type="button" className="btn btn-secondary btn-small" onClick={logout}>
                  Log Out
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-primary btn-small" onClick={openLogin}>
                Log In
              </button>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="shell-main">
        <Outlet />
      </main>
      <footer className="shell-footer">
        <div className="container shell-footer-inner">
          <p>© {new Date().getFullYear()} Smart Suite. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul>
              <li>
                <Link to={paths.privacyPolicy}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={paths.termsOfService}>Terms of Service</Link>
              </li>
              <li>
                <Link to={paths.dataDeletion}>Data Deletion</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
