/** A project's dated updates (issue 52, item 1): the content type and what the timeline shows of it. */
export const UPDATE_UID = 'api::project-update.project-update';
export const NEWS_UID = 'api::news.news-post';
export const PROJECT_UID = 'api::project.project';

/** The schema's statuses (api/project-update/content-types/project-update/schema.json). */
export const UPDATE_STATUSES = ['planned', 'inProgress', 'delayed', 'delivered', 'cancelled'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

import type { Titles } from '../published-titles';

/** What a listener of a first publish is told (lib/project-updates/announce.ts). */
export type UpdatePublished = {
  update: { documentId: string; titles: Titles; status: UpdateStatus | null; progress: number | null };
  project: { documentId: string; titles: Titles };
};
