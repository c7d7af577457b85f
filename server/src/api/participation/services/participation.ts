import { factories, type Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { assertMeets, type Verifiable } from '../../../lib/eligibility/requirements';
import { balanceWith } from '../../../lib/member-writes/balance';
import { inMemberWrite, knexSql, type MemberSql } from '../../../lib/member-writes/member-sql';
import { insertMemberRecord, tableOf } from '../../../lib/member-writes/records';
import { notVoted, openReward } from '../../../lib/rewards';
import { drawClosed, drawStageSubquery, isDrawOpen } from '../../../lib/draws/entry-rule';
import { refundKey } from '../../../lib/campaign/cancellations';

const UID = 'api::participation.participation';

/**
 * The projects whose reward is entered with DIDs: those members vote on by support (the reward page
 * offers the DIDs entry for them). A form project's reward takes its sign-up form; a lookwhat
 * project's takes nothing (its reward page is blank, spec §2).
 */
const DIDS_ENTRY_TYPES = ['humans', 'others'];
const notADidsReward = (type: string) =>
  type === 'form'
    ? refusal(409, 'rewardParticipation.errors.signUpReward', 'This reward is entered with its sign-up form, not with DIDs')
    : refusal(409, 'rewardParticipation.errors.noEntries', 'This reward takes no entries');

type Row = { documentId: string; rewardDocumentId: string; amount: number; cost: number; total: number; date: string };

const present = (row: Row) => ({
  documentId: row.documentId,
  rewardId: row.rewardDocumentId,
  amount: row.amount,
  cost: row.cost,
  total: row.total,
  date: row.date,
});

/** The participation taken under a request key, if any. */
async function participationByKeyIn(sql: MemberSql, strapi: Core.Strapi, requestKey: string): Promise<Row | null> {
  const { table, column } = tableOf(strapi, UID);
  const row = await sql.one(
    `select document_id, "${column('rewardDocumentId')}" as reward, amount, cost, total, "${column('date')}" as date from "${table}" where "${column('requestKey')}" = ? limit 1`,
    [requestKey],
  );
  if (!row) return null;
  const { document_id, reward, amount, cost, total, date } = row;
  return { documentId: String(document_id), rewardDocumentId: String(reward), amount: Number(amount), cost: Number(cost), total: Number(total), date: new Date(date as string | number).toISOString() };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async listOwn(userId: number, rewardDocumentId: string) {
    const rows: Row[] = await strapi.db
      .query(UID)
      .findMany({ where: { user: userId, rewardDocumentId }, orderBy: { date: 'desc' } });
    return rows.map(present);
  },

  /**
   * Spends cost × amount DIDs on a reward's draw: the participation and its negative did-record are
   * written in one transaction under the member's lock. A replayed request id answers the first result.
   */
  async enter(userId: number, input: { rewardId: string; amount: number; locale?: string }, requestId: string, member: Verifiable) {
    const requestKey = `${userId}:${requestId}`;
    const first = await participationByKeyIn(knexSql(strapi.db.connection), strapi, requestKey);
    if (first) return { participation: present(first), created: false };

    // Read before the write, which does nothing but SQL (inMemberWrite).
    const reward = await openReward(strapi, input.rewardId);
    if (!DIDS_ENTRY_TYPES.includes(reward.project!.project_type)) throw notADidsReward(reward.project!.project_type);
    assertMeets(member, reward.entryRequirement, 'entry');
    return inMemberWrite(strapi, userId, async (sql) => {
      const again = await participationByKeyIn(sql, strapi, requestKey);
      if (again) return { participation: present(again), created: false };

      // The rules of the entry that depend on other writes, in one statement: the draw still takes
      // entries, the member has voted on the reward's project, and no editor cancelled this very
      // entry (its refund's key), which the member's phone may be replaying.
      const votes = tableOf(strapi, 'api::user-project-support.user-project-support');
      const records = tableOf(strapi, 'api::did-record.did-record');
      const voteKey = `${userId}:${reward.project!.documentId}`;
      const rules = await sql.one(
        `select (${drawStageSubquery(strapi)}) as stage, (select id from "${votes.table}" where "${votes.column('voteKey')}" = ? limit 1) as voted, ` +
          `(select id from "${records.table}" where "${records.column('eventKey')}" = ? limit 1) as cancelled`,
        [reward.documentId, voteKey, refundKey(requestKey)],
      );
      if (rules?.cancelled) throw refusal(409, 'rewardParticipation.errors.cancelled', 'This entry was cancelled by the team and its DIDs given back');
      if (!isDrawOpen(rules?.stage)) throw drawClosed();
      if (!rules?.voted) throw notVoted();

      const total = reward.cost * input.amount;
      const balance = await balanceWith(sql, strapi, userId);
      if (total > balance) {
        throw refusal(409, 'rewardParticipation.errors.notEnoughDIDs', 'Not enough DIDs', { balance, total });
      }

      const date = new Date();
      const entry = { rewardDocumentId: reward.documentId, amount: input.amount, cost: reward.cost, total };
      const record = await insertMemberRecord(sql, strapi, UID, userId, { ...entry, date, locale_used: input.locale ?? null, requestKey });
      await insertMemberRecord(sql, strapi, 'api::did-record.did-record', userId, {
        amount: -total,
        reason: 'participation',
        eventKey: `participation:${requestKey}`,
        subjectType: 'reward',
        subjectDocumentId: reward.documentId,
      });
      return { participation: present({ ...entry, documentId: record.documentId, date: date.toISOString() }), created: true };
    });
  },
}));
