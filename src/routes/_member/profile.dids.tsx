import { createFileRoute } from '@tanstack/react-router';
import { DidHistoryPage } from '../../features/dids/components/DidHistoryPage';

export const Route = createFileRoute('/_member/profile/dids')({
  component: DidHistoryPage,
});
