import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useDidBalance } from '../use-balance';

export function DidCounter({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const { balance } = useDidBalance(userId);
  return (
    // The name read out starts with the label and then says what is shown ("Tus DIDs: 65 DIDs"), so
    // a voice-control user can say the visible text (WCAG 2.5.3, label in name).
    <Link to="/profile/dids" className="did-counter" title={_('header.didsLabel')}>
      <span className="visually-hidden">{_('header.didsLabel')}: </span>
      <span className="did-counter__value" data-testid="did-balance">
        {balance === undefined ? '–' : i18n.number(balance)}
      </span>
      <span className="did-counter__unit">DIDs</span>
    </Link>
  );
}
