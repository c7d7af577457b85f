import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { didRecordsQueryOptions } from '../../features/dids/api';

export function DidCounter({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const { data } = useQuery(didRecordsQueryOptions(userId));
  const balance = data?.meta.balance;
  return (
    <Link to="/challenges" className="did-counter" aria-label={_('header.didsLabel')} title={_('header.didsLabel')}>
      <span className="did-counter__value" data-testid="did-balance">
        {balance === undefined ? '–' : i18n.number(balance)}
      </span>
      <span className="did-counter__unit">DIDs</span>
    </Link>
  );
}
