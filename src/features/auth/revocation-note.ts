// The pending revocation's note, shared by revocation.ts and the sender it reads lazily (which
// imports it from here, not from revocation.ts: no import cycle).
/**
 * Logging out ends the session here at once; telling the server to end it too (so the httpOnly
 * refresh cookie this browser holds stops working) waits for a network. The pending revocation is a
 * note in localStorage, so it outlives a reload or a closed browser and needs no IndexedDB. The
 * server knows which session to end from the refresh cookie alone, since its access token may have
 * expired long before the revocation goes out.
 */
export const PENDING_REVOCATION_KEY = 'chispaPendingLogout';
/** A logout that has not answered by then is tried again later. */
export const REVOCATION_TIMEOUT_MS = 10_000;

export const revocationPending = () => localStorage.getItem(PENDING_REVOCATION_KEY) !== null;

/** Notes that the server's session must be ended; call before the local session ends. */
export function queueRevocation() {
  localStorage.setItem(PENDING_REVOCATION_KEY, JSON.stringify({ since: Date.now() }));
}

/**
 * A login replaced the refresh cookie: the old session can no longer be named from here (it expires
 * on its own), and a revocation sent now would end the new one.
 */
export function dropRevocation() {
  localStorage.removeItem(PENDING_REVOCATION_KEY);
}
