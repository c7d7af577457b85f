import type { OutboxEntry, OutboxKind } from './db';
import { XSRF_HEADER } from './token-refresh';

/** How each kind of entry goes over the wire (spec §7). */
const REQUESTS: Record<OutboxKind, (payload: Record<string, unknown>) => { path: string; body: unknown }> = {
  vote: (payload) => ({ path: 'user-project-supports', body: { data: payload } }),
  participation: (payload) => ({ path: 'participations', body: payload }),
  formParticipation: (payload) => ({ path: 'form-participations', body: payload }),
};

export type Answer = { status: number; body: unknown };

/**
 * Sends one entry with a bearer token; its id travels as the Idempotency-Key and the member's
 * language of the moment they acted as the locale. Throws when offline.
 */
export async function sendEntry(entry: OutboxEntry, token: string, xsrf?: string, origin = globalThis.location.origin): Promise<Answer> {
  const { path, body } = REQUESTS[entry.kind](entry.payload);
  const url = new URL(`/api/${path}`, origin);
  const locale = entry.locale ?? entry.payload.locale;
  if (typeof locale === 'string') url.searchParams.set('locale', locale);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': entry.id,
      ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}),
    },
    body: JSON.stringify(body),
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // an empty or non-JSON body: the status says enough
  }
  return { status: response.status, body: json };
}
