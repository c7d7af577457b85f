import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../../draws/model';
import { engineOf } from '../database';
import { memberLinkOf, tableOf, USERS } from '../metadata';
import { readSql, type MemberSql, type Row } from '../member-sql';

const ENTRIES = 'api::participation.participation';
const SIGN_UPS = 'api::form-participation.form-participation';
const VOTES = 'api::user-project-support.user-project-support';
const RECORDS = 'api::did-record.did-record';

const isoOf = (value: unknown) => new Date(value as string | number).toISOString();

/** A DIDs entry (participation) as our SQL reads it. */
export type EntryRow = { documentId: string; rewardDocumentId: string; amount: number; cost: number; total: number; date: string };

/** The entry taken under a request key, if any, read with `sql` (inside the member's write or not). */
export async function entryByKey(sql: MemberSql, strapi: Core.Strapi, requestKey: string): Promise<EntryRow | null> {
  const { table, column } = tableOf(strapi, ENTRIES);
  const row = await sql.one(
    `select ${column('documentId')} as document_id, "${column('rewardDocumentId')}" as reward, amount, cost, total, "${column('date')}" as date from "${table}" where "${column('requestKey')}" = ? limit 1`,
    [requestKey],
  );
  if (!row) return null;
  return { documentId: String(row.document_id), rewardDocumentId: String(row.reward), amount: Number(row.amount), cost: Number(row.cost), total: Number(row.total), date: isoOf(row.date) };
}

/**
 * A subquery giving the stage of the draw of the reward bound to its `?` (no row: not committed yet,
 * so open). Inside an entry's write on PostgreSQL it share-locks the draw's row: the freeze changes
 * the stage before it lists the tickets (run-draws.ts), so it waits for entries that read "committed"
 * to commit, and an entry that comes after it reads "frozen". SQLite has one writer at a time.
 */
function drawStageSubquery(strapi: Core.Strapi) {
  const { table, column } = tableOf(strapi, DRAW_UID);
  const lock = engineOf(strapi) === 'postgres' ? ' for share' : '';
  return `select "${column('stage')}" from "${table}" where "${column('rewardDocumentId')}" = ? limit 1${lock}`;
}

/** The stage of a reward's draw (null before it is committed), read inside a member's write (see drawStageSubquery). */
export async function drawStageIn(sql: MemberSql, strapi: Core.Strapi, rewardDocumentId: string): Promise<string | null> {
  const row = await sql.one<{ stage: string | null }>(`select (${drawStageSubquery(strapi)}) as stage`, [rewardDocumentId]);
  return row?.stage ?? null;
}

/**
 * What a DIDs entry's rules read of other writes, in one statement: the reward's draw stage, whether
 * the member has voted (the vote under `voteKey`), and whether an editor cancelled this very entry (a
 * record under `refundKey`).
 */
export async function entryRulesIn(sql: MemberSql, strapi: Core.Strapi, { rewardDocumentId, voteKey, refundKey }: { rewardDocumentId: string; voteKey: string; refundKey: string }) {
  const votes = tableOf(strapi, VOTES);
  const records = tableOf(strapi, RECORDS);
  const rules = await sql.one(
    `select (${drawStageSubquery(strapi)}) as stage, (select id from "${votes.table}" where "${votes.column('voteKey')}" = ? limit 1) as voted, ` +
      `(select id from "${records.table}" where "${records.column('eventKey')}" = ? limit 1) as cancelled`,
    [rewardDocumentId, voteKey, refundKey],
  );
  return { stage: (rules?.stage as string | null | undefined) ?? null, voted: Boolean(rules?.voted), cancelled: Boolean(rules?.cancelled) };
}

/** A DIDs entry with its member, for an editor cancelling it. */
export type EntryOfMember = { id: number; userId: number; rewardDocumentId: string; total: number; requestKey: string };

export async function entryWithMember(strapi: Core.Strapi, documentId: string): Promise<EntryOfMember | null> {
  const { table, column } = tableOf(strapi, ENTRIES);
  const link = memberLinkOf(strapi, ENTRIES);
  const row = await readSql(strapi).one(
    `select r.id, l."${link.user}" as user_id, r."${column('rewardDocumentId')}" as reward, r."${column('total')}" as total, r."${column('requestKey')}" as request_key
     from "${table}" r join "${link.table}" l on l."${link.record}" = r.id where r.${column('documentId')} = ? limit 1`,
    [documentId],
  );
  if (!row) return null;
  return { id: Number(row.id), userId: Number(row.user_id), rewardDocumentId: String(row.reward), total: Number(row.total), requestKey: String(row.request_key) };
}

/** Deletes an entry and its link to the member, inside their write: false when another cancellation deleted it first. */
export async function deleteEntryIn(sql: MemberSql, strapi: Core.Strapi, entryId: number): Promise<boolean> {
  const { table } = tableOf(strapi, ENTRIES);
  const link = memberLinkOf(strapi, ENTRIES);
  // The delete decides between concurrent cancellations: only the one that removes the row goes on.
  const deleted = await sql.one(`delete from "${table}" where id = ? returning id`, [entryId]);
  if (!deleted) return false;
  await sql.one(`delete from "${link.table}" where "${link.record}" = ?`, [entryId]);
  return true;
}

/** The sign-up fields our SQL reads back, by attribute name. */
const SIGN_UP_FIELDS = ['rewardDocumentId', 'city', 'phone', 'option', 'name', 'year', 'location', 'answers'];

/** The sign-up made under a key, if any (its fields by attribute name, as stored), read with `sql`. */
export async function signUpByKey(sql: MemberSql, strapi: Core.Strapi, entryKey: string): Promise<(Row & { documentId: string; createdAt: string }) | null> {
  const { table, column } = tableOf(strapi, SIGN_UPS);
  const row = await sql.one(
    `select ${column('documentId')} as document_id, ${column('createdAt')} as created_at, ${SIGN_UP_FIELDS.map((name) => `"${column(name)}" as "${name}"`).join(', ')} from "${table}" where "${column('entryKey')}" = ? limit 1`,
    [entryKey],
  );
  if (!row) return null;
  const { document_id, created_at, ...fields } = row;
  return { ...fields, documentId: String(document_id), createdAt: isoOf(created_at) };
}

/** A record's member, as an editor's list shows them. */
export type ListedMember = { id: number | null; email: string | null; firstName: string | null; lastName: string | null; verification: 'census' | 'code' | null };

/**
 * `select … from <records> r left join <link> l left join <members> u` for lists an editor reads
 * (names, e-mails and verification, never passwords or tokens), of one reward's records. With a page,
 * `r` is that page alone (`id > after order by id limit n` on the (reward, id) index), so the joins
 * run on its rows only: however the planner estimates the reward's size, no page reads the rows after it.
 */
function recordsWithMembers(strapi: Core.Strapi, uid: typeof ENTRIES | typeof SIGN_UPS, rewardDocumentId: string, page?: Page) {
  const records = tableOf(strapi, uid);
  const link = memberLinkOf(strapi, uid);
  const members = tableOf(strapi, USERS);
  const db = strapi.db.connection;
  const ofReward = db(records.table).where(records.column('rewardDocumentId'), rewardDocumentId);
  const source = page ? ofReward.select('*').where('id', '>', page.after).orderBy('id', 'asc').limit(page.limit) : ofReward.select('*');
  return {
    column: records.column,
    query: () =>
      db
        .from(source.as('r'))
        .leftJoin({ l: link.table }, `l.${link.record}`, 'r.id')
        .leftJoin({ u: members.table }, 'u.id', `l.${link.user}`)
        .select(
          'u.id as member_id',
          'u.email as email',
          `u.${members.column('firstName')} as first_name`,
          `u.${members.column('lastName')} as last_name`,
          `u.${members.column('verificationMethod')} as verification`,
        ),
  };
}

const memberOf = (row: Record<string, unknown>): ListedMember => ({
  id: row.member_id === null || row.member_id === undefined ? null : Number(row.member_id),
  email: (row.email as string | null) ?? null,
  firstName: (row.first_name as string | null) ?? null,
  lastName: (row.last_name as string | null) ?? null,
  verification: (row.verification as 'census' | 'code' | null | undefined) ?? null,
});
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : isoOf(value));

/** Where a keyset page starts (after the row with id `after`; 0 for the first) and how many rows it holds at most. */
export type Page = { after: number; limit: number };

/**
 * A reward's DIDs entries, oldest first, each with its member and its row id (the key of the next
 * page): every one, or one keyset page of them, which an export streams page by page.
 */
export async function entriesOfReward(strapi: Core.Strapi, rewardDocumentId: string, page?: Page) {
  const { query, column } = recordsWithMembers(strapi, ENTRIES, rewardDocumentId, page);
  const rows = (await query()
    .select('r.id as row_id', `r.${column('documentId')} as document_id`, `r.${column('amount')} as amount`, `r.${column('total')} as total`, `r.${column('date')} as date`, `r.${column('locale_used')} as locale`)
    .orderBy('r.id', 'asc')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    rowId: Number(row.row_id),
    documentId: String(row.document_id),
    member: memberOf(row),
    amount: Number(row.amount ?? 0),
    total: Number(row.total ?? 0),
    date: isoOrNull(row.date),
    locale: (row.locale as string | null) ?? null,
  }));
}

/** A reward's sign-ups, oldest first, each with its member, its stored fields by attribute name and its row id: every one, or one keyset page. */
export async function signUpsOfReward(strapi: Core.Strapi, rewardDocumentId: string, page?: Page) {
  const { query, column } = recordsWithMembers(strapi, SIGN_UPS, rewardDocumentId, page);
  const rows = (await query()
    .select('r.id as row_id', `r.${column('documentId')} as document_id`, `r.${column('createdAt')} as created_at`, `r.${column('locale_used')} as locale`, `r.${column('answers')} as answers`)
    .select(`r.${column('city')} as city`, `r.${column('phone')} as phone`, `r.${column('option')} as option`, `r.${column('name')} as name`, `r.${column('year')} as year`, `r.${column('location')} as location`)
    .orderBy('r.id', 'asc')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    rowId: Number(row.row_id),
    documentId: String(row.document_id),
    member: memberOf(row),
    date: isoOrNull(row.created_at),
    locale: (row.locale as string | null) ?? null,
    fields: { answers: row.answers, city: row.city, phone: row.phone, option: row.option, name: row.name, year: row.year, location: row.location },
  }));
}

/** How many DIDs entries, or sign-ups, a reward holds: one count on the (reward, id) index. */
export async function recordCountOfReward(strapi: Core.Strapi, kind: 'entries' | 'signUps', rewardDocumentId: string): Promise<number> {
  const records = tableOf(strapi, kind === 'entries' ? ENTRIES : SIGN_UPS);
  const [row] = (await strapi.db.connection(records.table).where(records.column('rewardDocumentId'), rewardDocumentId).count({ n: '*' })) as Array<{ n: unknown }>;
  return Number(row?.n ?? 0);
}

/** The sign-ups of a reward, only those of the members named (a draw's winners): one statement. */
export async function signUpsOfMembers(strapi: Core.Strapi, rewardDocumentId: string, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  const { query, column } = recordsWithMembers(strapi, SIGN_UPS, rewardDocumentId);
  const rows = (await query()
    .select('r.id as row_id', `r.${column('answers')} as answers`)
    .select(`r.${column('city')} as city`, `r.${column('phone')} as phone`, `r.${column('option')} as option`, `r.${column('name')} as name`, `r.${column('year')} as year`, `r.${column('location')} as location`)
    .whereIn('u.id', memberIds)
    .orderBy('r.id', 'asc')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    memberId: row.member_id === null || row.member_id === undefined ? null : Number(row.member_id),
    fields: { answers: row.answers, city: row.city, phone: row.phone, option: row.option, name: row.name, year: row.year, location: row.location },
  }));
}

/**
 * Every answer key a reward's sign-ups hold, in the database: the keys of their stored answers, and
 * the spec's columns (city, phone…) a sign-up made before answers were kept filled. One statement,
 * so an export knows its columns before it streams its first row.
 */
export async function signUpAnswerKeys(strapi: Core.Strapi, rewardDocumentId: string): Promise<string[]> {
  const { table, column } = tableOf(strapi, SIGN_UPS);
  const answers = `"${column('answers')}"`;
  const reward = `"${column('rewardDocumentId')}"`;
  const stored =
    engineOf(strapi) === 'postgres'
      ? `select distinct k from "${table}", jsonb_object_keys(case when jsonb_typeof(${answers}::jsonb) = 'object' then ${answers}::jsonb else '{}'::jsonb end) k where ${reward} = ?`
      : `select distinct j.key as k from "${table}", json_each(case when json_valid(${answers}) and json_type(${answers}) = 'object' then ${answers} else '{}' end) j where ${reward} = ?`;
  const old = SPEC_COLUMNS.map(
    (name) =>
      `select '${name}' as k where exists (select 1 from "${table}" where ${reward} = ? and ${name === 'location' ? `"${column('option')}" = 2` : `"${column(name)}" is not null`} and (${answers} is null or ${emptyAnswers(strapi, answers)}))`,
  ).join(' union ');
  const found = await strapi.db.connection.raw(`${stored} union ${old}`, [rewardDocumentId, ...SPEC_COLUMNS.map(() => rewardDocumentId)]);
  const rows = (Array.isArray(found) ? found : found.rows) as Array<{ k: string }>;
  return rows.map((row) => String(row.k)).sort();
}

/** The spec's sign-up columns a sign-up made before answers were kept may hold (location: answered whenever option 2 is, signup-questions/spec-fields.ts). */
const SPEC_COLUMNS = ['city', 'phone', 'option', 'name', 'year', 'location'];
const emptyAnswers = (strapi: Core.Strapi, answers: string) =>
  engineOf(strapi) === 'postgres' ? `${answers}::jsonb = '{}'::jsonb or jsonb_typeof(${answers}::jsonb) <> 'object'` : `not json_valid(${answers}) or ${answers} = '{}' or json_type(${answers}) <> 'object'`;

/** Each reward's DIDs entries: how many, their tickets and DIDs spent: one aggregate. */
export async function entryTotalsByReward(strapi: Core.Strapi) {
  const { table, column } = tableOf(strapi, ENTRIES);
  const rows = (await strapi.db
    .connection(table)
    .select(`${column('rewardDocumentId')} as reward`)
    .count({ entries: '*' })
    .sum({ tickets: column('amount'), dids: column('total') })
    .groupBy(column('rewardDocumentId'))) as Array<Record<string, unknown>>;
  return rows.map((row) => ({ reward: String(row.reward), entries: Number(row.entries ?? 0), tickets: Number(row.tickets ?? 0), dids: Number(row.dids ?? 0) }));
}

/** Each reward's sign-ups, counted: one aggregate. */
export async function signUpCountsByReward(strapi: Core.Strapi) {
  const { table, column } = tableOf(strapi, SIGN_UPS);
  const rows = (await strapi.db.connection(table).select(`${column('rewardDocumentId')} as reward`).count({ n: '*' }).groupBy(column('rewardDocumentId'))) as Array<Record<string, unknown>>;
  return rows.map((row) => ({ reward: String(row.reward), signUps: Number(row.n ?? 0) }));
}
