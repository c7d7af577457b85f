import type { Core } from '@strapi/strapi';
import { onDrawDone } from '../draws';
import { onProjectUpdatePublished } from '../project-updates';
import { schedule } from '../operations/scheduled-jobs';
import { announce, announceLater } from './announce';
import { drawAnnouncement } from './draws';
import { projectUpdateAnnouncement } from './project-updates';
import { resultsToAnnounce } from './results';

/**
 * What followers hear, push configured or not (the inbox is written either way): an update's first
 * publish (lib/project-updates tells it once, to the instance that claimed it) and a draw done.
 * Listening from `register`, before the seed or anything else can publish: a first publish claimed
 * with nobody listening would never be told.
 */
export function registerFollowing(strapi: Core.Strapi) {
  // Awaited: lib/project-updates logs a listener's failure; the editor's publish has already answered.
  onProjectUpdatePublished((published) => announce(strapi, projectUpdateAnnouncement(published)).then(() => undefined));
  onDrawDone((done) => announceLater(strapi, 'drawResults', () => drawAnnouncement(strapi, done)));
}

/** A project's result once final, checked on a schedule, told to its followers. */
export async function startFollowing(strapi: Core.Strapi) {
  await schedule(strapi, {
    name: 'announce-results',
    everyMs: Number(process.env.PUSH_RESULTS_CHECK_MS ?? 15 * 60 * 1000),
    run: async () => {
      for (const announcement of await resultsToAnnounce(strapi)) announceLater(strapi, 'projectResults', async () => announcement);
    },
  });
}
