import type { Core } from '@strapi/strapi';
import { balanceWith } from '../member-writes/balance';
import { refusal } from '../errors';
import { knexSql } from '../member-writes/member-sql';
import { asIso, asNumber, recordsWithMembers } from './sql';

const RECORD = 'api::did-record.did-record';
const RECENT = 20;

/** A member found by e-mail, with their balance and latest DIDs records, for an editor about to correct them. */
export async function memberAccount(strapi: Core.Strapi, email: string) {
  const wanted = email.trim().toLowerCase();
  const user = wanted
    ? ((await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: wanted }, select: ['id', 'email', 'firstName', 'lastName'] })) as {
        id: number;
        email: string;
        firstName: string | null;
        lastName: string | null;
      } | null)
    : null;
  if (!user) throw refusal(404, 'campaign.member.notFound', 'No hay ningún miembro con ese e-mail');
  const { query, column } = recordsWithMembers(strapi, RECORD);
  const records = (await query()
    .select('r.created_at as created_at', `r.${column('amount')} as amount`, `r.${column('reason')} as reason`, `r.${column('note')} as note`, `r.${column('correctedBy')} as corrected_by`)
    .where('u.id', user.id)
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(RECENT)) as Array<Record<string, unknown>>;
  return {
    ...user,
    balance: await balanceWith(knexSql(strapi.db.connection), strapi, user.id),
    records: records.map((row) => ({
      date: asIso(row.created_at),
      amount: asNumber(row.amount),
      reason: String(row.reason),
      note: (row.note as string | null) ?? null,
      correctedBy: (row.corrected_by as string | null) ?? null,
    })),
  };
}
