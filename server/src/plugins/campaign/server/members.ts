import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { latestRecordsOfMember, memberBalance, readSql } from '../../../lib/strapi-internals';
import type { MemberAccount } from '../shared/contracts';

const RECENT = 20;

/** A member found by e-mail, with their balance and latest DIDs records, for an editor about to correct them. */
export async function memberAccount(strapi: Core.Strapi, email: string): Promise<MemberAccount> {
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
  const records = await latestRecordsOfMember(strapi, user.id, RECENT);
  return {
    ...user,
    balance: await memberBalance(readSql(strapi), strapi, user.id),
    records: records.map(({ createdAt, ...record }) => ({ date: createdAt, ...record })),
  };
}
