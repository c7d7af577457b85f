import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { NavLinks } from './NavLinks';
import { ACCOUNT_NAV, FOOTER_NAV, MAIN_NAV } from './nav-items';
import { LanguageSelector } from './LanguageSelector';
import type { FrameSlots } from './frame-slots';

type Props = { open: boolean; signedIn: boolean; onClose: () => void; slots: FrameSlots };

/** Full-screen menu for small screens; a modal <dialog> traps focus and closes on Escape. */
export function MobileMenu({ open, signedIn, onClose, slots }: Props) {
  const { _ } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="mobile-menu" aria-label={_('menu.title')} onClose={onClose}>
      <button type="button" className="icon-button mobile-menu__close" onClick={onClose} aria-label={_('menu.close')}>
        <span aria-hidden="true">×</span>
      </button>
      <nav aria-label={_('menu.title')}>
        <ul className="mobile-menu__list">
          {signedIn && <NavLinks items={MAIN_NAV} onNavigate={onClose} />}
          {signedIn && <NavLinks items={ACCOUNT_NAV} onNavigate={onClose} />}
          <NavLinks items={FOOTER_NAV} onNavigate={onClose} />
        </ul>
      </nav>
      {slots.installEntry(onClose)}
      <LanguageSelector onChange={slots.onLanguageChange} />
    </dialog>
  );
}
