import { createFileRoute } from '@tanstack/react-router';
import { SendGiftPage } from '../../features/gifts/components/SendGiftPage';

export const Route = createFileRoute('/_member/sendGift')({
  component: SendGiftPage,
});
