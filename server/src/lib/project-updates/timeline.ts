import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { FALLBACK_LOCALE } from '../spanish-fallback';
import { NEWS_UID, PROJECT_UID, UPDATE_UID } from './model';
import { byNewest, latestProgress, type Placed } from './timeline-order';
import { MAX_TIMELINE_ITEMS, type TimelineParams } from './timeline-params';

type Row = Record<string, unknown> & { documentId: string; locale?: string };
type Picture = { url: string; alternativeText?: string | null; width?: number | null; height?: number | null; formats?: unknown };

export type TimelineItem =
  | { kind: 'update'; documentId: string; locale: string; date: string; title: string; body: unknown; status: string | null; progress: number | null; pictures: Picture[] }
  | { kind: 'news'; documentId: string; locale: string; date: string; title: string; excerpt: string | null };

export type Timeline = {
  data: TimelineItem[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number }; progress: { percent: number; date: string } | null };
};

const picture = (media: Picture): Picture => ({
  url: media.url,
  alternativeText: media.alternativeText ?? null,
  width: media.width ?? null,
  height: media.height ?? null,
  formats: media.formats ?? null,
});

/**
 * A project's timeline (issue 52, item 1; docs/decisions/server/project-timeline.md): its published
 * updates and the published news posts linked to it, newest first by date, a page at a time, each in
 * `locale` or else in Spanish (lib/spanish-fallback.ts does it for every read below, as this runs in a
 * content-API request). Drafts are never read, and a project with no published version has no
 * timeline (404 `project.notFound`). An item belongs to the project when its Spanish version or its
 * version in `locale` links to it: Strapi links each language to the same language of the project,
 * and a project may exist in Spanish only.
 */
export function projectTimeline(strapi: Core.Strapi) {
  const documents = (uid: string) => strapi.documents(uid as never);

  async function linked(uid: string, kind: Placed['kind'], filters: object, locale: string, fields: string[]): Promise<Placed[]> {
    const read = (language: string) =>
      documents(uid).findMany({
        locale: language,
        status: 'published',
        filters,
        fields: ['date', 'createdAt', ...fields],
        sort: [{ date: 'desc' }, { createdAt: 'desc' }],
        limit: MAX_TIMELINE_ITEMS,
      } as never) as unknown as Promise<Row[]>;
    const rows = (await Promise.all(locale === FALLBACK_LOCALE ? [read(FALLBACK_LOCALE)] : [read(FALLBACK_LOCALE), read(locale)])).flat();
    const placed = new Map<string, Placed>();
    for (const row of rows) {
      if (placed.has(row.documentId)) continue;
      placed.set(row.documentId, { kind, documentId: row.documentId, date: String(row.date), createdAt: String(row.createdAt), progress: (row.progress as number | null | undefined) ?? null });
    }
    return [...placed.values()];
  }

  async function contents(uid: string, ids: string[], locale: string, extra: object): Promise<Map<string, Row>> {
    if (!ids.length) return new Map();
    const rows = (await documents(uid).findMany({ locale, status: 'published', filters: { documentId: { $in: ids } }, limit: ids.length, ...extra } as never)) as unknown as Row[];
    return new Map(rows.map((row) => [row.documentId, row]));
  }

  return async function timeline(projectId: string, locale: string, { page, pageSize }: TimelineParams): Promise<Timeline> {
    const project = await documents(PROJECT_UID).findOne({ documentId: projectId, locale, status: 'published', fields: ['id'] } as never);
    if (!project) throw refusal(404, 'project.notFound', 'There is no such project');

    const [updates, news] = await Promise.all([
      linked(UPDATE_UID, 'update', { project: { documentId: projectId } }, locale, ['progress']),
      linked(NEWS_UID, 'news', { projects: { documentId: projectId } }, locale, []),
    ]);
    const listed = [...updates, ...news].sort(byNewest).slice(0, MAX_TIMELINE_ITEMS);
    const shown = listed.slice((page - 1) * pageSize, page * pageSize);
    const idsOf = (kind: Placed['kind']) => shown.filter((item) => item.kind === kind).map((item) => item.documentId);
    const [updateRows, newsRows] = await Promise.all([
      contents(UPDATE_UID, idsOf('update'), locale, { fields: ['title', 'date', 'body', 'updateStatus', 'progress', 'locale'], populate: { pictures: true } }),
      contents(NEWS_UID, idsOf('news'), locale, { fields: ['title', 'date', 'excerpt', 'locale'] }),
    ]);

    const data: TimelineItem[] = [];
    for (const item of shown) {
      const row = (item.kind === 'update' ? updateRows : newsRows).get(item.documentId);
      if (!row) continue;
      const common = { documentId: row.documentId, locale: String(row.locale ?? FALLBACK_LOCALE), date: String(row.date), title: String(row.title ?? '') };
      data.push(
        item.kind === 'update'
          ? {
              kind: 'update',
              ...common,
              body: row.body ?? null,
              status: (row.updateStatus as string | null | undefined) ?? null,
              progress: (row.progress as number | null | undefined) ?? null,
              pictures: ((row.pictures as Picture[] | null | undefined) ?? []).map(picture),
            }
          : { kind: 'news', ...common, excerpt: (row.excerpt as string | null | undefined) ?? null },
      );
    }
    return {
      data,
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(listed.length / pageSize), total: listed.length }, progress: latestProgress(listed) },
    };
  };
}
