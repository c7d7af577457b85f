import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { assertMeets, type Verifiable } from '../../../lib/eligibility/requirements';
import { entryByKey, entryRulesIn, inMemberWrite, insertMemberRecord, memberBalance, readSql, type EntryRow } from '../../../lib/strapi-internals';
import { notVoted, openReward } from '../../../lib/rewards';
import { drawClosed, isDrawOpen, refundKey } from '../../../lib/draws/entry-rule';

const UID = 'api::participation.participation';

/**
 * The projects whose reward is entered with DIDs: humans ones only (shared/spec/decisions.md, "A DIDs
 * entry is accepted only on a humans project's reward"; docs/decisions/voting/dids-entries-humans-only.md).
 * A form project's reward takes its sign-up form; a lookwhat or others project's takes nothing.
 */
const DIDS_ENTRY_TYPES = ['humans'];
const notADidsReward = (type: string) =>
  type === 'form'
    ? refusal(409, 'rewardParticipation.errors.signUpReward', 'This reward is entered with its sign-up form, not with DIDs')
    : refusal(409, 'rewardParticipation.errors.noEntries', 'This reward takes no entries');

const present = (row: EntryRow) => ({
  documentId: row.documentId,
  rewardId: row.rewardDocumentId,
  amount: row.amount,
  cost: row.cost,
  total: row.total,
  date: row.date,
});

export default factories.createCoreService(UID, ({ strapi }) => ({
  async listOwn(userId: number, rewardDocumentId: string) {
    const rows: EntryRow[] = await strapi.db
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
    const first = await entryByKey(readSql(strapi), strapi, requestKey);
    if (first) return { participation: present(first), created: false };

    // Read before the write, which does nothing but SQL (inMemberWrite).
    const reward = await openReward(strapi, input.rewardId);
    if (!DIDS_ENTRY_TYPES.includes(reward.project!.project_type)) throw notADidsReward(reward.project!.project_type);
    assertMeets(member, reward.entryRequirement, 'entry');
    return inMemberWrite(strapi, userId, async (sql) => {
      const again = await entryByKey(sql, strapi, requestKey);
      if (again) return { participation: present(again), created: false };

      // The rules of the entry that depend on other writes, in one statement: the draw still takes
      // entries, the member has voted on the reward's project, and no editor cancelled this very
      // entry (its refund's key), which the member's phone may be replaying.
      const rules = await entryRulesIn(sql, strapi, { rewardDocumentId: reward.documentId, voteKey: `${userId}:${reward.project!.documentId}`, refundKey: refundKey(requestKey) });
      if (rules.cancelled) throw refusal(409, 'rewardParticipation.errors.cancelled', 'This entry was cancelled by the team and its DIDs given back');
      if (!isDrawOpen(rules.stage)) throw drawClosed();
      if (!rules.voted) throw notVoted();

      const total = reward.cost * input.amount;
      const balance = await memberBalance(sql, strapi, userId);
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
