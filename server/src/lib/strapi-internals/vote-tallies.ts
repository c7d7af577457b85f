import type { Core } from '@strapi/strapi';
import { memberLinkOf, tableOf, USERS } from './metadata';
import { engineOf, ownStatement, type DbTransaction } from './database';

const VOTES = 'api::user-project-support.user-project-support';
const TALLIES = 'chispa_vote_tallies';
/** Every trigger's name starts so; a new version of their SQL gets a new prefix, so boot replaces the old ones. */
const PREFIX = 'chispa_tally_v1_';

/**
 * Each project's votes, those in favour, and the same of members verified now, kept in
 * chispa_vote_tallies by triggers in the database (docs/decisions/server/vote-tallies-kept.md):
 * every write of a vote, of its link to its member, or of a member's verification changes the
 * tallies in the same statement, whatever wrote it (the vote path, the Content Manager, an account's
 * deletion, a bulk load). A vote counts in the verified split while it is linked to a member whose
 * `verificationMethod` is set, exactly as a recount would join them.
 */
type Names = { v: string; id: string; support: string; project: string; l: string; lRecord: string; lUser: string; u: string; verified: string };

function namesOf(strapi: Core.Strapi): Names {
  const votes = tableOf(strapi, VOTES);
  const link = memberLinkOf(strapi, VOTES);
  const members = tableOf(strapi, USERS);
  return {
    v: `"${votes.table}"`,
    id: 'id',
    support: `"${votes.column('support')}"`,
    project: `"${votes.column('projectDocumentId')}"`,
    l: `"${link.table}"`,
    lRecord: `"${link.record}"`,
    lUser: `"${link.user}"`,
    u: `"${members.table}"`,
    verified: `"${members.column('verificationMethod')}"`,
  };
}

const ADD = `on conflict (project_document_id) do update set positive = ${TALLIES}.positive + excluded.positive, total = ${TALLIES}.total + excluded.total, verified_positive = ${TALLIES}.verified_positive + excluded.verified_positive, verified_total = ${TALLIES}.verified_total + excluded.verified_total`;
const favour = (support: string) => `(case when ${support} > 0 then 1 else 0 end)`;

/** A vote's own row added (sign 1) or taken (-1): its project's votes, and its verified part if its member is verified now. */
function voteStatements(n: Names, row: 'NEW' | 'OLD', sign: 1 | -1): string[] {
  const s = sign === 1 ? '' : '-';
  return [
    `insert into ${TALLIES} (project_document_id, positive, total, verified_positive, verified_total) values (${row}.${n.project}, ${s}${favour(`${row}.${n.support}`)}, ${s}1, 0, 0) ${ADD}`,
    `insert into ${TALLIES} (project_document_id, positive, total, verified_positive, verified_total) select ${row}.${n.project}, 0, 0, ${s}${favour(`${row}.${n.support}`)}, ${s}1 from ${n.l} l join ${n.u} u on u.id = l.${n.lUser} where l.${n.lRecord} = ${row}.${n.id} and u.${n.verified} is not null ${ADD}`,
  ];
}

/** A link between a vote and its member added or taken: the vote's verified part, if the vote is still there and its member verified. */
function linkStatements(n: Names, row: 'NEW' | 'OLD', sign: 1 | -1): string[] {
  const s = sign === 1 ? '' : '-';
  return [
    `insert into ${TALLIES} (project_document_id, positive, total, verified_positive, verified_total) select v.${n.project}, 0, 0, ${s}${favour(`v.${n.support}`)}, ${s}1 from ${n.v} v join ${n.u} u on u.id = ${row}.${n.lUser} where v.${n.id} = ${row}.${n.lRecord} and u.${n.verified} is not null ${ADD}`,
  ];
}

/** A member's verification begun (sign 1) or ended (-1, also when the member is deleted while verified): all their votes' verified part. */
function memberStatements(n: Names, row: 'NEW' | 'OLD', sign: 1 | -1): string[] {
  const s = sign === 1 ? '' : '-';
  return [
    `insert into ${TALLIES} (project_document_id, positive, total, verified_positive, verified_total) select v.${n.project}, 0, 0, ${s}sum(${favour(`v.${n.support}`)}), ${s}count(*) from ${n.l} l join ${n.v} v on v.${n.id} = l.${n.lRecord} where l.${n.lUser} = ${row}.${n.id} group by v.${n.project} ${ADD}`,
  ];
}

type Trigger = { name: string; table: string; timing: 'before' | 'after'; event: string; when?: string; statements: string[] };

/**
 * Deletions are counted before the row goes: a vote's delete still sees its link, a member's still
 * sees their links; the link rows deleted with them (a cascade) then find no vote or no member and
 * count nothing again. Links deleted first (as Strapi does) take their verified part themselves.
 */
function triggersOf(n: Names): Trigger[] {
  return [
    // Its link, inserted after it (SQLite) or in the same statement (PostgreSQL, whose row triggers then
    // see both), counts the verified part: the vote's own insert counts only its row.
    { name: `${PREFIX}vote_in`, table: n.v, timing: 'after', event: 'insert', statements: voteStatements(n, 'NEW', 1).slice(0, 1) },
    { name: `${PREFIX}vote_out`, table: n.v, timing: 'before', event: 'delete', statements: voteStatements(n, 'OLD', -1) },
    { name: `${PREFIX}vote_change`, table: n.v, timing: 'after', event: `update of ${n.support}, ${n.project}`, statements: [...voteStatements(n, 'OLD', -1), ...voteStatements(n, 'NEW', 1)] },
    { name: `${PREFIX}link_in`, table: n.l, timing: 'after', event: 'insert', statements: linkStatements(n, 'NEW', 1) },
    { name: `${PREFIX}link_out`, table: n.l, timing: 'after', event: 'delete', statements: linkStatements(n, 'OLD', -1) },
    { name: `${PREFIX}link_change`, table: n.l, timing: 'after', event: `update of ${n.lRecord}, ${n.lUser}`, statements: [...linkStatements(n, 'OLD', -1), ...linkStatements(n, 'NEW', 1)] },
    { name: `${PREFIX}verified`, table: n.u, timing: 'after', event: `update of ${n.verified}`, when: `NEW.${n.verified} is not null and OLD.${n.verified} is null`, statements: memberStatements(n, 'NEW', 1) },
    { name: `${PREFIX}unverified`, table: n.u, timing: 'after', event: `update of ${n.verified}`, when: `NEW.${n.verified} is null and OLD.${n.verified} is not null`, statements: memberStatements(n, 'NEW', -1) },
    { name: `${PREFIX}member_out`, table: n.u, timing: 'before', event: 'delete', when: `OLD.${n.verified} is not null`, statements: memberStatements(n, 'OLD', -1) },
  ];
}

function createSql(engine: 'postgres' | 'sqlite', trigger: Trigger): string[] {
  const when = trigger.when ? ` when (${trigger.when})` : '';
  if (engine === 'sqlite') {
    return [`create trigger ${trigger.name} ${trigger.timing} ${trigger.event} on ${trigger.table} for each row${when} begin ${trigger.statements.map((s) => `${s};`).join(' ')} end`];
  }
  const back = trigger.timing === 'before' ? 'OLD' : 'null';
  return [
    `create or replace function ${trigger.name}() returns trigger language plpgsql as $body$ begin ${trigger.statements.map((s) => `${s};`).join(' ')} return ${back}; end $body$`,
    `create trigger ${trigger.name} ${trigger.timing} ${trigger.event} on ${trigger.table} for each row${when} execute function ${trigger.name}()`,
  ];
}

async function installedTriggers(strapi: Core.Strapi, trx: DbTransaction): Promise<string[]> {
  const rows =
    engineOf(strapi) === 'postgres'
      ? await ownStatement<{ name: string }>(strapi, `select tgname as name from pg_trigger where tgname like 'chispa\\_tally\\_%' and not tgisinternal`, [], trx)
      : await ownStatement<{ name: string }>(strapi, `select name from sqlite_master where type = 'trigger' and name like 'chispa_tally_%'`, [], trx);
  return rows.map(({ name }) => String(name));
}

/** The tallies recounted from the votes themselves: what the triggers keep, and what a check compares them with. */
export function recountSql(strapi: Core.Strapi): string {
  const n = namesOf(strapi);
  const verified = `u.${n.verified} is not null`;
  return (
    `select v.${n.project} as project, sum(${favour(`v.${n.support}`)}) as positive, count(*) as total, ` +
    `sum(case when v.${n.support} > 0 and ${verified} then 1 else 0 end) as verified_positive, sum(case when ${verified} then 1 else 0 end) as verified_total ` +
    `from ${n.v} v left join ${n.l} l on l.${n.lRecord} = v.${n.id} left join ${n.u} u on u.id = l.${n.lUser} group by v.${n.project}`
  );
}

/**
 * At boot: when the triggers are not all there (a new database, a bulk load that dropped them, a new
 * version of them), they are made again and the tallies recounted from the votes, in one transaction
 * so that no vote falls between the recount and the triggers. Otherwise nothing (one catalogue read).
 */
export async function keepVoteTallies(strapi: Core.Strapi): Promise<'kept' | 'recounted'> {
  const n = namesOf(strapi);
  const engine = engineOf(strapi);
  const triggers = triggersOf(n);
  return strapi.db.connection.transaction(async (trx) => {
    // Instances of a cluster booting together: one checks (and repairs) at a time, the others then find it done.
    if (engine === 'postgres') await ownStatement(strapi, `select pg_advisory_xact_lock(hashtext('chispa_vote_tallies'))`, [], trx);
    const present = await installedTriggers(strapi, trx);
    if (triggers.every(({ name }) => present.includes(name)) && present.length === triggers.length) return 'kept';
    for (const name of present) {
      const table = triggers.find((trigger) => trigger.name === name)?.table;
      if (engine === 'sqlite') await ownStatement(strapi, `drop trigger if exists ${name}`, [], trx);
      else if (table) await ownStatement(strapi, `drop trigger if exists ${name} on ${table}`, [], trx);
    }
    if (engine === 'postgres') {
      // An older version's triggers, on whichever table they were.
      const old = await ownStatement<{ name: string; tab: string }>(strapi, `select t.tgname as name, c.relname as tab from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like 'chispa\\_tally\\_%' and not t.tgisinternal`, [], trx);
      for (const { name, tab } of old) await ownStatement(strapi, `drop trigger if exists ${name} on "${tab}"`, [], trx);
    }
    for (const trigger of triggers) for (const sql of createSql(engine, trigger)) await ownStatement(strapi, sql, [], trx);
    await ownStatement(strapi, `delete from ${TALLIES}`, [], trx);
    await ownStatement(strapi, `insert into ${TALLIES} (project_document_id, positive, total, verified_positive, verified_total) select project, positive, total, verified_positive, verified_total from (${recountSql(strapi)}) recount where true`, [], trx);
    return 'recounted';
  });
}

export type VoteTally = { project: string; positive: number; total: number; verifiedPositive: number; verifiedTotal: number };

const tallyRow = (row: Record<string, unknown>): VoteTally => ({
  project: String(row.project),
  positive: Number(row.positive ?? 0),
  total: Number(row.total ?? 0),
  verifiedPositive: Number(row.verified_positive ?? 0),
  verifiedTotal: Number(row.verified_total ?? 0),
});

/** Every project's votes, those in favour, and the same of voters verified now: the kept tallies, one row per project. */
export async function voteCountsWithVerified(strapi: Core.Strapi): Promise<VoteTally[]> {
  const rows = await ownStatement(strapi, `select project_document_id as project, positive, total, verified_positive, verified_total from ${TALLIES} where total <> 0`);
  return rows.map(tallyRow);
}

/** The same, counted from the votes (a check of the kept tallies; 3–4 s at 5,000,000 votes). */
export async function voteCountsRecounted(strapi: Core.Strapi): Promise<VoteTally[]> {
  return (await ownStatement(strapi, recountSql(strapi))).map(tallyRow);
}
