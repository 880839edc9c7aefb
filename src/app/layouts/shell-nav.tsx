import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { navIcons, type NavIconName } from './nav-icons';

interface NavItem {
  to: string;
  label: string;
  icon?: NavIconName;
}

/** SPEC 2: the signed-out visitor sees the same three links in both navigations. */
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
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's tab bar, fixed to the bottom of the screen below the breakpoint. */
export function MobileNav({ signedIn }: { signedIn: boolean }) {
  const items = signedIn ? SIGNED_IN_MOBILE_NAV : SIGNED_OUT_NAV;
  return (
    <nav aria-label="Mobile" className="mobile-nav">
      <ul style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.icon ? navIcons[item.icon] : null}
              <span className="mobile-nav-label">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
