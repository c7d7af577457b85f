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
 * The parent a refresh token names and its replacement, when the parent was rotated less than
 * ROTATION_GRACE_MS ago and the replacement has never been used (active, no child of its own):
 * the member may never have received it.
 */
async function graceFamily(strapi: Core.Strapi, refreshToken: unknown): Promise<{ parent: SessionRow; child: SessionRow } | null> {
  const sessionId = typeof refreshToken === 'string' ? namedSessionId(refreshToken) : null;
  if (!sessionId) return null;
  const sessions = strapi.db.query(SESSIONS);
  const parent = (await sessions.findOne({ where: { sessionId } })) as SessionRow | null;
  if (!parent || parent.status !== 'rotated' || !parent.childId || parent.origin !== 'users-permissions') return null;
  const child = (await sessions.findOne({ where: { sessionId: parent.childId } })) as SessionRow | null;
  const childAge = child ? Date.now() - new Date(child.createdAt).getTime() : Infinity;
  if (!child || child.status !== 'active' || child.childId || child.userId !== parent.userId || childAge > ROTATION_GRACE_MS) return null;
  return { parent, child };
}

/**
 * Strapi rotates the refresh token on every refresh and refuses the old one at once, so a refresh
 * whose answer never arrived signs the member out at the next try. Strapi's session manager already
 * hands out "the same child" for a parent that has one, but only reaches that branch for an active
 * parent. Within the grace (see graceFamily) the refresh runs with the parent marked active again, so
 * Strapi verifies the token's signature and answers that child; the parent is marked rotated again
 * after. A child that was used (the member did get it) closes the grace: a replay of the parent is
 * refused.
 */
export async function withRotationGrace<T>(strapi: Core.Strapi, refreshToken: unknown, refresh: () => Promise<T>): Promise<T> {
  const family = await graceFamily(strapi, refreshToken);
  if (!family) return refresh();
  const sessions = strapi.db.query(SESSIONS);
  await sessions.update({ where: { id: family.parent.id }, data: { status: 'active' } });
  try {
    return await refresh();
  } finally {
    await sessions.update({ where: { id: family.parent.id }, data: { status: 'rotated' } });
  }
}

/**
 * The session id of the replacement a just-rotated token may never have delivered (see graceFamily),
 * so that a logout holding the old token also ends the session the member never received. The caller
 * must still check the token's signature (withRotationGrace around validateRefreshToken does).
 */
export async function unusedReplacementOf(strapi: Core.Strapi, refreshToken: unknown): Promise<string | null> {
  return (await graceFamily(strapi, refreshToken))?.child.sessionId ?? null;
}
