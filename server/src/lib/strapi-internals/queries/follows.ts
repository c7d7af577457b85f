import type { Core } from '@strapi/strapi';
import { ownStatement, ownTable } from '../database';
import { FOLLOWS, sqlFalse, sqlTrue } from './audiences';

export type FollowSource = 'vote' | 'manual';
export type Follow = { project: string; following: boolean; source: FollowSource };

type FollowRow = { project: string; following: boolean | number; source: FollowSource };

const asFollow = (row: FollowRow): Follow => ({ project: row.project, following: Boolean(Number(row.following)), source: row.source });

/**
 * A vote follows its project: one indexed insert, which leaves any row already there as it is, so a
 * member who unfollowed stays unfollowed whatever they vote (or replay) later.
 */
export async function followOnVote(strapi: Core.Strapi, userId: number, project: string, at: number) {
  await ownStatement(
    strapi,
    `insert into ${FOLLOWS} (user_id, project, following, source, changed_at) values (?, ?, ${sqlTrue(strapi)}, 'vote', ?) on conflict (user_id, project) do nothing`,
    [userId, project, at],
  );
}

/**
 * The member's own choice: following or not, from now on (source `manual`). Choosing what already
 * holds changes nothing, so following a project one follows by voting keeps saying so.
 */
export async function setFollowing(strapi: Core.Strapi, userId: number, project: string, following: boolean, at: number): Promise<Follow> {
  const flag = following ? sqlTrue(strapi) : sqlFalse(strapi);
  await ownStatement(
    strapi,
    `insert into ${FOLLOWS} (user_id, project, following, source, changed_at) values (?, ?, ${flag}, 'manual', ?)
     on conflict (user_id, project) do update set following = excluded.following, source = excluded.source, changed_at = excluded.changed_at
     where ${FOLLOWS}.following <> excluded.following`,
    [userId, project, at],
  );
  return (await followOf(strapi, userId, project))!;
}

/** The member's row for a project, or null when they never voted on it nor chose. */
export async function followOf(strapi: Core.Strapi, userId: number, project: string): Promise<Follow | null> {
  const row = (await ownTable(strapi, FOLLOWS).where({ user_id: userId, project }).first('project', 'following', 'source')) as FollowRow | undefined;
  return row ? asFollow(row) : null;
}

/** The projects the member follows now, newest first, at most `limit`. */
export async function followedProjects(strapi: Core.Strapi, userId: number, limit: number): Promise<Follow[]> {
  const rows = await ownStatement<FollowRow>(
    strapi,
    `select project, following, source from ${FOLLOWS} where user_id = ? and following = ${sqlTrue(strapi)} order by changed_at desc, id desc limit ?`,
    [userId, limit],
  );
  return rows.map(asFollow);
}

/** Every row of the member, followed or not (their data's download). */
export async function followRowsOfMember(strapi: Core.Strapi, userId: number) {
  const rows = (await ownTable(strapi, FOLLOWS).where({ user_id: userId }).orderBy('id').select('project', 'following', 'source', 'changed_at')) as (FollowRow & { changed_at: number | string })[];
  return rows.map((row) => ({ ...asFollow(row), changedAt: new Date(Number(row.changed_at)).toISOString() }));
}
