import type { Core, UID } from '@strapi/strapi';
import { memberLinkOf, tableOf } from '../member-writes/records';

/** The UTC hour of a row's creation, as a whole number, on either engine (SQLite keeps milliseconds). */
export function createdHour(strapi: Core.Strapi, alias: string) {
  const at = `${alias}.created_at`;
  return strapi.db.dialect.client === 'postgres'
    ? `floor(extract(epoch from ${at}) / 3600)`
    : `(case when typeof(${at}) = 'integer' then ${at} / 3600000 else cast(strftime('%s', ${at}) as integer) / 3600 end)`;
}

/**
 * A member's records of one type with who they are: `select … from <records> r join <link> l join
 * up_users u`, for lists an editor reads (names, e-mails and how the member is verified, never
 * passwords or tokens).
 */
export function recordsWithMembers(strapi: Core.Strapi, uid: UID.ContentType) {
  const records = tableOf(strapi, uid);
  const link = memberLinkOf(strapi, uid);
  const members = tableOf(strapi, 'plugin::users-permissions.user');
  const knex = strapi.db.connection;
  return {
    column: records.column,
    query: () =>
      knex({ r: records.table })
        .leftJoin({ l: link.table }, `l.${link.record}`, 'r.id')
        .leftJoin({ u: members.table }, 'u.id', `l.${link.user}`)
        .select(
          'u.id as member_id',
          'u.email as email',
          `u.${members.column('firstName')} as first_name`,
          `u.${members.column('lastName')} as last_name`,
          `u.${members.column('verificationMethod')} as verification`,
        ),
  };
}

export const asNumber = (value: unknown) => Number(value ?? 0);
export const asIso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | number).toISOString());
