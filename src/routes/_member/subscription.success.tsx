import { createFileRoute, Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { checkoutSessionId } from '../../features/gifts';

type SuccessSearch = { session_id?: string };

/** Where the payment provider returns after a paid subscription or gift: spec §2, with the session_id. */
export const Route = createFileRoute('/_member/subscription/success')({
  // Lenient on purpose: a missing or odd session_id never breaks the page, it is just not shown. The
  // key is always returned (undefined when odd): the router keeps raw values of keys left out.
  validateSearch: (search: Record<string, unknown>): SuccessSearch => ({ session_id: checkoutSessionId(search.session_id) }),
  component: SubscriptionSuccess,
});

function SubscriptionSuccess() {
  const { _ } = useLingui();
  const { session_id: sessionId } = Route.useSearch();
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
