import type { Core } from '@strapi/strapi';
import { madridToday } from '../../../lib/madrid-time';
import { voteCountsByHour, voteCountsWithVerified } from '../../../lib/strapi-internals';
import type { DayRow, ProjectRow, Tally } from '../shared/contracts';
import type { DocumentWith } from '../../../lib/documents';

const PROJECT = 'api::project.project';
const HOUR_MS = 3_600_000;

type ProjectDoc = DocumentWith<{
  name: string;
  project_type: string;
  currentstatus: string;
  voting_start: string | null;
  voting_end: string | null;
  option1_label: string | null;
  option2_label: string | null;
  publishedAt: string | null;
}>;

/** A project's votes, and those of them cast by members verified now (by census or code): "N verified residents voted". */
type SplitTally = Tally & { verified: Tally };

/** Every project an editor has made (its Spanish version, draft or not), with its votes so far. */
export async function projectTallies(strapi: Core.Strapi): Promise<ProjectRow[]> {
  const [drafts, published] = await Promise.all([
    strapi.documents(PROJECT).findMany({ status: 'draft', locale: 'es', fields: ['name', 'project_type', 'currentstatus', 'voting_start', 'voting_end', 'option1_label', 'option2_label', 'position'], sort: ['position:asc', 'createdAt:asc'], limit: 10_000 } as never) as Promise<ProjectDoc[]>,
    strapi.documents(PROJECT).findMany({ status: 'published', locale: 'es', fields: ['publishedAt'], limit: 10_000 } as never) as Promise<ProjectDoc[]>,
  ]);
  const live = new Set(published.map((p) => p.documentId));
  const tallies = await talliesByProject(strapi);
  return drafts.map((project) => ({
    documentId: project.documentId,
    name: project.name,
    type: project.project_type,
    status: project.currentstatus,
    votingStart: project.voting_start,
    votingEnd: project.voting_end,
    published: live.has(project.documentId),
    options: project.project_type === 'lookwhat' ? { option1: project.option1_label || null, option2: project.option2_label || null } : null,
    ...(tallies.get(project.documentId) ?? { positive: 0, negative: 0, total: 0, verified: { positive: 0, negative: 0, total: 0 } }),
  }));
}

async function talliesByProject(strapi: Core.Strapi): Promise<Map<string, SplitTally>> {
  const rows = await voteCountsWithVerified(strapi);
  return new Map(rows.map((row) => [row.project, { ...tallyOf(row.positive, row.total), verified: tallyOf(row.verifiedPositive, row.verifiedTotal) }]));
}

const tallyOf = (positive: number, total: number): Tally => ({ positive, negative: total - positive, total });

/**
 * One project's votes per Madrid day, oldest first. Counted by UTC hour in the database (Madrid's
 * offset is whole hours, so each hour lies in one Madrid day), then folded into days here.
 */
export async function projectDays(strapi: Core.Strapi, projectDocumentId: string): Promise<DayRow[]> {
  const rows = await voteCountsByHour(strapi, projectDocumentId);
  const days = new Map<string, { positive: number; total: number }>();
  for (const row of rows) {
    const day = madridToday(row.hour * HOUR_MS);
    const sum = days.get(day) ?? { positive: 0, total: 0 };
    days.set(day, { positive: sum.positive + row.positive, total: sum.total + row.total });
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, sum]) => ({ day, ...tallyOf(sum.positive, sum.total) }));
}
