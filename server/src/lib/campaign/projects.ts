import type { Core } from '@strapi/strapi';
import type { DocumentWith } from '../documents';
import { madridToday } from '../madrid-time';
import { memberLinkOf, tableOf } from '../member-writes/records';
import { asNumber, createdHour } from './sql';

const PROJECT = 'api::project.project';
const VOTES = 'api::user-project-support.user-project-support';
const HOUR_MS = 3_600_000;

type ProjectDoc = DocumentWith<{ name: string; project_type: string; currentstatus: string; voting_start: string | null; voting_end: string | null; publishedAt: string | null }>;

/** A project's votes: +1 is support (or a lookwhat's option 2), -1 is oppose (or option 1). */
export type Tally = { positive: number; negative: number; total: number };
/** A project's votes, and those of them cast by members verified now (by census or code): "N verified residents voted". */
export type SplitTally = Tally & { verified: Tally };

/** Every project an editor has made (its Spanish version, draft or not), with its votes so far. */
export async function projectTallies(strapi: Core.Strapi) {
  const [drafts, published] = await Promise.all([
    strapi.documents(PROJECT).findMany({ status: 'draft', locale: 'es', fields: ['name', 'project_type', 'currentstatus', 'voting_start', 'voting_end', 'position'], sort: ['position:asc', 'createdAt:asc'], limit: 10_000 } as never),
    strapi.documents(PROJECT).findMany({ status: 'published', locale: 'es', fields: ['publishedAt'], limit: 10_000 } as never),
  ]);
  const live = new Set((published as ProjectDoc[]).map((p) => p.documentId));
  const tallies = await talliesByProject(strapi);
  return (drafts as ProjectDoc[]).map((project) => ({
    documentId: project.documentId,
    name: project.name,
    type: project.project_type,
    status: project.currentstatus,
    votingStart: project.voting_start,
    votingEnd: project.voting_end,
    published: live.has(project.documentId),
    ...(tallies.get(project.documentId) ?? { positive: 0, negative: 0, total: 0, verified: { positive: 0, negative: 0, total: 0 } }),
  }));
}

async function talliesByProject(strapi: Core.Strapi): Promise<Map<string, SplitTally>> {
  const { table, column } = tableOf(strapi, VOTES);
  const link = memberLinkOf(strapi, VOTES);
  const members = tableOf(strapi, 'plugin::users-permissions.user');
  const knex = strapi.db.connection;
  const verified = `u.${members.column('verificationMethod')} is not null`;
  const positive = `v.${column('support')} > 0`;
  const rows = (await knex({ v: table })
    .leftJoin({ l: link.table }, `l.${link.record}`, 'v.id')
    .leftJoin({ u: members.table }, 'u.id', `l.${link.user}`)
    .select(`v.${column('projectDocumentId')} as project`)
    .sum({ positive: knex.raw(`case when ${positive} then 1 else 0 end`) })
    .count({ total: '*' })
    .sum({ verified_positive: knex.raw(`case when ${positive} and ${verified} then 1 else 0 end`) })
    .sum({ verified_total: knex.raw(`case when ${verified} then 1 else 0 end`) })
    .groupBy(`v.${column('projectDocumentId')}`)) as Array<{ project: string; positive: unknown; total: unknown; verified_positive: unknown; verified_total: unknown }>;
  return new Map(
    rows.map((row) => [row.project, { ...tallyOf(asNumber(row.positive), asNumber(row.total)), verified: tallyOf(asNumber(row.verified_positive), asNumber(row.verified_total)) }]),
  );
}

const tallyOf = (positive: number, total: number): Tally => ({ positive, negative: total - positive, total });

/**
 * One project's votes per Madrid day, oldest first. Counted by UTC hour in the database (Madrid's
 * offset is whole hours, so each hour lies in one Madrid day), then folded into days here.
 */
export async function projectDays(strapi: Core.Strapi, projectDocumentId: string) {
  const { table, column } = tableOf(strapi, VOTES);
  const hour = createdHour(strapi, 'v');
  const rows = (await strapi.db
    .connection({ v: table })
    .where(`v.${column('projectDocumentId')}`, projectDocumentId)
    .select(strapi.db.connection.raw(`${hour} as hour`))
    .sum({ positive: strapi.db.connection.raw(`case when v.${column('support')} > 0 then 1 else 0 end`) })
    .count({ total: '*' })
    .groupByRaw(hour)) as Array<{ hour: unknown; positive: unknown; total: unknown }>;
  const days = new Map<string, { positive: number; total: number }>();
  for (const row of rows) {
    const day = madridToday(asNumber(row.hour) * HOUR_MS);
    const sum = days.get(day) ?? { positive: 0, total: 0 };
    days.set(day, { positive: sum.positive + asNumber(row.positive), total: sum.total + asNumber(row.total) });
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, sum]) => ({ day, ...tallyOf(sum.positive, sum.total) }));
}
