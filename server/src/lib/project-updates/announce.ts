import type { Core } from '@strapi/strapi';
import { afterCommit } from '../after-commit';
import { ownTable } from '../strapi-internals';
import { publishedTitles } from '../published-titles';
import { PROJECT_UID, UPDATE_UID, type UpdatePublished, type UpdateStatus } from './model';

type Listener = (published: UpdatePublished) => Promise<void> | void;
const listeners: Listener[] = [];

/**
 * Called once per update, at its first publish (not when it is edited and published again, nor
 * unpublished and published again), by the one instance whose claim made it: followers are told of it.
 */
export const onProjectUpdatePublished = (listener: Listener) => listeners.push(listener);

/** The steps of an announcement, apart so that the once-logic is tested without a database. */
export type AnnounceSteps = {
  /** What the update and its project say now; null while either is unpublished (nothing to tell yet). */
  read(updateId: string): Promise<UpdatePublished | null>;
  /** True for the one caller that claims this update's announcement, ever. */
  claim(updateId: string, projectId: string): Promise<boolean>;
};

/** Tells every listener of the update's first publish, once; a listener's failure is logged, never the editor's. */
export async function announceOnce(steps: AnnounceSteps, updateId: string, tell: readonly Listener[] = listeners, warn: (message: string) => void = () => {}) {
  const published = await steps.read(updateId);
  if (!published || !(await steps.claim(updateId, published.project.documentId))) return false;
  for (const listener of tell) {
    try {
      await listener(published);
    } catch (error) {
      warn(`A project update's listener failed: ${(error as Error).message}`);
    }
  }
  return true;
}

const ANNOUNCED = 'chispa_update_announcements';

type UpdateRow = { title: string; updateStatus?: UpdateStatus | null; progress?: number | null; project?: { documentId: string } | null };

function databaseSteps(strapi: Core.Strapi): AnnounceSteps {
  const published = (uid: string, documentId: string, locale: string, fields: string[], populate?: object) =>
    strapi.documents(uid as never).findOne({ documentId, locale, status: 'published', fields, ...(populate ? { populate } : {}) } as never) as Promise<Record<string, unknown> | null>;
  return {
    async read(updateId) {
      // An update told before (an edit published again): nothing to read, nothing to tell.
      if (await ownTable(strapi, ANNOUNCED).where({ update_document: updateId }).first('update_document')) return null;
      const fields = ['title', 'updateStatus', 'progress'];
      const [es, en] = (await Promise.all([
        published(UPDATE_UID, updateId, 'es', fields, { project: { fields: ['documentId'] } }),
        published(UPDATE_UID, updateId, 'en', ['title']),
      ])) as [UpdateRow | null, UpdateRow | null];
      const projectId = es?.project?.documentId;
      if (!es || !projectId) return null;
      const project = await publishedTitles(strapi, PROJECT_UID, projectId, 'name');
      if (!project) return null;
      return {
        update: { documentId: updateId, titles: { es: es.title, en: en?.title ?? null }, status: es.updateStatus ?? null, progress: es.progress ?? null },
        project: { documentId: projectId, titles: project },
      };
    },
    async claim(updateId, projectId) {
      const rows = await ownTable(strapi, ANNOUNCED)
        .insert({ update_document: updateId, project: projectId, announced_at: Date.now() })
        .onConflict('update_document')
        .ignore()
        .returning(['update_document']);
      return rows.length > 0;
    },
  };
}

/**
 * Every publish of an update asks for its announcement, off the editor's request: the claim makes
 * the first (with its Spanish version and its project published) the only one told.
 */
export function announceFirstPublishes(strapi: Core.Strapi) {
  const steps = databaseSteps(strapi);
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    const publishing = context.action === 'publish' || ((context.action === 'create' || context.action === 'update') && (context.params as { status?: string }).status === 'published');
    const id = documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (context.uid === UPDATE_UID && publishing && id) {
      afterCommit(strapi, () => {
        void announceOnce(steps, id, listeners, (message) => strapi.log.warn(message)).catch((error: Error) => strapi.log.warn(`A project update's announcement failed: ${error.message}`));
      });
    }
    return result;
  });
}
