import { createFileRoute } from '@tanstack/react-router';
import { DidHistory } from '../../features/dids/components/DidHistory';
import { useSession } from '../../lib/use-session';

export const Route = createFileRoute('/_member/profile/dids')({
  component: DidsHistoryPage,
});

function DidsHistoryPage() {
  // The `_member` guard has checked the session; it can still end while the page is open.
  const session = useSession();
  return session ? <DidHistory userId={session.userId} /> : null;
}
