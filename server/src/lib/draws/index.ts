import type { Core } from '@strapi/strapi';
import { schedule } from '../operations/scheduled-jobs';
import { beaconConfig } from './beacon';
import { runDueDraws } from './run-draws';

export { onDrawDone } from './run-draws';

/** Draws are committed and run by one instance per period (and each step is conditional, should passes overlap). */
export async function startDraws(strapi: Core.Strapi) {
  if (process.env.NODE_ENV === 'production' && !beaconConfig()) {
    strapi.log.warn(
      'Draws run without a public randomness beacon: whoever can read the database knows each draw’s seed before the draw, ' +
        'and must be trusted not to time or add entries to choose a winner. Set DRAW_BEACON_URL, DRAW_BEACON_GENESIS and DRAW_BEACON_PERIOD to remove that trust (docs/draws.md).',
    );
  }
  await schedule(strapi, { name: 'draws', everyMs: Number(process.env.DRAW_CHECK_MS ?? 30_000), run: () => runDueDraws(strapi) });
}
