import type { Core } from '@strapi/strapi';
import { schedule } from '../operations/scheduled-jobs';
import { runDueDraws } from './run-draws';

export { onDrawDone } from './run-draws';

/** Draws are committed and run by one instance per period (and each step is conditional, should passes overlap). */
export async function startDraws(strapi: Core.Strapi) {
  await schedule(strapi, { name: 'draws', everyMs: Number(process.env.DRAW_CHECK_MS ?? 30_000), run: () => runDueDraws(strapi) });
}
