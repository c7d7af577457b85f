import { createFileRoute } from '@tanstack/react-router';
import { checkoutSessionId } from '../../features/gifts';
import { SubscriptionSuccessPage } from '../../features/gifts/components/SubscriptionSuccessPage';

type SuccessSearch = { session_id?: string };

/** Where the payment provider returns after a paid subscription or gift: spec §2, with the session_id. */
export const Route = createFileRoute('/_member/subscription/success')({
  // Lenient on purpose: a missing or odd session_id never breaks the page, it is just not shown. The
  // key is always returned (undefined when odd): the router keeps raw values of keys left out.
  validateSearch: (search: Record<string, unknown>): SuccessSearch => ({ session_id: checkoutSessionId(search.session_id) }),
  component: SubscriptionSuccess,
});

function SubscriptionSuccess() {
  return <SubscriptionSuccessPage sessionId={Route.useSearch().session_id} />;
}
