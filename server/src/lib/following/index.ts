import type { Core } from '@strapi/strapi';
import { onDrawDone } from '../draws';
import { schedule } from '../operations/scheduled-jobs';
import { announceLater } from './announce';
import { drawAnnouncement } from './draws';
import { resultsToAnnounce } from './results';

export { announce, announceLater, onAnnounced, PUSH_TOPIC, type Announcement, type InboxParams, type InboxTopic } from './announce';
export { announceProjectUpdate, projectUpdateAnnouncement, type ProjectUpdatePublished } from './project-updates';

/**
 * What followers hear, push configured or not (the inbox is written either way): a draw done, and a
 * project's result once final (checked on a schedule). Project updates are told by
 * `announceProjectUpdate`, from lib/project-updates' listener.
 */
export async function startFollowing(strapi: Core.Strapi) {
  onDrawDone((done) => announceLater(strapi, 'drawResults', () => drawAnnouncement(strapi, done)));
  await schedule(strapi, {
    name: 'announce-results',
    everyMs: Number(process.env.PUSH_RESULTS_CHECK_MS ?? 15 * 60 * 1000),
    run: async () => {
      for (const announcement of await resultsToAnnounce(strapi)) announceLater(strapi, 'projectResults', async () => announcement);
    },
  });
}
