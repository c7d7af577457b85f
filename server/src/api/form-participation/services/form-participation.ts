import { factories, type Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { assertMeets, type Verifiable } from '../../../lib/eligibility/requirements';
import { drawStageIn, inMemberWrite, insertMemberRecord, readSql, signUpByKey as storedSignUp, type MemberSql } from '../../../lib/strapi-internals';
import { openReward } from '../../../lib/rewards';
import { drawClosed, isDrawOpen } from '../../../lib/draws/entry-rule';
import { checkAnswers } from '../../../lib/signup-questions/answers';
import { rewardQuestions } from '../../../lib/signup-questions/reward-questions';
import { answersFromColumns, columnsOf, columnsOfRow, givenAnswers, type SpecFields } from '../../../lib/signup-questions/spec-fields';
import type { Answers } from '../../../lib/signup-questions/question';
import { storedAnswerMap } from '../../../lib/signup-questions/answer-map';

const UID = 'api::form-participation.form-participation';

type Row = {
  documentId: string;
  rewardDocumentId: string;
  city: string | null;
  phone: string | null;
  option: number | null;
  name: string | null;
  year: number | null;
  location: boolean | null;
  answers: Answers | null;
  createdAt: string;
};

export type SignUp = SpecFields & { rewardId: string; locale?: string };

/** Spec §3's form participation, with every answer by its question's key. */
const present = (row: Row) => ({
  documentId: row.documentId,
  rewardId: row.rewardDocumentId,
  city: row.city,
  phone: row.phone,
  option: row.option,
  option2Fields: row.option === 2 ? { name: row.name, year: row.year, location: row.location } : null,
  answers: row.answers ?? answersFromColumns(row),
  createdAt: row.createdAt,
});

/** The member's sign-up for a reward, if any, read with `sql` (inside the write, after the member's lock). */
async function signUpByKey(sql: MemberSql, strapi: Core.Strapi, entryKey: string): Promise<Row | null> {
  const row = await storedSignUp(sql, strapi, entryKey);
  if (!row) return null;
  const answers = storedAnswerMap(row.answers);
  return {
    documentId: row.documentId,
    rewardDocumentId: String(row.rewardDocumentId),
    ...columnsOfRow(row),
    answers: (answers as Answers | null) ?? null,
    createdAt: row.createdAt,
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async listOwn(userId: number, rewardDocumentId: string) {
    const rows: Row[] = await strapi.db.query(UID).findMany({ where: { user: userId, rewardDocumentId } });
    return rows.map(present);
  },

  /**
   * One sign-up per member and reward, its answers checked against the reward's questions; sending
   * it again answers the first. Written with plain SQL in the member's transaction: the admin panel
   * cannot write sign-ups (lib/server-written), and neither does this, through the Document Service.
   */
  async signUp(userId: number, input: SignUp, member: Verifiable) {
    const entryKey = `${userId}:${input.rewardId}`;
    const first = await signUpByKey(readSql(strapi), strapi, entryKey);
    if (first) return { entry: present(first), created: false };

    // Read before the write, which does nothing but SQL (inMemberWrite).
    // Form-type projects have no voting buttons (spec §4): a sign-up needs no vote.
    const reward = await openReward(strapi, input.rewardId);
    if (reward.project?.project_type !== 'form') {
      throw refusal(409, 'formParticipation.notAFormReward', 'This reward is entered with DIDs, not with a form');
    }
    assertMeets(member, reward.signupRequirement, 'signUp');
    const answers = checkAnswers(await rewardQuestions(strapi, reward.documentId), givenAnswers(input));

    return inMemberWrite(strapi, userId, async (sql) => {
      const again = await signUpByKey(sql, strapi, entryKey);
      if (again) return { entry: present(again), created: false };
      if (!isDrawOpen(await drawStageIn(sql, strapi, reward.documentId))) throw drawClosed();

      const entry = { rewardDocumentId: reward.documentId, ...columnsOf(answers), answers };
      const record = await insertMemberRecord(sql, strapi, UID, userId, { ...entry, answers: JSON.stringify(answers), locale_used: input.locale ?? null, entryKey });
      return { entry: present({ ...entry, documentId: record.documentId, createdAt: record.createdAt }), created: true };
    });
  },
}));
