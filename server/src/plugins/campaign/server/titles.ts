import type { Core } from '@strapi/strapi';

import type { Titles } from '../shared/contracts';

type Named = { documentId: string; name?: string; title?: string };

/** Every project's and reward's Spanish title by documentId (drafts too: a record may point at one not yet published again). */
export async function documentTitles(strapi: Core.Strapi): Promise<Titles> {
  const read = (uid: 'api::project.project' | 'api::reward.reward', field: 'name' | 'title') =>
    strapi.documents(uid).findMany({ status: 'draft', locale: 'es', fields: [field], limit: 10_000 } as never) as Promise<Named[]>;
  const [projects, rewards] = await Promise.all([read('api::project.project', 'name'), read('api::reward.reward', 'title')]);
  return {
    projects: Object.fromEntries(projects.map((p) => [p.documentId, p.name ?? ''])),
    rewards: Object.fromEntries(rewards.map((r) => [r.documentId, r.title ?? ''])),
  };
}
