import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';

/** Spec §2: says the subscription was cancelled, in words true both for a checkout left unpaid and for a subscription cancelled at its paid period's end (issue 53). */
export function SubscriptionCancelPage() {
  const { _ } = useLingui();
  return (
    <section className="page page--narrow checkout-result">
      <h1>{_('pages.subscriptionCancel.title')}</h1>
      <p>{_('subscriptionCancel.text')}</p>
      <Link to="/profile" className="button button--primary">
        {_('subscription.backToProfile')}
      </Link>
    </section>
  );
}
