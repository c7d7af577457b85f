import type { Core } from '@strapi/strapi';
import { memoUntilPublicWrite } from '../public-memo';
import { searchable } from '../text-search';
import type { DocumentWith } from '../documents';
import type { Dated } from './groups';

const UID = 'api::project.project';
/** Far more projects than a city's years of campaigns hold (2,000): what a search compares is all of them. */
const MAX_PROJECTS = 20_000;

/** What a search compares of one published project, read once per language until public content is written. */
export type Listed = Dated & {
  documentId: string;
  /** Its name, subtitle, extract, place and partner's name without accents or case. */
  text: string;
  partner?: { documentId: string; name: string };
  place?: string;
  position: number;
  createdAt: string;
  id: number;
};

type Row = DocumentWith<{
  name: string;
  subtitle?: string | null;
  extract?: string | null;
  location?: string | null;
  currentstatus: string;
  project_type: string;
  voting_start?: string | null;
  voting_end?: string | null;
  position?: number | null;
  createdAt: string;
  partner?: { documentId: string; name: string } | null;
  reward?: { start_date?: string | null; end_date?: string | null } | null;
}>;

/**
 * The published projects of a language, as compact rows. Read through the Document Service during a
 * content-API request, so lib/published-only keeps drafts out and lib/spanish-fallback answers a
 * project the language lacks with its published Spanish version (never a draft translation).
 */
export const publishedListing = (strapi: Core.Strapi) =>
  memoUntilPublicWrite(async (locale: string): Promise<Listed[]> => {
    const rows = (await strapi.documents(UID).findMany({
      status: 'published',
      locale,
      fields: ['name', 'subtitle', 'extract', 'location', 'currentstatus', 'project_type', 'voting_start', 'voting_end', 'position', 'createdAt'],
      populate: { partner: { fields: ['name'] }, reward: { fields: ['start_date', 'end_date'] } },
      limit: MAX_PROJECTS,
    } as never)) as Row[];
    return rows.map((row) => ({
      documentId: row.documentId,
      id: Number(row.id),
      text: searchable([row.name, row.subtitle, row.extract, row.location, row.partner?.name].filter(Boolean).join(' \u0000 ')),
      currentstatus: row.currentstatus,
      project_type: row.project_type,
      voting_start: row.voting_start,
      voting_end: row.voting_end,
      reward: row.reward ?? null,
      partner: row.partner ? { documentId: row.partner.documentId, name: row.partner.name } : undefined,
      place: row.location?.trim() || undefined,
      position: row.position ?? 0,
      createdAt: String(row.createdAt),
    }));
  });
