import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionCancelPage } from '../../features/gifts/components/SubscriptionCancelPage';

/**
 * Spec §2: says the subscription was cancelled. Reached when the member cancels at the checkout and
 * after cancelling an active subscription (the DELETE answers this address).
 */
export const Route = createFileRoute('/_member/subscription/cancel')({
  component: SubscriptionCancelPage,
});
