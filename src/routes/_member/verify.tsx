import { createFileRoute } from '@tanstack/react-router';
import { VerificationPage } from '../../features/verification/components/VerificationPage';
import { useSession } from '../../lib/use-session';

export const Route = createFileRoute('/_member/verify')({
  component: Verify,
});

function Verify() {
  const session = useSession();
  return session ? <VerificationPage userId={session.userId} /> : null;
}
