import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../draws/model';
import { rewardQuestions } from '../signup-questions/reward-questions';
import { answersFromColumns, columnsOfRow } from '../signup-questions/spec-fields';
import { storedAnswerMap } from '../signup-questions/answer-map';
import type { Question } from '../signup-questions/question';
import { asIso, asNumber, recordsWithMembers } from './sql';

const ENTRIES = 'api::participation.participation';
const SIGN_UPS = 'api::form-participation.form-participation';

type Member = { member_id: unknown; email: string | null; first_name: string | null; last_name: string | null; verification?: string | null };
const memberOf = (row: Member) => ({
  id: row.member_id === null ? null : asNumber(row.member_id),
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  verification: (row.verification as 'census' | 'code' | null | undefined) ?? null,
});

/** A reward's DIDs entries, oldest first, each with its member. */
export async function rewardEntries(strapi: Core.Strapi, rewardDocumentId: string) {
  const { query, column } = recordsWithMembers(strapi, ENTRIES);
  const rows = (await query()
    .select('r.document_id as document_id', `r.${column('amount')} as amount`, `r.${column('total')} as total`, `r.${column('date')} as date`, `r.${column('locale_used')} as locale`)
    .where(`r.${column('rewardDocumentId')}`, rewardDocumentId)
    .orderBy('r.id', 'asc')) as Array<Member & Record<string, unknown>>;
  return rows.map((row) => ({
    documentId: String(row.document_id),
    member: memberOf(row),
    tickets: asNumber(row.amount),
    dids: asNumber(row.total),
    date: asIso(row.date),
    locale: (row.locale as string | null) ?? null,
  }));
}

/**
 * A form reward's sign-ups, oldest first, each with its member and its answers as the editor reads
 * them (a choice by its Spanish label); `questions` are the columns: the reward's questions in order,
 * then any other key a sign-up answered (questions an editor has since removed).
 */
export async function rewardSignUps(strapi: Core.Strapi, rewardDocumentId: string) {
  const { query, column } = recordsWithMembers(strapi, SIGN_UPS);
  const rows = (await query()
    .select('r.document_id as document_id', 'r.created_at as created_at', `r.${column('locale_used')} as locale`, `r.${column('answers')} as answers`)
    .select(`r.${column('city')} as city`, `r.${column('phone')} as phone`, `r.${column('option')} as option`, `r.${column('name')} as name`, `r.${column('year')} as year`, `r.${column('location')} as location`)
    .where(`r.${column('rewardDocumentId')}`, rewardDocumentId)
    .orderBy('r.id', 'asc')) as Array<Member & Record<string, unknown>>;
  const asked = await rewardQuestions(strapi, rewardDocumentId);
  const signUps = rows.map((row) => ({
    documentId: String(row.document_id),
    member: memberOf(row),
    date: asIso(row.created_at),
    locale: (row.locale as string | null) ?? null,
    answers: shownAnswers(asked, storedAnswers(row)),
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
export async function rewardWinners(strapi: Core.Strapi, rewardDocumentId: string) {
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
