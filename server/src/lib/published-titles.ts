import type { Core } from '@strapi/strapi';

/** A document's title per language, as notifications and the inbox carry it (the Spanish one always there). */
export type Titles = { es: string; en: string | null };

/** A published project's name or reward's title in Spanish and English; null when it is not published. */
export async function publishedTitles(strapi: Core.Strapi, uid: 'api::project.project' | 'api::reward.reward', documentId: string, field: 'name' | 'title'): Promise<Titles | null> {
  const read = (locale: string) =>
    strapi.documents(uid).findOne({ documentId, locale, status: 'published', fields: [field] } as never) as Promise<Record<string, string> | null>;
  const [es, en] = await Promise.all([read('es'), read('en')]);
  return es ? { es: es[field]!, en: en?.[field] ?? null } : null;
}
