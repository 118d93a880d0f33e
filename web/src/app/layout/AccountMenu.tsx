import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { paths } from '@/paths';

/**
 * The avatar button and its menu: Admin (for admins), Profile, Settings, Support (for everyone but
 * admins, who answer it in the console), Sign Out. Follows the menu-button pattern.
 */
export function AccountMenu({ email }: { email: string }) {
  const { signOut, user } = useAuth();
  // An athlete's profile, or the name and title a coach shows; parents and operators have none.
  const profile = user?.role === 'student' ? paths.profile : user?.role === 'coach' ? `${paths.coach}#coach-profile` : null;
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const initial = (email.trim()[0] ?? '?').toUpperCase();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOnOpen.current === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut(paths.home);
    } catch {
      // The local session is cleared either way; the visitor lands on the home page signed out.
      setSigningOut(false);
    }
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${email}`}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Account"
        className="account-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none" className="account-menu__email">
          {email}
        </li>
        {user?.role === 'admin' ? (
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={paths.admin} onClick={() => setOpen(false)}>
              Admin
            </Link>
          </li>
        ) : null}
        {profile ? (
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={profile} onClick={() => setOpen(false)}>
              Profile
            </Link>
          </li>
        ) : null}
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={paths.settings} onClick={() => setOpen(false)}>
            Settings
          </Link>
        </li>
        {user?.role === 'admin' ? null : (
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={paths.support} onClick={() => setOpen(false)}>
              Support
            </Link>
          </li>
        )}
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" disabled={signingOut} onClick={() => void onSignOut()}>
            {signingOut ? 'Signing out…' : 'Sign Out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
