/**
 * Whether Chispa's server can be reached, learnt from what actually happens: a request that fails
 * on the network or times out, or an answer that is not from our server (a captive portal's page, a
 * proxy's 502), means unreachable; the next answer from our server means reachable. The browser's
 * `online`/`offline` events are only hints (`navigator.onLine` is true on a dead server or behind a
 * portal). The page and the service worker each keep this state and tell each other every change,
 * so the banner, the outbox and "send now" all read one state.
 *
 * Every return to reachable sets work off (error screens retry, queries refetch, the outbox
 * flushes). On a partial outage (one route answered by a portal or a gateway's 5xx while others
 * succeed) the state would flip with each request and start that work again and again, so returns
 * are rate-limited: at most RECOVERIES_PER_WINDOW in RECOVERY_WINDOW_MS; a later one is announced
 * when a slot frees, if the newest outcome seen by then is still a success. Losing the connection is
 * always announced at once.
 */
export type Reachability = 'reachable' | 'unreachable';

export const CONNECTIVITY_CHANNEL = 'chispa-connectivity';

type Message = { type: 'reachability'; state: Reachability; at: number };
type Listener = (state: Reachability) => void;

const listeners = new Set<Listener>();
// Unknown at first: the browser's belief is the best guess until the first request tells.
let state: Reachability = (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine === false ? 'unreachable' : 'reachable';
let changedAt = 0;
let channel: BroadcastChannel | null | undefined;

export const RECOVERIES_PER_WINDOW = 3;
export const RECOVERY_WINDOW_MS = 30_000;
let recoveries: number[] = [];
let newestLocalOutcome: Reachability = state;
let heldRecovery: ReturnType<typeof setTimeout> | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CONNECTIVITY_CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.type !== 'reachability' || (message.state !== 'reachable' && message.state !== 'unreachable')) return;
    // The latest outcome wins, wherever it was seen.
    if (typeof message.at === 'number' && message.at >= changedAt) apply(message.state, message.at, false);
  });
  return channel;
}

function apply(next: Reachability, at: number, tellOthers: boolean) {
  changedAt = at;
  if (next === state) return;
  state = next;
  if (next === 'reachable') recoveries.push(Date.now());
  if (tellOthers) openChannel()?.postMessage({ type: 'reachability', state: next, at } satisfies Message);
  listeners.forEach((listener) => listener(next));
}

/** When the next return to reachable may be announced: now, or when the oldest recent one leaves the window. */
function nextRecoverySlot(now: number): number {
  recoveries = recoveries.filter((time) => now - time < RECOVERY_WINDOW_MS);
  return recoveries.length < RECOVERIES_PER_WINDOW ? now : recoveries[0]! + RECOVERY_WINDOW_MS;
}

/** An answer from our server arrived (any status it chose to send). */
export function reportReachable(at = Date.now()) {
  openChannel();
  newestLocalOutcome = 'reachable';
  if (state === 'reachable') return apply('reachable', at, true);
  const now = Date.now();
  const slot = nextRecoverySlot(now);
  if (slot <= now) return apply('reachable', at, true);
  heldRecovery ??= setTimeout(() => {
    heldRecovery = undefined;
    if (newestLocalOutcome === 'reachable') reportReachable();
  }, slot - now);
}

/** A request failed on the network, timed out, or was answered by something that is not our server. */
export function reportUnreachable(at = Date.now()) {
  openChannel();
  newestLocalOutcome = 'unreachable';
  apply('unreachable', at, true);
}

export const reachability = (): Reachability => (openChannel(), state);

export function onReachabilityChange(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Whether an answer came from Chispa's server: JSON, and not a gateway's "cannot reach it" status
 * (the app server or a proxy answers 502/503/504 when Strapi is down). A portal's page or a
 * redirect to one is not.
 */
export function isFromOurServer(response: Response): boolean {
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.redirected) return false;
  if (response.status === 502 || response.status === 503 || response.status === 504) return false;
  return /^application\/(.+\+)?json\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** For tests: back to a known state, as if nothing had been learnt yet. */
export function resetConnectivity(initial: Reachability = 'reachable') {
  clearTimeout(heldRecovery);
  heldRecovery = undefined;
  apply(initial, 0, false);
  recoveries = [];
  newestLocalOutcome = initial;
}
