import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { refusal } from '../errors';
import { memoUntilPublicWrite } from '../public-memo';
import { followedProjects, followOf, setFollowing, type FollowSource } from '../strapi-internals';

const PROJECT = 'api::project.project';
/** The most a member's list of followed projects answers (the app shows them; nobody follows more). */
export const FOLLOWED_LIST_MAX = 500;

export type FollowState = { project: string; following: boolean; source: FollowSource | null };

/** Whether a project is published, kept until editors write public content (a project's page asks at every view). */
const publishedMemos = new WeakMap<Core.Strapi, (project: string) => Promise<boolean>>();
const isPublished = (strapi: Core.Strapi, project: string) => {
  let read = publishedMemos.get(strapi);
  if (!read) {
    read = memoUntilPublicWrite(async (id) => Boolean(await strapi.documents(PROJECT).findOne({ documentId: id, status: 'published', fields: ['id'] } as never)));
    publishedMemos.set(strapi, read);
  }
  return read(project);
};

/** Only a published project can be followed, or asked about: a draft's id answers as unknown. */
async function assertPublished(strapi: Core.Strapi, project: string) {
  if (!(await isPublished(strapi, project))) throw refusal(404, 'project.notFound', 'There is no such project');
}

/** Whether the member follows a published project, and how it began (null: they never voted on it nor chose). */
export async function followState(strapi: Core.Strapi, userId: number, project: string): Promise<FollowState> {
  await assertPublished(strapi, project);
  const row = await followOf(strapi, userId, project);
  return row ?? { project, following: false, source: null };
}

/** The member follows a published project, or stops: their own choice, which a later vote leaves as it is. */
export async function chooseFollowing(strapi: Core.Strapi, userId: number, project: string, following: boolean): Promise<FollowState> {
  await assertPublished(strapi, project);
  return setFollowing(strapi, userId, project, following, now());
}

/** The projects the member follows now, newest first. */
export async function followedByMember(strapi: Core.Strapi, userId: number) {
  return (await followedProjects(strapi, userId, FOLLOWED_LIST_MAX)).map(({ project, source }) => ({ project, source }));
}
