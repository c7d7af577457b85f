import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useDidBalance } from '../../dids';
import { RetryAlert } from '../../../components/ui/RetryAlert';

/** The member's DIDs as the header counts them (server balance minus spends still waiting), and where to earn more. */
export function DidsSummary({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const { balance, failed, retry } = useDidBalance(userId);
  return (
    <section className="profile-section" aria-labelledby="dids-title">
      <h2 id="dids-title">{_('header.didsLabel')}</h2>
      {failed ? (
        <RetryAlert message={_('didRecordList.errors.genericServerError')} retry={retry} />
      ) : (
        <p className="profile-dids" data-testid="profile-dids">
          {balance === undefined ? _('profile.loading') : _('profile.dids.total', { count: balance, dids: i18n.number(balance) })}
        </p>
      )}
      <p className="profile-dids__links">
        <Link to="/profile/dids" className="button">
          {_('dids.history.link')}
        </Link>{' '}
        <Link to="/challenges" className="button button--primary">
          {_('profile.dids.earn')}
        </Link>
      </p>
    </section>
  );
}
