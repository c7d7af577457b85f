import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useDidBalance } from '../../features/dids/use-balance';

export function DidCounter({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const { balance } = useDidBalance(userId);
  return (
    <Link to="/challenges" className="did-counter" aria-label={_('header.didsLabel')} title={_('header.didsLabel')}>
      <span className="did-counter__value" data-testid="did-balance">
        {balance === undefined ? '–' : i18n.number(balance)}
      </span>
      <span className="did-counter__unit">DIDs</span>
    </Link>
  );
}
