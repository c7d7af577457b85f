import type { Core } from '@strapi/strapi';
import { announceFirstPublishes } from './announce';
import { keepProgressInRange } from './progress-rule';

export { onProjectUpdatePublished } from './announce';
export type { UpdatePublished } from './model';
export { projectTimeline, type Timeline, type TimelineItem } from './timeline';
export { timelineParams } from './timeline-params';
export { grantUpdatesLikeNews } from './editor-permissions';

/** Registered before the server starts: an update's progress checked on every write, and its first publish announced. */
export function registerProjectUpdates(strapi: Core.Strapi) {
  keepProgressInRange(strapi);
  announceFirstPublishes(strapi);
}
