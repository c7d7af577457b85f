import { onReachabilityChange } from '../../offline/outbox/connectivity';
import { revocationPending } from './revocation-note';

export { PENDING_REVOCATION_KEY, REVOCATION_TIMEOUT_MS, revocationPending, queueRevocation, dropRevocation } from './revocation-note';

/**
 * Sends the pending revocation, if any; true once none is pending. Concurrent callers share one try.
 * Never while a member is signed in here: the refresh cookie would then be theirs. The sending code
 * is read only when there is something to send.
 */
export function sendPendingRevocation(): Promise<boolean> {
  if (!revocationPending()) return Promise.resolve(true);
  return import('./revocation-sender').then(({ sendRevocation }) => sendRevocation(), () => false);
}

/** Sends a pending revocation now, and again whenever the network seems to be back. */
export function startSendingRevocations(): () => void {
  const send = () => void sendPendingRevocation();
  send();
  window.addEventListener('online', send);
  const unsubscribe = onReachabilityChange((state) => state === 'reachable' && send());
  return () => {
    window.removeEventListener('online', send);
    unsubscribe();
  };
}
