import type { Core } from '@strapi/strapi';
import { madridToday } from '../lib/madrid-time';
import { DRAW_UID } from '../lib/draws/model';
import { clearLocalPublicCache } from '../lib/public-cache';
import { NEWS, newsDate } from './content/editorial';
import { PROJECTS, runningDays, votingDays } from './content/projects';
import { REWARDS, rewardDates } from './content/rewards';

/**
 * The demo's dates (voting and running windows, reward windows and draws, news) count from the day it
 * is anchored to. A development start moves them to today, with the offsets of content/*.ts, for
 * every demo document whose dates are still the ones the seed last wrote: an editor's dates are theirs.
 */

const UIDS = { project: 'api::project.project', reward: 'api::reward.reward', news: 'api::news.news-post' } as const;
type Kind = keyof typeof UIDS;
type Dates = Record<string, string | null>;
export type DemoDocument = { kind: Kind; key: string; documentId: string };
type Remembered = DemoDocument & { dates: Dates };
/** A demo document whose dates were moved, from what to what. */
export type MovedDocument = DemoDocument & { from: Dates; to: Dates };
type Anchor = { anchoredOn: string; documents: Remembered[] };

const STORE_KEY = { type: 'core', name: 'chispa', key: 'demo-content-dates' } as const;
/** Reward dates are instants (compared as times); the others are Madrid calendar days. */
const INSTANTS = new Set(['start_date', 'end_date', 'draw_date']);

/** The dates `content/*.ts` gives a demo document anchored at `now` (null: no longer in the demo). */
export function datesFor(kind: Kind, key: string, now: number): Dates | null {
  if (kind === 'project') {
    const project = PROJECTS.find((p) => p.key === key);
    return project ? { ...votingDays(project, now), ...runningDays(project, now) } : null;
  }
  if (kind === 'reward') {
    const reward = REWARDS.find((r) => r.key === key);
    return reward ? rewardDates(reward, now) : null;
  }
  const post = NEWS.find((n) => n.key === key);
  return post ? newsDate(post, now) : null;
}

function calendarDay(value: unknown): string {
  if (value instanceof Date) {
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  }
  return String(value).slice(0, 10);
}

function unchanged(field: string, stored: unknown, written: string | null) {
  if (stored === null || stored === undefined || written === null) return (stored ?? null) === written;
  if (INSTANTS.has(field)) return new Date(stored as string | number).getTime() === Date.parse(written);
  return calendarDay(stored) === written;
}

/** Remembers the dates the seed has just written, anchored at `now`. */
export async function rememberDemoDates(strapi: Core.Strapi, documents: DemoDocument[], now: number) {
  const remembered = documents.map((d) => ({ ...d, dates: datesFor(d.kind, d.key, now)! }));
  await strapi.store.set({ ...STORE_KEY, value: { anchoredOn: madridToday(now), documents: remembered } satisfies Anchor });
}

/** The demo documents whose dates are still the seed's (an editor's changes make a document no longer one). */
export async function demoDocuments(strapi: Core.Strapi): Promise<DemoDocument[]> {
  const anchor = (await strapi.store.get(STORE_KEY)) as Anchor | null;
  return (anchor?.documents ?? []).map(({ kind, key, documentId }) => ({ kind, key, documentId }));
}

/**
 * Rewards whose dates must stay: a draw frozen or drawn is done (moving the dates would not reopen
 * it, and its published result is a record), and a draw tied to a beacon round chose that round
 * from the old draw date (a later draw would use randomness already public at the freeze).
 */
async function fixedRewards(strapi: Core.Strapi, rewardIds: string[]) {
  if (rewardIds.length === 0) return new Set<string>();
  const rows = (await strapi.db.query(DRAW_UID).findMany({
    where: { rewardDocumentId: { $in: rewardIds } },
    select: ['rewardDocumentId', 'stage', 'beaconRound'],
  })) as { rewardDocumentId: string; stage: string; beaconRound: unknown }[];
  return new Set(rows.filter((d) => d.stage !== 'committed' || (d.beaconRound !== null && d.beaconRound !== undefined)).map((d) => d.rewardDocumentId));
}

/**
 * Moves the demo's untouched dates to `now`'s day. Every row of a document (each locale, draft and
 * published) must still hold what the seed wrote, or the document is left alone and forgotten for
 * good. Nothing to do on a day it already ran: one read of the store.
 */
export async function reanchorDemoDates(strapi: Core.Strapi, now: number): Promise<MovedDocument[]> {
  const anchor = (await strapi.store.get(STORE_KEY)) as Anchor | null;
  if (!anchor || anchor.anchoredOn === madridToday(now)) return [];
  const fixed = await fixedRewards(
    strapi,
    anchor.documents.filter((d) => d.kind === 'reward').map((d) => d.documentId),
  );
  const kept: Remembered[] = [];
  const moved: MovedDocument[] = [];
  for (const kind of Object.keys(UIDS) as Kind[]) {
    const documents = anchor.documents.filter((d) => d.kind === kind);
    if (documents.length === 0) continue;
    const query = strapi.db.query(UIDS[kind]);
    const fields = Object.keys(documents[0]!.dates);
    const rows = (await query.findMany({ where: { documentId: { $in: documents.map((d) => d.documentId) } }, select: ['documentId', ...fields] })) as Record<string, unknown>[];
    for (const document of documents) {
      const fresh = datesFor(kind, document.key, now);
      const own = rows.filter((row) => row.documentId === document.documentId);
      const untouched = own.length > 0 && own.every((row) => fields.every((field) => unchanged(field, row[field], document.dates[field] ?? null)));
      if (!fresh || !untouched || fixed.has(document.documentId)) continue;
      await query.updateMany({ where: { documentId: document.documentId }, data: fresh });
      kept.push({ ...document, dates: fresh });
      moved.push({ kind, key: document.key, documentId: document.documentId, from: document.dates, to: fresh });
    }
  }
  await strapi.store.set({ ...STORE_KEY, value: { anchoredOn: madridToday(now), documents: kept } satisfies Anchor });
  clearLocalPublicCache();
  strapi.log.info(`Demo dates moved to today: ${moved.length} of ${anchor.documents.length} demo documents (the others were changed by editors, or their draw is done)`);
  return moved;
}
