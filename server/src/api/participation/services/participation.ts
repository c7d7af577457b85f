import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { inMemberTransaction } from '../../../lib/member-transaction';
import { enterableReward } from '../../../lib/rewards';

const UID = 'api::participation.participation';

type Row = { documentId: string; rewardDocumentId: string; amount: number; cost: number; total: number; date: string };

const present = (row: Row) => ({
  documentId: row.documentId,
  rewardId: row.rewardDocumentId,
  amount: row.amount,
  cost: row.cost,
  total: row.total,
  date: row.date,
});

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
  async enter(userId: number, input: { rewardId: string; amount: number; locale?: string }, requestId: string) {
    return inMemberTransaction(strapi, userId, async (trx) => {
      const requestKey = `${userId}:${requestId}`;
      const first: Row | null = await strapi.db.query(UID).findOne({ where: { requestKey } });
      if (first) return { participation: present(first), created: false };

      const reward = await enterableReward(strapi, userId, input.rewardId);
      const total = reward.cost * input.amount;
      const balance = await strapi.service('api::did-record.did-record').balanceOf(userId, trx);
      if (total > balance) {
        throw refusal(409, 'rewardParticipation.errors.notEnoughDIDs', 'Not enough DIDs', { balance, total });
      }

      const row = (await strapi.documents(UID).create({
        data: {
          rewardDocumentId: reward.documentId,
          amount: input.amount,
          cost: reward.cost,
          total,
          date: new Date().toISOString(),
          locale_used: input.locale,
          requestKey,
          user: userId,
        },
      })) as unknown as Row;
      await strapi.documents('api::did-record.did-record').create({
        data: {
          amount: -total,
          reason: 'participation',
          eventKey: `participation:${requestKey}`,
          user: userId,
          subjectType: 'reward',
          subjectDocumentId: reward.documentId,
        },
      });
      return { participation: present(row), created: true };
    });
  },
}));
