import { flush } from '../src/offline/outbox';
import { listEntriesOf, readMirroredSession } from '../src/offline/outbox-store';
import { openOutboxChannel, type OutboxMessage } from '../src/offline/outbox-channel';
import { refreshToken, XSRF_COOKIE } from '../src/offline/token-refresh';

declare const self: ServiceWorkerGlobalScope;

const channel = openOutboxChannel();

async function xsrfToken(mirrored: string | undefined) {
  try {
    return (await self.cookieStore?.get(XSRF_COOKIE))?.value ?? mirrored;
  } catch {
    return mirrored;
  }
}

async function credentials() {
  const session = await readMirroredSession();
  return session ? { userId: session.userId, token: session.token, xsrf: await xsrfToken(session.xsrf) } : null;
}

async function refresh() {
  const session = await readMirroredSession();
  if (!session) return null;
  return refreshToken({ userId: session.userId, staleToken: session.token, xsrf: await xsrfToken(session.xsrf), origin: self.location.origin });
}

/**
 * The worker's flush: the same outbox code as the page, under the same Web Lock, with the member the
 * page mirrored. Results wait in the outbox database for a page to show them; open pages are told now.
 * With `failIfLeft`, entries that could not go make the sync event fail, so the browser tries again.
 */
export async function flushFromWorker({ failIfLeft = false } = {}) {
  const results = await flush({ credentials, refresh, force: true });
  if (results?.length) channel?.postMessage({ type: 'outbox-settled' } satisfies OutboxMessage);
  if (!failIfLeft || results === null) return; // null: a page is flushing right now
  const session = await readMirroredSession();
  if (session && (await listEntriesOf(session.userId)).length > 0) throw new Error('Outbox entries are still waiting');
}
