import { madridToday } from '../../lib/madrid-time';

const DAY = 24 * 60 * 60 * 1000;

/** A Madrid calendar day `offset` days from `now` (the day the demo is anchored to). */
export const day = (offset: number, now: number) => madridToday(now + offset * DAY);

/** An instant `offset` days from `now`, for reward windows and draw dates. */
export const instant = (offset: number, now: number) => new Date(now + offset * DAY).toISOString();

/**
 * The moment the demo's dates count from: now, when the demo is seeded and at each development start.
 * `CHISPA_DEMO_SEEDED_AT` (an ISO instant) is for tests only: the server seeds and anchors the demo
 * as if it were that moment, so that a later start without it finds a demo seeded that long ago.
 * Ignored in production.
 */
export function demoNow(env: NodeJS.ProcessEnv = process.env) {
  const at = env.NODE_ENV !== 'production' && env.CHISPA_DEMO_SEEDED_AT ? Date.parse(env.CHISPA_DEMO_SEEDED_AT) : NaN;
  return Number.isFinite(at) ? at : Date.now();
}
