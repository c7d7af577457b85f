import { createFileRoute } from '@tanstack/react-router';
import { giftLinkSearch } from '../../features/gifts';
import { GiftLinkPage } from '../../features/gifts/components/GiftLinkPage';

export const Route = createFileRoute('/_member/gift')({
  validateSearch: giftLinkSearch,
  component: GiftLink,
});

function GiftLink() {
  const { token } = Route.useSearch();
  return <GiftLinkPage token={token} />;
}
