import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { operatorQueryOptions } from '../../lib/operator';
import { useSession } from '../../lib/use-session';
import { NavLinks } from './NavLinks';
import { FOOTER_NAV } from './nav-items';
import { LanguageSelector } from './LanguageSelector';
import type { FrameSlots } from './frame-slots';

export function Footer({ slots }: { slots: FrameSlots }) {
  const { _ } = useLingui();
  const signedIn = useSession() !== null;
  const operator = useQuery(operatorQueryOptions).data;
  const year = new Date().getFullYear();
  return (
    <footer className={signedIn ? 'footer footer--member' : 'footer'}>
      <p className="footer__copyright">{operator ? _('footer.operator', { year, ...operator }) : _('footer.copyright', { year })}</p>
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
