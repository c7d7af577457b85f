import type { Core } from '@strapi/strapi';

/**
 * Members' refresh-token sessions: Strapi's session manager for the origin `users-permissions`
 * (its methods checked at boot, assumptions.ts). The rest of the server reaches it only here.
 */
export const memberSessions = (strapi: Core.Strapi) => strapi.sessionManager('users-permissions');
