import type { ParameterizedContext } from 'koa';

export type SignedInMember = { id: number; email: string };

/** What Strapi's authentication leaves in `ctx.state`: the member, when one is signed in. */
type ApiState = { user?: SignedInMember; auth?: unknown };

/** Koa's context without the catch-all `[key]: any` of its DefaultContext, so that every property read is typed. */
type KoaContext = ParameterizedContext<ApiState, { params: Record<string, string> }>;

/** The response helpers Strapi adds to the context (@strapi/core's koa-methods, whose types its entry does not load) that we use. */
type StrapiResponseHelpers = { unauthorized(response?: string | object, details?: object): void };

/** The Koa context of a content-API action: the route's params, a parsed body, and the member when one is signed in. */
export type ApiContext = Omit<KoaContext, 'request'> & StrapiResponseHelpers & { request: Omit<KoaContext['request'], 'body'> & { body?: unknown } };

/** The signed-in member of an authenticated route (Strapi has refused the request otherwise). */
export function memberOf(ctx: { state: ApiState }): SignedInMember {
  if (!ctx.state.user) throw new Error('an authenticated route ran without a member');
  return ctx.state.user;
}
