import type { Announcement } from './announce';

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
