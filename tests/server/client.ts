import { inject } from 'vitest';
import { randomClientAddress } from '../../scripts/lib/join.mjs';
import { CHALLENGED_PATHS, solvedChallenge } from '../../scripts/lib/proof-of-work.mjs';

export const DEMO = { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' };

/**
 * A tiny cookie-keeping HTTP client for one simulated browser on its own (made-up) network address: the test
 * Strapi trusts one proxy hop (TRUST_PROXY=1), so the last X-Forwarded-For entry is the client, as
 * our own proxy would write it. `address` picks it (null: send no X-Forwarded-For at all); `base` is
 * another server than the shared test one.
 */
export function apiClient({ address = randomClientAddress(), base = inject('strapiUrl') }: { address?: string | null; base?: string } = {}) {
  const cookies = new Map<string, string>();

  async function call(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
    // Like the app's widget, the client solves the anti-robot check of a sign-up or a reset mail,
    // unless the body says what to send (`altcha: …`, or `null` for none).
    if (init.method === 'POST' && CHALLENGED_PATHS.has(path) && init.json && typeof init.json === 'object' && !('altcha' in init.json)) {
      init = { ...init, json: { ...init.json, altcha: await solvedChallenge(base) } };
    } else if (init.json && typeof init.json === 'object' && (init.json as { altcha?: unknown }).altcha === null) {
      const { altcha: _none, ...rest } = init.json as Record<string, unknown>;
      init = { ...init, json: rest };
    }
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (address && !headers.has('X-Forwarded-For')) headers.set('X-Forwarded-For', address);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    let body: any = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text; // Koa answers some refusals (405) in plain text
    }
    return { status: response.status, body, headers: response.headers };
  }

  async function logIn(credentials = DEMO) {
    const { status, body } = await call('/api/auth/local', { method: 'POST', json: { ...credentials, locale: 'es' } });
    if (status !== 200) throw new Error(`login failed with ${status}`);
    return body as { jwt: string; user: { id: number; email: string } };
  }

  return { call, logIn, address, cookie: (name: string) => cookies.get(name) };
}
