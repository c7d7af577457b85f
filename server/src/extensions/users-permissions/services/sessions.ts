import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { memberSessions } from '../../../lib/strapi-internals';

const USERS = 'plugin::users-permissions.user';

/** Members' refresh-token sessions (Strapi's session manager, origin `users-permissions`). */
export function createSessionService({ strapi }: { strapi: Core.Strapi }) {
  const sessions = () => memberSessions(strapi);

  return {
    /**
     * Refuses a refresh token whose member has been blocked (or deleted) since it was issued, and
     * ends all that member's sessions: Strapi's refresh only checks the token itself.
     */
    async refuseBlocked(refreshToken: unknown) {
      if (typeof refreshToken !== 'string' || !refreshToken) return;
      const session = await sessions().validateRefreshToken(refreshToken);
      if (!session.isValid || !session.userId) return;
      const user = await strapi.db.query(USERS).findOne({ where: { id: Number(session.userId) }, select: ['id', 'blocked'] });
      if (user && !user.blocked) return;
      await sessions().invalidateRefreshToken(session.userId);
      throw refusal(403, 'auth.blocked', 'This account has been blocked');
    },
  };
}
