// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberKeyPlugin, memberOfRequest } from './member-key-plugin';

const base64url = (value: unknown) => btoa(typeof value === 'string' ? value : JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: unknown) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;
const readFor = (authorization?: string) =>
  new Request('http://chispa.test/api/inbox?page=1&pageSize=20&locale=es', { headers: authorization ? { Authorization: authorization } : {} });
const keyOf = async (request: Request) => memberKeyPlugin.cacheKeyWillBeUsed!({ request, mode: 'read', event: {} as ExtendableEvent, state: {} });

describe("the member's own data in the worker's cache", () => {
  it('is kept under the member its token names', async () => {
    expect(memberOfRequest(readFor(`Bearer ${token({ type: 'access', userId: 42, sessionId: 's' })}`))).toBe('42');
    expect(await keyOf(readFor(`Bearer ${token({ userId: 42 })}`))).toBe('http://chispa.test/api/inbox?page=1&pageSize=20&locale=es&__member=42');
  });

  it('is never one member’s answer read for another on the same device', async () => {
    const [a, b] = await Promise.all([keyOf(readFor(`Bearer ${token({ userId: 1 })}`)), keyOf(readFor(`Bearer ${token({ userId: 2 })}`))]);
    expect(a).not.toBe(b);
  });

  it('matches nothing a member stored when the request carries no token, or one that does not read', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer a.${base64url('{oops')}.c`, `Bearer ${token({ userId: null })}`, 'Basic abc']) {
      expect(memberOfRequest(readFor(authorization)), authorization).toBeNull();
      expect(await keyOf(readFor(authorization))).toContain('__member=none');
    }
  });
});
