import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { accessTokenVerifier, type AccessPayload } from '../strapi-internals';
import { advancedSettings, roleAbilities } from './role-abilities';
import { memberReader } from '../strapi-internals';

type Ability = { can(action: string, subject?: unknown): boolean };
type Member = { id: number; blocked?: boolean; confirmed?: boolean; role?: { id: number } | null };
type Auth = { credentials: Member | null; ability: Ability | null };
type Context = {
  request: { header: { authorization?: string } };
  state: { user?: Member; session?: { id: string } };
};
type Outcome = { authenticated: false } | { authenticated: true; credentials: Member; ability: Ability } | { error: string };

/** Three base64url parts: a JWT. Strapi's API tokens are hex, so they never look like one. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const PASS: Outcome = { authenticated: false };

function bearerOf(ctx: Context): string | null {
  const parts = ctx.request.header.authorization?.split(/\s+/) ?? [];
  return parts.length === 2 && parts[0]!.toLowerCase() === 'bearer' ? parts[1]! : null;
}

/** users-permissions' own check of a route's scope against the ability (strategies/users-permissions.js). */
function verify(auth: Auth, config: { scope?: string | string[] }) {
  if (!config.scope) {
    if (!auth.credentials) throw new errors.UnauthorizedError();
    return;
  }
  if (!auth.ability) throw new errors.UnauthorizedError();
  const scopes = Array.isArray(config.scope) ? config.scope : [config.scope];
  if (!scopes.every((scope) => auth.ability!.can(scope))) throw new errors.ForbiddenError();
}

function memberAuthenticator(strapi: Core.Strapi) {
  const refreshMode = strapi.config.get('plugin::users-permissions.jwtManagement') === 'refresh';
  const verifyAccessToken = accessTokenVerifier(strapi);
  const readMember = memberReader(strapi);
  const settings = advancedSettings(strapi);
  const abilityOf = roleAbilities(strapi);

  return async (ctx: Context): Promise<Outcome> => {
    const token = bearerOf(ctx);
    if (!refreshMode || !token || !JWT_SHAPE.test(token)) return PASS;
    const payload: AccessPayload | null = verifyAccessToken(token);
    const userId = Number(payload?.userId);
    if (!payload || !Number.isInteger(userId)) return { error: 'Missing or invalid credentials' };
    const member: Member | null = await readMember(userId);
    if (!member) return { error: 'Missing or invalid credentials' };
    if (member.blocked || ((await settings()).email_confirmation && !member.confirmed) || !member.role) return { error: 'Invalid credentials' };
    const ability = (await abilityOf(String(member.role.id))) as Ability;
    ctx.state.user = member;
    if (payload.sessionId) ctx.state.session = { id: payload.sessionId };
    return { authenticated: true, credentials: member, ability };
  };
}

let authenticateMember: ((ctx: Context) => Promise<Outcome>) | null = null;

/**
 * A member's access token, checked in one statement instead of seven: the token once, with the
 * session manager's settings (access-tokens.ts), the member with the role's id in one statement
 * (member-row.ts), the role's ability and the settings from memory (role-abilities.ts). users-
 * permissions reads the member twice, the settings and the role's permissions on every request.
 * What is decided is the same: an unknown, blocked or unconfirmed member gets 401, the route's scope
 * is checked against the role's permissions. Anything that is not a member's access token (no
 * token, an API token, Strapi's legacy JWTs) passes to the next strategy the route lists.
 * Routes opt in through their `config.auth.strategies` (member-routes.ts).
 */
export const memberToken = {
  name: 'member-token',
  authenticate: (ctx: Context) => (authenticateMember ??= memberAuthenticator(strapi))(ctx),
  verify,
};
