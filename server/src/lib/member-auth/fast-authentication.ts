import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { accessTokenVerifier } from './access-tokens';
import { advancedSettings, roleAbilities } from './role-abilities';
import { memberReader } from './member-row';

type Ability = { can(action: string, subject?: unknown): boolean };
type Member = { id: number; blocked?: boolean; confirmed?: boolean; role?: { id: number } | null };
type AuthService = { authenticate(ctx: any, next: () => Promise<unknown>): Promise<unknown> };

/** Three base64url parts: a JWT. Strapi's API tokens are hex, so they never look like one. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** users-permissions' own check of a route's scope against the ability (strategies/users-permissions.js). */
function verify(auth: { credentials: Member | null; ability: Ability | null }, config: { scope?: string | string[] }) {
  if (!config.scope) {
    if (!auth.credentials) throw new errors.UnauthorizedError();
    return;
  }
  if (!auth.ability) throw new errors.UnauthorizedError();
  const scopes = Array.isArray(config.scope) ? config.scope : [config.scope];
  if (!scopes.every((scope) => auth.ability!.can(scope))) throw new errors.ForbiddenError();
}

/**
 * A member's request with an access token, authenticated in one statement instead of seven.
 * Strapi tries the API-token strategy first (one lookup by the token's hash, which a JWT never
 * matches), then users-permissions reads the member once to verify the token and again with the
 * role, reads the advanced settings and the role's permissions, and builds the ability. Here the
 * token is checked once, with the session manager's settings (access-tokens.ts), the member is read with the role's id in one statement (member-row.ts), and the
 * role's ability and the settings come from memory (role-abilities.ts). What is decided is the
 * same: an unknown, blocked or unconfirmed member gets 401, the route's scope is checked against
 * the role's permissions. Anything else (no token, an API token, other routes) takes Strapi's path.
 */
export function authenticateMembersFast(strapi: Core.Strapi) {
  if (strapi.config.get('plugin::users-permissions.jwtManagement') !== 'refresh') return;
  const auth = strapi.get('auth') as AuthService;
  const strapiAuthenticate = auth.authenticate.bind(auth);
  const abilityOf = roleAbilities(strapi);
  const settings = advancedSettings(strapi);
  const verifyAccessToken = accessTokenVerifier(strapi);
  const readMember = memberReader(strapi);
  const strategy = { name: 'users-permissions', authenticate: async () => ({ authenticated: false }), verify };

  auth.authenticate = async (ctx, next) => {
    const route = ctx.state.route;
    const header: string | undefined = ctx.request.header.authorization;
    const parts = header?.split(/\s+/) ?? [];
    const token = parts.length === 2 && parts[0]!.toLowerCase() === 'bearer' ? parts[1]! : null;
    if (route?.info?.type !== 'content-api' || route.config?.auth === false || route.config?.auth?.strategies || !token || !JWT_SHAPE.test(token)) {
      return strapiAuthenticate(ctx, next);
    }

    const payload = verifyAccessToken(token);
    const userId = Number(payload?.userId);
    if (!payload || !Number.isInteger(userId)) return ctx.unauthorized('Missing or invalid credentials');
    const member: Member | null = await readMember(userId);
    if (!member) return ctx.unauthorized('Missing or invalid credentials');
    if (member.blocked || ((await settings()).email_confirmation && !member.confirmed) || !member.role) return ctx.unauthorized('Invalid credentials');

    const ability = (await abilityOf(String(member.role.id))) as unknown as Ability;
    ctx.state.user = member;
    if (payload.sessionId) ctx.state.session = { id: payload.sessionId };
    ctx.state.isAuthenticated = true;
    ctx.state.auth = { strategy, credentials: member, ability };
    return next();
  };
}
