import { useSession } from '../../../lib/use-session';
import { DidHistory } from './DidHistory';

/** The member's DIDs history at /profile/dids. */
export function DidHistoryPage() {
  // The `_member` guard has checked the session; it can still end while the page is open.
  const session = useSession();
  return session ? <DidHistory userId={session.userId} /> : null;
}
