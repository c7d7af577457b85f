import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';

export type AccessPayload = { type?: string; userId?: unknown; sessionId?: string };
type OriginConfig = { jwtSecret?: string; algorithm?: string; jwtOptions?: Record<string, unknown> };
type OriginSessionManager = {
  validateAccessToken(token: string): { isValid: boolean; payload: AccessPayload | null };
  sessionManager?: { getConfigForOrigin?(origin: string): OriginConfig };
};

/**
 * Checks a member's access token as Strapi's session manager does (same secret, algorithm and
 * options, an access token only), with the secret made into a key once: jsonwebtoken, given the
 * secret as a string, first tries to read it as a public key and makes a new key object on every
 * call, which was an eighth of a vote's CPU time. Any other set-up (an asymmetric algorithm, a
 * session manager without the origin's settings) uses the session manager itself.
 */
export function accessTokenVerifier(strapi: Core.Strapi) {
  let verify: ((token: string) => AccessPayload | null) | null = null;
  const build = () => {
    const manager = strapi.sessionManager('users-permissions') as OriginSessionManager;
    const config = manager.sessionManager?.getConfigForOrigin?.('users-permissions');
    const algorithm = (config?.algorithm || 'HS256') as jwt.Algorithm;
    if (!config?.jwtSecret || !algorithm.startsWith('HS')) {
      return (token: string) => {
        const checked = manager.validateAccessToken(token);
        return checked.isValid ? checked.payload : null;
      };
    }
    const key: KeyObject = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    const options = { ...config.jwtOptions, algorithms: [algorithm] } as jwt.VerifyOptions;
    return (token: string) => {
      try {
        const payload = jwt.verify(token, key, options) as AccessPayload | string;
        return typeof payload === 'object' && payload.type === 'access' ? payload : null;
      } catch {
        return null;
      }
    };
  };
  return (token: string) => (verify ??= build())(token);
}
