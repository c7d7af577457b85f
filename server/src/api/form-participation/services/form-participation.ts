import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { inMemberTransaction } from '../../../lib/member-transaction';
import { openReward } from '../../../lib/rewards';
import { drawClosed, drawStageSubquery, isDrawOpen } from '../../../lib/draws/entry-rule';
import { knexSql } from '../../../lib/member-writes/member-sql';

const UID = 'api::form-participation.form-participation';

type Row = {
  documentId: string;
  rewardDocumentId: string;
  city: string;
  phone: string;
  option: number;
  name: string | null;
  year: number | null;
  location: boolean | null;
  createdAt: string;
};

type SignUp = {
  rewardId: string;
  city: string;
  phone: string;
  option: number;
  option2Fields?: { name?: string; year?: number; location?: boolean };
  locale?: string;
};

const present = (row: Row) => ({
  documentId: row.documentId,
  rewardId: row.rewardDocumentId,
  city: row.city,
  phone: row.phone,
  option: row.option,
  option2Fields: row.option === 2 ? { name: row.name, year: row.year, location: row.location } : null,
  createdAt: row.createdAt,
});

export default factories.createCoreService(UID, ({ strapi }) => ({
  async listOwn(userId: number, rewardDocumentId: string) {
    const rows: Row[] = await strapi.db.query(UID).findMany({ where: { user: userId, rewardDocumentId } });
    return rows.map(present);
  },

  /** One sign-up per member and reward; sending it again answers the first. */
  async signUp(userId: number, input: SignUp) {
    return inMemberTransaction(strapi, userId, async (trx) => {
      const entryKey = `${userId}:${input.rewardId}`;
      const first: Row | null = await strapi.db.query(UID).findOne({ where: { entryKey } });
      if (first) return { entry: present(first), created: false };

      // Form-type projects have no voting buttons (spec §4): a sign-up needs no vote.
      const reward = await openReward(strapi, input.rewardId);
      if (reward.project?.project_type !== 'form') {
        throw refusal(409, 'formParticipation.notAFormReward', 'This reward is entered with DIDs, not with a form');
      }
      const draw = await knexSql(trx).one(drawStageSubquery(strapi), [reward.documentId]);
      if (!isDrawOpen(draw?.stage)) throw drawClosed();
      const option2 = input.option === 2 ? input.option2Fields : undefined;
      const row = (await strapi.documents(UID).create({
        data: {
          rewardDocumentId: reward.documentId,
          city: input.city,
          phone: input.phone,
          option: input.option,
          name: option2?.name,
          year: option2?.year,
          location: option2?.location ?? false,
          locale_used: input.locale,
          entryKey,
          user: userId,
        },
      })) as unknown as Row;
      return { entry: present(row), created: true };
    });
  },
}));
