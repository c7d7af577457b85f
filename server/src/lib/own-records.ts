import type { Core, UID } from '@strapi/strapi';

type Ctx = { query: Record<string, unknown>; state: { auth?: unknown; user: { id: number } } };

/**
 * A list of the signed-in member's own records: the client's query is validated and sanitized
 * like any content-API query, then narrowed to records whose `user` is the member.
 */
export async function findOwnRecords(strapi: Core.Strapi, uid: UID.ContentType, ctx: Ctx) {
  const schema = strapi.getModel(uid);
  const auth = ctx.state.auth;
  await strapi.contentAPI.validate.query(ctx.query, schema, { auth });
  const query = (await strapi.contentAPI.sanitize.query(ctx.query, schema, { auth })) as Record<string, unknown>;
  const ownOnly = { $and: [query.filters ?? {}, { user: { id: ctx.state.user.id } }] };
  const { results, pagination } = await strapi
    .service(uid as UID.Service)
    .find({ sort: 'createdAt:desc', ...query, filters: ownOnly } as never);
  const data = await strapi.contentAPI.sanitize.output(results, schema, { auth });
  return { data, pagination };
}
