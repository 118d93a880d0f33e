import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogoMark } from '@/components/Logo';
import { useAuth } from '@/features/auth';
import { clubOverviewQueryOptions } from '@/features/club';
import { UnreadCount, unreadQueryOptions } from '@/features/messages';
import { paths } from '@/paths';
import { AccountMenu } from './AccountMenu';

interface NavItem {
  label: string;
  to: string;
  /** In-page anchors are never "current". */
  anchor?: boolean;
  /** Unread messages, shown after the label. */
  unread?: number;
}

const signedOutItems: NavItem[] = [
  { label: 'Features', to: paths.landingFeatures, anchor: true },
  { label: 'How It Works', to: paths.landingHowItWorks, anchor: true },
  { label: 'About Us', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
];

const signedInItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Performance', to: paths.performance },
  { label: 'Schools', to: paths.schools },
  { label: 'About Us', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
];

/** Students and coaches write to each other; the link carries their unread count. */
function withMessages(items: NavItem[], unread: number): NavItem[] {
  const schools = items.findIndex((item) => item.to === paths.schools);
  return [...items.slice(0, schools + 1), { label: 'Messages', to: paths.messages, unread }, ...items.slice(schools + 1)];
}

/** Coaches with a club team, or without a college program, reach their club page from the menu. */
function withClub(items: NavItem[]): NavItem[] {
  const dashboard = items.findIndex((item) => item.to === paths.dashboard);
  return [...items.slice(0, dashboard + 1), { label: 'Club', to: paths.club }, ...items.slice(dashboard + 1)];
}

/**
 * The recruitment calendar: athletes find it after Performance; college coaches among their
 * workspace's own items, after Dashboard (and Club, when shown).
 */
function withCalendar(items: NavItem[], coach: boolean): NavItem[] {
  const anchor = coach ? (items.some((item) => item.to === paths.club) ? paths.club : paths.dashboard) : paths.performance;
  const at = items.findIndex((item) => item.to === anchor);
  return [...items.slice(0, at + 1), { label: 'Calendar', to: paths.calendar }, ...items.slice(at + 1)];
}

/** Parents follow their children from the family portal, their home. */
const parentItems: NavItem[] = [
  { label: 'Family', to: paths.family },
  { label: 'Schools', to: paths.schools },
  { label: 'About Us', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
];

const neutralItems: NavItem[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
];

function signedInNav(items: NavItem[], show: { club: boolean; calendar: boolean; coach: boolean }): NavItem[] {
  const withClubItem = show.club ? withClub(items) : items;
  return show.calendar ? withCalendar(withClubItem, show.coach) : withClubItem;
}

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'nav-link nav-link--active' : 'nav-link';
}

export function SiteHeader() {
  const { user, loading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();

  // Close the phone menu whenever the visitor goes somewhere.
  const [lastLocation, setLastLocation] = useState(location.key);
  if (lastLocation !== location.key) {
    setLastLocation(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const messaging = user !== null && (user.role === 'student' || user.role === 'coach');
  const unread = useQuery({ ...unreadQueryOptions(user?.id ?? ''), enabled: messaging }).data ?? 0;
  const coach = user !== null && user.role === 'coach';
  const club = useQuery({ ...clubOverviewQueryOptions(user?.id ?? ''), enabled: coach }).data;
  const showClub = coach && club !== undefined && (club.club != null || !club.hasProgram);
  // The calendar serves athletes and coaches recruiting for a college program.
  const showCalendar = user !== null && (user.role === 'student' || (coach && club?.hasProgram === true));
  const items = loading
    ? neutralItems
    : user?.role === 'parent'
      ? parentItems
      : user
      ? signedInNav(messaging ? withMessages(signedInItems, unread) : signedInItems, { club: showClub, calendar: showCalendar, coach })
      : signedOutItems;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={user ? (user.role === 'parent' ? paths.family : paths.dashboard) : paths.home} className="brand">
          <LogoMark />
          <span className="brand__name">RowRecruit</span>
        </Link>

        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => {
            setMenuOpen((open) => !open);
          }}
        >
          {/* The stylesheet shows one icon or the other from aria-expanded, which is all the
              public pages' script has to change. */}
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path className="menu-toggle__closed" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path className="menu-toggle__open" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>

        <nav id={menuId} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__links">
            {items.map((item) => (
              <li key={item.label}>
                {item.anchor ? (
                  <Link className="nav-link" to={item.to}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink className={navClass} to={item.to}>
                    {item.label}
                    {item.unread !== undefined ? <UnreadCount count={item.unread} className="nav-link__badge" /> : null}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {loading ? null : user ? (
            <AccountMenu email={user.email} />
          ) : (
            <div className="site-nav__actions">
              <Link className="button button--ghost" to={paths.login}>
                Sign In
              </Link>
              <Link className="button button--primary" to={paths.register}>
                Get Started
              </Link>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
