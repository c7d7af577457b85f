import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../../../lib/draws/model';
import { rewardQuestions } from '../../../lib/signup-questions/reward-questions';
import { answersFromColumns, columnsOfRow } from '../../../lib/signup-questions/spec-fields';
import { storedAnswerMap } from '../../../lib/signup-questions/answer-map';
import type { Question } from '../../../lib/signup-questions/question';
import { entriesOfReward, signUpsOfReward } from '../../../lib/strapi-internals';
import { asIso } from './values';
import type { EntryRow, SignUpList, WinnerRow } from '../shared/contracts';

/** A reward's DIDs entries, oldest first, each with its member. */
export async function rewardEntries(strapi: Core.Strapi, rewardDocumentId: string): Promise<EntryRow[]> {
  const rows = await entriesOfReward(strapi, rewardDocumentId);
  return rows.map((row) => ({ documentId: row.documentId, member: row.member, tickets: row.amount, dids: row.total, date: row.date, locale: row.locale }));
}

/**
 * A form reward's sign-ups, oldest first, each with its member and its answers as the editor reads
 * them (a choice by its Spanish label); `questions` are the columns: the reward's questions in order,
 * then any other key a sign-up answered (questions an editor has since removed).
 */
export async function rewardSignUps(strapi: Core.Strapi, rewardDocumentId: string): Promise<SignUpList> {
  const rows = await signUpsOfReward(strapi, rewardDocumentId);
  const asked = await rewardQuestions(strapi, rewardDocumentId);
  const signUps = rows.map((row) => ({
    documentId: row.documentId,
    member: row.member,
    date: row.date,
    locale: row.locale,
    answers: shownAnswers(asked, storedAnswers(row.fields)),
  }));
  const extra = [...new Set(signUps.flatMap((s) => Object.keys(s.answers)))].filter((key) => !asked.some((q) => q.key === key));
  return { signUps, questions: [...asked.map(({ key, label, kind }) => ({ key, label, kind })), ...extra.map((key) => ({ key, label: key, kind: null }))] };
}

/** Its stored answers, or, for a sign-up made before answers were kept, its columns. */
function storedAnswers(row: Record<string, unknown>): Record<string, unknown> {
  const stored = storedAnswerMap(row.answers);
  if (stored && Object.keys(stored).length > 0) return stored;
  return answersFromColumns(columnsOfRow(row));
}

const shownAnswers = (questions: Question[], answers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(answers).map(([key, value]) => {
      const choice = questions.find((q) => q.key === key)?.choices?.find((c) => c.value === String(value));
      return [key, choice ? choice.label : value];
    }),
  );


/** A drawn reward's winners with how to reach them (their phone too when they signed up with one); empty before the draw. */
export async function rewardWinners(strapi: Core.Strapi, rewardDocumentId: string): Promise<WinnerRow[]> {
  const draw = (await strapi.db.query(DRAW_UID).findOne({
    where: { rewardDocumentId, stage: 'drawn' },
    select: ['id', 'drawnAt'],
    populate: { winners: { select: ['id', 'email', 'firstName', 'lastName'] } },
  })) as { drawnAt: unknown; winners: Array<{ id: number; email: string; firstName: string | null; lastName: string | null }> } | null;
  if (!draw) return [];
  const { signUps: list, questions } = await rewardSignUps(strapi, rewardDocumentId);
  const signUps = new Map(list.map((signUp) => [signUp.member.id, signUp]));
  // The phone question's answer, whatever key the editor gave it.
  const phone = questions.find((question) => question.kind === 'phone')?.key;
  return draw.winners.map((winner) => ({
    member: { id: winner.id, email: winner.email, firstName: winner.firstName, lastName: winner.lastName },
    phone: phone ? ((signUps.get(winner.id)?.answers[phone] as string | undefined) ?? null) : null,
    drawnAt: asIso(draw.drawnAt),
  }));
}
