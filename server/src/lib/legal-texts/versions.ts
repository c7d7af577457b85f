import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ownTable } from '../strapi-internals';
import { clearPublicCache } from '../public-cache';
import { memoUntilPublicWrite } from '../public-memo';
import { LEGAL_LOCALES, LEGAL_TEXT_UID, type LegalKind, type LegalLocale, type LegalVersion } from './model';

const VERSIONS = 'chispa_legal_versions';

type VersionRow = {
  kind: LegalKind;
  locale: LegalLocale;
  version: number | string;
  title: string;
  body?: string;
  change_summary: string | null;
  material: boolean | number;
  content_hash: string;
  published_at: number | string;
};

/** A version's columns but its body (what lists and the pending check read), named by the row's own type. */
const SUMMARY: Record<keyof Omit<VersionRow, 'body'>, true> = {
  kind: true,
  locale: true,
  version: true,
  title: true,
  change_summary: true,
  material: true,
  content_hash: true,
  published_at: true,
};
const SUMMARY_COLUMNS = Object.keys(SUMMARY);

const fromRow = (row: VersionRow): LegalVersion => ({
  kind: row.kind,
  locale: row.locale,
  version: Number(row.version),
  title: row.title,
  // A summary's row has no body: read as none.
  body: row.body === undefined ? [] : (JSON.parse(row.body) as unknown),
  changeSummary: row.change_summary ?? null,
  material: Boolean(row.material),
  // PostgreSQL answers a bigint as text.
  publishedAt: Number(row.published_at),
  contentHash: row.content_hash,
});

/** What makes a new version: the title and the body (a change summary alone, or a tick, records none). */
export const contentHash = (title: string, body: unknown) => createHash('sha256').update(JSON.stringify([title, body ?? null])).digest('hex');

/** Epoch milliseconds of a date as the query engine gives it (a Date, an ISO text, or milliseconds on SQLite). */
const epochOf = (value: unknown): number => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return new Date(String(value)).getTime();
};

const versionsOf = (strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale) => ownTable(strapi, VERSIONS).where({ kind, locale });

/** The newest version of a text in a language; null when none was recorded. */
export async function latestVersion(strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale): Promise<LegalVersion | null> {
  const row = (await versionsOf(strapi, kind, locale).orderBy('version', 'desc').first()) as VersionRow | undefined;
  return row ? fromRow(row) : null;
}

/** The newest material version of a text in any language (the last recorded), without its body: a material change concerns every reader. */
export async function latestMaterialVersion(strapi: Core.Strapi, kind: LegalKind): Promise<LegalVersion | null> {
  const row = (await ownTable(strapi, VERSIONS).where({ kind, material: true }).orderBy('id', 'desc').first(SUMMARY_COLUMNS)) as VersionRow | undefined;
  return row ? fromRow(row) : null;
}

/** Every version of a text in a language, newest first, without their bodies. */
export async function allVersions(strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale): Promise<LegalVersion[]> {
  return ((await versionsOf(strapi, kind, locale).orderBy('version', 'desc').select(SUMMARY_COLUMNS)) as VersionRow[]).map(fromRow);
}

/** One numbered version, or null. */
export async function numberedVersion(strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale, version: number): Promise<LegalVersion | null> {
  const row = (await versionsOf(strapi, kind, locale).where({ version }).first()) as VersionRow | undefined;
  return row ? fromRow(row) : null;
}

/** Whether any version of a text was recorded in a language. */
export async function hasVersions(strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale): Promise<boolean> {
  return Boolean(await versionsOf(strapi, kind, locale).first('version'));
}

type PublishedText = { documentId: string; title: string; body: unknown; materialChange: boolean | number | null; changeSummary: string | null; publishedAt: unknown };

const publishedText = (strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale) =>
  strapi.db.query(LEGAL_TEXT_UID).findOne({
    where: { kind, locale, publishedAt: { $notNull: true } },
    select: ['documentId', 'title', 'body', 'materialChange', 'changeSummary', 'publishedAt'],
    orderBy: { id: 'desc' },
  }) as Promise<PublishedText | null>;

/**
 * The editor's "cambio sustancial" is one tick for the text in every language (a change is material
 * whatever language tells it), spent on the first version it marks: unticked in the drafts and the
 * published rows of every language, through the query engine, which leaves `updatedAt` alone, so the
 * content manager does not show a draft as modified. The translation published next is no second change.
 */
const untickMaterialChange = (strapi: Core.Strapi, documentId: string) =>
  strapi.db.query(LEGAL_TEXT_UID).updateMany({ where: { documentId }, data: { materialChange: false } });

/**
 * Records what is published of a text in a language as its next version, unless its title and body
 * are those of its last version. Safe to call from every instance at once and again and again: two
 * recordings of one publish race for the same number (the unique kind + locale + version), and the
 * loser, looking again, finds its text is the last version. Answers whether the text is published in
 * that language (so its caller need not read it again).
 */
async function recordPublished(strapi: Core.Strapi, kind: LegalKind, locale: LegalLocale): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const published = await publishedText(strapi, kind, locale);
    if (!published) return false;
    const hash = contentHash(published.title, published.body);
    const last = await latestVersion(strapi, kind, locale);
    const material = Boolean(published.materialChange);
    if (last?.contentHash === hash) {
      // Recorded already (by another instance, or the publish's own follow-up still running): its tick is spent all the same.
      if (material && last.material) await untickMaterialChange(strapi, published.documentId);
      return true;
    }
    const inserted = await ownTable(strapi, VERSIONS)
      .insert({
        kind,
        locale,
        version: (last?.version ?? 0) + 1,
        title: published.title,
        body: JSON.stringify(published.body ?? []),
        change_summary: published.changeSummary?.trim() || null,
        material,
        content_hash: hash,
        published_at: epochOf(published.publishedAt),
      })
      .onConflict(['kind', 'locale', 'version'])
      .ignore()
      .returning(['version']);
    if (inserted.length === 0) continue;
    if (material) await untickMaterialChange(strapi, published.documentId);
    // The public answers (and the offline catalogue's version) name the newest version.
    clearPublicCache();
    return true;
  }
  // Five numbers taken by other recordings in a row: they recorded it; it is published all the same.
  return true;
}

/** Each language of a kind recorded as above; the languages it is published in now. */
export async function recordKind(strapi: Core.Strapi, kind: LegalKind): Promise<LegalLocale[]> {
  const published: LegalLocale[] = [];
  for (const locale of LEGAL_LOCALES) if (await recordPublished(strapi, kind, locale)) published.push(locale);
  return published;
}

const recorded = new WeakMap<Core.Strapi, (kind: string) => Promise<LegalLocale[]>>();

/**
 * What readers see of a kind is recorded before it is read: the publish's own follow-up records it
 * after the editor's commit, and a read that comes first records it itself, so an answer always names
 * the version it shows. Remembered until the next public write, so a read costs no query then.
 */
export function publishedLocalesOf(strapi: Core.Strapi, kind: LegalKind): Promise<LegalLocale[]> {
  let memo = recorded.get(strapi);
  if (!memo) recorded.set(strapi, (memo = memoUntilPublicWrite((key) => recordKind(strapi, key as LegalKind))));
  return memo(kind);
}
