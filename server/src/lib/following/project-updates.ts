import type { Core } from '@strapi/strapi';
import { announce, type Announcement } from './announce';

type EventTitles = { es: string; en?: string | null };

/** What lib/project-updates tells its listeners when an editor publishes an update (onProjectUpdatePublished). */
export type ProjectUpdatePublished = {
  update: { documentId: string; titles: EventTitles; status?: string | null; progress?: number | null };
  project: { documentId: string; titles: EventTitles };
};

const titles = ({ es, en }: EventTitles) => ({ es, en: en ?? null });

/** An update's announcement: to the project's followers, leading to the project's page (its timeline). */
export function projectUpdateAnnouncement({ update, project }: ProjectUpdatePublished): Announcement {
  return {
    key: `projectUpdate:${update.documentId}`,
    topic: 'updates',
    params: { titles: titles(project.titles), detail: titles(update.titles), status: update.status ?? null, progress: update.progress ?? null },
    url: `/projects/${project.documentId}`,
    audience: { kind: 'followers', project: project.documentId },
  };
}

/**
 * Tells a published update to the project's followers: their inbox, and the devices that chose
 * `projectUpdates`. Once per update (its key): publishing it again, or an edit, is no news.
 * The lead wires it: `onProjectUpdatePublished((event) => announceProjectUpdate(strapi, event))`.
 */
export const announceProjectUpdate = (strapi: Core.Strapi, event: ProjectUpdatePublished) => announce(strapi, projectUpdateAnnouncement(event));
