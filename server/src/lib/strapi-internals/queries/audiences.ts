import type { Core } from '@strapi/strapi';
import { engineOf } from '../database';
import { DRAW_TICKETS } from './draw-tickets';

/** Who follows which project (migration 2026.12.03T00.00.00.following-inbox-mail.js). */
export const FOLLOWS = 'chispa_follows';

/**
 * Members an event is for, read by the database (never listed in the server's memory, except a short
 * list a draw frozen before issue 51 kept): a project's followers, a list with each one's own part
 * (won or not), or a draw's ticket holders from its frozen runs, whether each won from `winners`.
 * `followersOf`: the project's followers who are not among them join too, with no part of their own.
 */
export type MemberAudience =
  | { kind: 'followers'; project: string }
  | { kind: 'members'; members: { id: number; won: 0 | 1 | null }[]; followersOf?: string | null }
  | { kind: 'drawEntrants'; drawId: number; winners: number[]; followersOf?: string | null };

/** A JSON array bound as a set of rows of one column `x`, the same on both engines. */
export const jsonValues = (strapi: Core.Strapi) =>
  engineOf(strapi) === 'postgres' ? `select (t.x)::bigint as x from jsonb_array_elements_text(?::jsonb) as t(x)` : `select value as x from json_each(?)`;

/** `true` as each engine spells it in a comparison with a boolean column. */
export const sqlTrue = (strapi: Core.Strapi) => (engineOf(strapi) === 'postgres' ? 'true' : '1');
export const sqlFalse = (strapi: Core.Strapi) => (engineOf(strapi) === 'postgres' ? 'false' : '0');

/**
 * The audience as a subquery of rows `(id, won)`: `won` 1 or 0 for a member with a part of their own,
 * null for the others. One SELECT, however many members: the caller's INSERT … SELECT reads it.
 */
export function audienceRows(strapi: Core.Strapi, audience: MemberAudience): { sql: string; bindings: unknown[] } {
  const postgres = engineOf(strapi) === 'postgres';
  const following = `following = ${sqlTrue(strapi)}`;
  if (audience.kind === 'followers') {
    return { sql: `select user_id as id, cast(null as integer) as won from ${FOLLOWS} where project = ? and ${following}`, bindings: [audience.project] };
  }
  let sql: string;
  let bindings: unknown[];
  let entered: string;
  let enteredBindings: unknown[];
  if (audience.kind === 'members') {
    sql = postgres
      ? `select m.id, m.won from jsonb_to_recordset(?::jsonb) as m(id int, won int)`
      : `select cast(json_extract(value, '$.id') as integer) as id, cast(json_extract(value, '$.won') as integer) as won from json_each(?)`;
    bindings = [JSON.stringify(audience.members)];
    entered = `f.user_id in (${jsonValues(strapi)})`;
    enteredBindings = [JSON.stringify(audience.members.map((member) => member.id))];
  } else {
    // The holders straight from the draw's frozen runs (its (draw, member) index): a million tickets never pass through the server.
    sql = `select distinct user_id as id, case when user_id in (${jsonValues(strapi)}) then 1 else 0 end as won from ${DRAW_TICKETS} where draw_id = ?`;
    bindings = [JSON.stringify(audience.winners), audience.drawId];
    entered = `exists (select 1 from ${DRAW_TICKETS} t where t.draw_id = ? and t.user_id = f.user_id)`;
    enteredBindings = [audience.drawId];
  }
  if (!audience.followersOf) return { sql, bindings };
  return {
    sql: `${sql} union all select f.user_id as id, cast(null as integer) as won from ${FOLLOWS} f where f.project = ? and f.${following} and not ${entered}`,
    bindings: [...bindings, audience.followersOf, ...enteredBindings],
  };
}
