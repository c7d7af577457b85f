import { describe, expect, it } from 'vitest';
import { newMember } from './members';
import { apiClient } from './client';

/** The value a Set-Cookie line gives `name`. */
const setCookieValue = (headers: Headers, name: string) =>
  headers.getSetCookie().findLast((line) => line.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);

/** A call to an auth route sent by a browser holding exactly this refresh cookie (the XSRF pair included, no bearer). */
const asBrowserWith = (path: string) => (refresh: string, xsrf: string) =>
  apiClient().call(path, {
    method: 'POST',
    json: {},
    headers: { Cookie: `chispa_refresh=${refresh}; XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
  });

const refreshWith = asBrowserWith('/api/auth/refresh');
const logoutWith = asBrowserWith('/api/auth/logout');

describe('a refresh whose answer was lost', () => {
  it('is answered again with the same new token when retried with the old one, so the member stays signed in', async () => {
    const { client } = await newMember();
    const xsrf = client.cookie('XSRF-TOKEN')!;
    const original = client.cookie('chispa_refresh')!;

    const first = await refreshWith(original, xsrf); // its answer never reaches the phone
    expect(first.status).toBe(200);
    const child = setCookieValue(first.headers, 'chispa_refresh');
    expect(child).toBeTruthy();

    const retried = await refreshWith(original, xsrf);
    expect(retried.status).toBe(200);
    expect(typeof retried.body.jwt).toBe('string');
    expect(setCookieValue(retried.headers, 'chispa_refresh')).toBe(child);
    const me = await apiClient().call('/api/users/me', { token: retried.body.jwt });
    expect(me.status).toBe(200);

    // Twice more: still the same child, never a second branch of the session.
    expect(setCookieValue((await refreshWith(original, xsrf)).headers, 'chispa_refresh')).toBe(child);
  });

  it('is refused once the new token has been used: an old token is not a key for ever', async () => {
    const { client } = await newMember();
    const xsrf = client.cookie('XSRF-TOKEN')!;
    const original = client.cookie('chispa_refresh')!;
    const first = await refreshWith(original, xsrf);
    const child = setCookieValue(first.headers, 'chispa_refresh')!;
    expect((await refreshWith(child, xsrf)).status).toBe(200); // the member did get it, and used it

    const replay = await refreshWith(original, xsrf);
    expect(replay.status).toBe(401);
    expect(setCookieValue(replay.headers, 'chispa_refresh') ?? '').toBe('');
  });

  it('is refused for a forged token that names a just-rotated session', async () => {
    const { client } = await newMember();
    const xsrf = client.cookie('XSRF-TOKEN')!;
    const original = client.cookie('chispa_refresh')!;
    await refreshWith(original, xsrf);
    const [header, payload] = original.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    expect((await refreshWith(forged, xsrf)).status).toBe(401);
    // The genuine old token still gets its grace afterwards: the forged try changed nothing.
    expect((await refreshWith(original, xsrf)).status).toBe(200);
  });
});

describe('a logout right after a refresh whose answer was lost', () => {
  it('also ends the replacement the member never received: neither token works afterwards', async () => {
    const { client } = await newMember();
    const xsrf = client.cookie('XSRF-TOKEN')!;
    const original = client.cookie('chispa_refresh')!;
    const child = setCookieValue((await refreshWith(original, xsrf)).headers, 'chispa_refresh')!; // lost on the way

    const out = await logoutWith(original, xsrf);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });

    expect((await refreshWith(child, xsrf)).status).toBe(401);
    expect((await refreshWith(original, xsrf)).status).toBe(401);
  });

  it('with a forged token naming the rotated session: the replacement lives on', async () => {
    const { client } = await newMember();
    const xsrf = client.cookie('XSRF-TOKEN')!;
    const original = client.cookie('chispa_refresh')!;
    const child = setCookieValue((await refreshWith(original, xsrf)).headers, 'chispa_refresh')!;
    const [header, payload] = original.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;

    await logoutWith(forged, xsrf);
    expect((await refreshWith(child, xsrf)).status).toBe(200);
  });
});
