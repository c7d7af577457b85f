/**
 * A public randomness beacon (drand's HTTP API), when DRAW_BEACON_URL names a chain: its round is
 * fixed when a draw is committed, and its randomness, published after the tickets are frozen, is
 * mixed into the draw. Nobody, the operator included, knows it in advance.
 */
export type BeaconConfig = { url: string; genesis: number; period: number };

/** Rounds come out this long after the freeze at the earliest: the ticket list is public before the beacon is. */
export const BEACON_MARGIN_MS = 2 * 60 * 1000;

const HEX = /^[0-9a-f]{64}$/;

export function beaconConfig(env: NodeJS.ProcessEnv = process.env): BeaconConfig | null {
  const url = env.DRAW_BEACON_URL?.replace(/\/+$/, '');
  if (!url) return null;
  const genesis = Number(env.DRAW_BEACON_GENESIS);
  const period = Number(env.DRAW_BEACON_PERIOD);
  if (!Number.isInteger(genesis) || !Number.isInteger(period) || period <= 0) {
    throw new Error('DRAW_BEACON_URL needs DRAW_BEACON_GENESIS and DRAW_BEACON_PERIOD (the chain info, in seconds)');
  }
  return { url, genesis, period };
}

/** The first round published at least BEACON_MARGIN_MS after `drawAt` (round r comes out at genesis + (r − 1) × period). */
export function roundFor(config: BeaconConfig, drawAt: Date) {
  const seconds = (drawAt.getTime() + BEACON_MARGIN_MS) / 1000;
  return Math.max(1, Math.ceil((seconds - config.genesis) / config.period) + 1);
}

export const roundTime = (config: BeaconConfig, round: number) => new Date((config.genesis + (round - 1) * config.period) * 1000);

/** The round's randomness, or null while it is not out (or the beacon cannot be reached: the draw waits). */
export async function beaconRandomness(url: string, round: number): Promise<string | null> {
  try {
    const answer = await fetch(`${url}/public/${round}`, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
    if (!answer.ok) return null;
    const body = (await answer.json()) as { round?: unknown; randomness?: unknown };
    if (body.round !== round || typeof body.randomness !== 'string' || !HEX.test(body.randomness)) return null;
    return body.randomness;
  } catch {
    return null;
  }
}
