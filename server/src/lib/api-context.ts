import type { Context } from 'koa';

export type SignedInMember = { id: number; email: string };

/** The Koa context of a content-API action: a parsed body, and the member when one is signed in. */
export type ApiContext = Omit<Context, 'state' | 'request'> & {
  request: Context['request'] & { body?: unknown };
  state: { user?: SignedInMember; auth?: unknown };
};

/** The signed-in member of an authenticated route (Strapi has refused the request otherwise). */
export function memberOf(ctx: ApiContext): SignedInMember {
  if (!ctx.state.user) throw new Error('an authenticated route ran without a member');
  return ctx.state.user;
}
