import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogoMark } from '@/components/Logo';
import { useAuth } from '@/features/auth';
import { UnreadCount, unreadQueryOptions } from '@/features/messages';
import { paths } from '@/paths';
import { homePaths, useHome, type Home } from '../home';
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

const about: NavItem = { label: 'About Us', to: paths.about };
const pricing: NavItem = { label: 'Pricing', to: paths.pricing };

/** Each role's menu: what the role can use, and nothing it cannot. */
function menuOf(home: Home, unread: number): NavItem[] {
  const messages: NavItem = { label: 'Messages', to: paths.messages, unread };
  const calendar: NavItem = { label: 'Calendar', to: paths.calendar };
  const club: NavItem = { label: 'Club', to: paths.club };
  switch (home.kind) {
    case 'athlete':
      return [
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'Performance', to: paths.performance },
        calendar,
        { label: 'Schools', to: paths.schools },
        messages,
        about,
        pricing,
      ];
    case 'college':
      // Search and the board answer with what the workspace needs until it opens.
      return [
        { label: 'Home', to: paths.dashboard },
        ...(home.hasClub || !home.hasProgram ? [club] : []),
        { label: 'Search', to: paths.coachSearch },
        { label: 'Board', to: paths.coachBoard },
        ...(home.hasProgram ? [calendar] : []),
        messages,
        pricing,
      ];
    case 'club':
      return [club, { label: 'Schools', to: paths.schools }, about, pricing];
    case 'parent':
      return [{ label: 'Family', to: paths.family }, { label: 'Schools', to: paths.schools }, about, pricing];
    case 'operator':
      return [{ label: 'Console', to: paths.admin }, about, pricing];
  }
}

const neutralItems: NavItem[] = [about, pricing];

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

  const home = useHome();
  const messaging = home !== undefined && (home.kind === 'athlete' || home.kind === 'college');
  const unread = useQuery({ ...unreadQueryOptions(user?.id ?? ''), enabled: messaging }).data ?? 0;
  const items = user === null ? (loading ? neutralItems : signedOutItems) : home ? menuOf(home, unread) : neutralItems;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={user ? (home ? homePaths[home.kind] : paths.dashboard) : paths.home} className="brand">
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
