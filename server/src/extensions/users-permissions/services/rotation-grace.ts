import type { Core } from '@strapi/strapi';

const SESSIONS = 'admin::session';
/**
 * How long after a refresh the token it replaced is still taken, for the replacement the member never
 * received (the answer was lost on a train): a retry within this time gets that same replacement.
 */
export const ROTATION_GRACE_MS = 2 * 60 * 1000;

type SessionRow = { id: number; sessionId: string; userId: string; status: string; childId: string | null; origin: string; createdAt: string | Date };

/** The session id a refresh token names, read without trusting it (Strapi verifies the signature itself). */
function namedSessionId(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { type?: unknown; sessionId?: unknown };
    return payload.type === 'refresh' && typeof payload.sessionId === 'string' ? payload.sessionId : null;
  } catch {
    return null;
  }
}

/**
 * Strapi rotates the refresh token on every refresh and refuses the old one at once, so a refresh
 * whose answer never arrived signs the member out at the next try. Strapi's session manager already
 * hands out "the same child" for a parent that has one, but only reaches that branch for an active
 * parent. For a parent rotated less than ROTATION_GRACE_MS ago whose child has never been used
 * (active, no child of its own), the refresh runs with the parent marked active again, so Strapi
 * verifies the token's signature and answers that child; the parent is marked rotated again after.
 * A child that was used (the member did get it) closes the grace: a replay of the parent is refused.
 */
export async function withRotationGrace<T>(strapi: Core.Strapi, refreshToken: unknown, refresh: () => Promise<T>): Promise<T> {
  const sessionId = typeof refreshToken === 'string' ? namedSessionId(refreshToken) : null;
  if (!sessionId) return refresh();
  const sessions = strapi.db.query(SESSIONS);
  const parent = (await sessions.findOne({ where: { sessionId } })) as SessionRow | null;
  if (!parent || parent.status !== 'rotated' || !parent.childId || parent.origin !== 'users-permissions') return refresh();
  const child = (await sessions.findOne({ where: { sessionId: parent.childId } })) as SessionRow | null;
  const childAge = child ? Date.now() - new Date(child.createdAt).getTime() : Infinity;
  if (!child || child.status !== 'active' || child.childId || child.userId !== parent.userId || childAge > ROTATION_GRACE_MS) return refresh();

  await sessions.update({ where: { id: parent.id }, data: { status: 'active' } });
  try {
    return await refresh();
  } finally {
    await sessions.update({ where: { id: parent.id }, data: { status: 'rotated' } });
  }
}
