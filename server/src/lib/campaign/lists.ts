import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../draws/model';
import { asIso, asNumber, recordsWithMembers } from './sql';

const ENTRIES = 'api::participation.participation';
const SIGN_UPS = 'api::form-participation.form-participation';

type Member = { member_id: unknown; email: string | null; first_name: string | null; last_name: string | null };
const memberOf = (row: Member) => ({ id: row.member_id === null ? null : asNumber(row.member_id), email: row.email, firstName: row.first_name, lastName: row.last_name });

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

/** A form reward's sign-ups, oldest first, each with its member and every answer. */
export async function rewardSignUps(strapi: Core.Strapi, rewardDocumentId: string) {
  const { query, column } = recordsWithMembers(strapi, SIGN_UPS);
  const answers = strapi.getModel(SIGN_UPS).attributes.answers ? [`r.${column('answers')} as answers`] : [];
  const rows = (await query()
    .select('r.document_id as document_id', 'r.created_at as created_at', `r.${column('locale_used')} as locale`, ...answers)
    .select(`r.${column('city')} as city`, `r.${column('phone')} as phone`, `r.${column('option')} as option`, `r.${column('name')} as name`, `r.${column('year')} as year`, `r.${column('location')} as location`)
    .where(`r.${column('rewardDocumentId')}`, rewardDocumentId)
    .orderBy('r.id', 'asc')) as Array<Member & Record<string, unknown>>;
  return rows.map((row) => ({
    documentId: String(row.document_id),
    member: memberOf(row),
    date: asIso(row.created_at),
    locale: (row.locale as string | null) ?? null,
    answers: answersOf(row),
  }));
}

/** The sign-up's answers by question key: its stored answers, or the spec's fixed columns for older rows. */
function answersOf(row: Record<string, unknown>): Record<string, unknown> {
  const stored = typeof row.answers === 'string' ? safeJson(row.answers) : row.answers;
  if (stored && typeof stored === 'object' && Object.keys(stored).length > 0) return stored as Record<string, unknown>;
  const fixed: Record<string, unknown> = { city: row.city, phone: row.phone, option: row.option === null ? null : asNumber(row.option) };
  if (asNumber(row.option) === 2) Object.assign(fixed, { name: row.name, year: row.year === null ? null : asNumber(row.year), location: Boolean(row.location) });
  return fixed;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A drawn reward's winners with how to reach them (their phone too when they signed up with one); empty before the draw. */
export async function rewardWinners(strapi: Core.Strapi, rewardDocumentId: string) {
  const draw = (await strapi.db.query(DRAW_UID).findOne({
    where: { rewardDocumentId, stage: 'drawn' },
    select: ['id', 'drawnAt'],
    populate: { winners: { select: ['id', 'email', 'firstName', 'lastName'] } },
  })) as { drawnAt: unknown; winners: Array<{ id: number; email: string; firstName: string | null; lastName: string | null }> } | null;
  if (!draw) return [];
  const signUps = new Map((await rewardSignUps(strapi, rewardDocumentId)).map((signUp) => [signUp.member.id, signUp]));
  return draw.winners.map((winner) => ({
    member: { id: winner.id, email: winner.email, firstName: winner.firstName, lastName: winner.lastName },
    phone: (signUps.get(winner.id)?.answers.phone as string | undefined) ?? null,
    drawnAt: asIso(draw.drawnAt),
  }));
}
