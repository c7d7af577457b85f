import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useSession } from '../../lib/use-session';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { ACCOUNT_NAV, MAIN_NAV } from './nav-items';
import type { FrameSlots } from './frame-slots';

type MobileMenuComponent = (typeof import('./MobileMenu'))['MobileMenu'];

export function Header({ slots }: { slots: FrameSlots }) {
  const { _ } = useLingui();
  const session = useSession();
  const { href: here, pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code is read when the member reaches for the burger (pointer over it, focus, click):
  // a menu never opened costs nothing at the start. One that could not be read is asked for again.
  const [MobileMenu, setMobileMenu] = useState<MobileMenuComponent | null>(null);
  const prepareMenu = () => {
    if (!MobileMenu) void import('./MobileMenu').then((module) => setMobileMenu(() => module.MobileMenu), () => undefined);
  };

  return (
    <header className="header">
      <Link to="/" className="header__logo" aria-label={_('header.home')}>
        <Logo />
      </Link>
      {session && (
        <nav className="header__nav" aria-label={_('menu.main')}>
          <ul>
            <NavLinks items={MAIN_NAV} />
          </ul>
          <ul className="header__account">
            <NavLinks items={ACCOUNT_NAV} />
          </ul>
        </nav>
      )}
      <div className="header__end">
        {session && slots.memberInbox(session.userId)}
        {session && slots.memberBalance(session.userId)}
        {!session && pathname !== '/login' && (
          // A guest (on the home or a project page): sign in, then back to this page.
          <Link to="/login" search={{ redirect: here }} className="button header__sign-in">
            {_('header.signIn')}
          </Link>
        )}
        <button
          type="button"
          className="icon-button header__burger"
          aria-label={_('menu.open')}
          aria-expanded={menuOpen}
          onPointerEnter={prepareMenu}
          onFocus={prepareMenu}
          onClick={() => {
            prepareMenu();
            setMenuOpen(true);
          }}
        >
          <span aria-hidden="true" className="burger" />
        </button>
      </div>
      {MobileMenu && <MobileMenu open={menuOpen} signedIn={session !== null} onClose={() => setMenuOpen(false)} slots={slots} />}
    </header>
  );
}
