import { useLingui } from '@lingui/react';
import { useSession } from '../../lib/use-session';
import { NavLinks } from './NavLinks';
import { FOOTER_NAV } from './nav-items';
import { LanguageSelector } from './LanguageSelector';
import type { FrameSlots } from './frame-slots';

export function Footer({ slots }: { slots: FrameSlots }) {
  const { _ } = useLingui();
  const signedIn = useSession() !== null;
  return (
    <footer className={signedIn ? 'footer footer--member' : 'footer'}>
      <p className="footer__copyright">{_('footer.copyright', { year: new Date().getFullYear() })}</p>
      <nav aria-label={_('footer.links')}>
        <ul className="footer__links">
          <NavLinks items={FOOTER_NAV} />
        </ul>
      </nav>
      {slots.installEntry()}
      <LanguageSelector onChange={slots.onLanguageChange} />
    </footer>
  );
}
