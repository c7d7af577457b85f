import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** Thanks for a paid subscription or gift (spec §2), with the provider's session id when there is one. */
export function SubscriptionSuccessPage({ sessionId }: { sessionId: string | undefined }) {
  const { _ } = useLingui();
  return (
    <section className="page page--narrow checkout-result">
      <h1>{_('pages.subscriptionSuccess.title')}</h1>
      <p>{_('subscriptionSuccess.text')}</p>
      {sessionId && (
        <p className="muted">
          {_('subscriptionSuccess.reference')} <code className="checkout-result__reference">{sessionId}</code>
        </p>
      )}
      <Link to="/profile" className="button button--primary">
        {_('subscription.backToProfile')}
      </Link>
    </section>
  );
}
