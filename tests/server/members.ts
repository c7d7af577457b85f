import { inject } from 'vitest';
import { apiClient } from './client';
import { joinAsNewMember, mailedLink as mailedLinkAt, registrationBody } from '../../scripts/lib/join.mjs';

export type Member = Awaited<ReturnType<typeof newMember>>;

/** The newest link the development mailbox holds for an address. */
export const mailedLink = (email: string): Promise<string> => mailedLinkAt(inject('strapiUrl'), email);

export const registration = (email: string, extra: Record<string, unknown> = {}) => registrationBody(email, extra);

/** A real member, made the way people join, logged in: their client (cookies kept), token and profile. */
export async function newMember(extra: Record<string, unknown> = {}) {
  const client = apiClient();
  const { email, password } = await joinAsNewMember(inject('strapiUrl'), extra);
  const { jwt, user } = await client.logIn({ identifier: email, password });
  const as = (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token: jwt });
  return { client, jwt, user, email, password, as };
}

/**
 * A member who joins with a chosen address (the registration form, the set-password mail, sign-in),
 * as newMember does with a made-up one; `extra` adds registration fields (a gift link's token, say).
 */
export async function memberAt(email: string, extra: Record<string, unknown> = {}) {
  const client = apiClient();
  const joined = await client.call('/api/auth/local/register', { method: 'POST', json: registration(email, extra) });
  if (joined.status !== 200) throw new Error(`registration of ${email}: ${joined.status} ${JSON.stringify(joined.body)}`);
  const code = new URL(await mailedLink(email)).searchParams.get('code');
  const password = 'member-pass-2026';
  const set = await client.call('/api/auth/reset-password', { method: 'POST', json: { code, password, passwordConfirmation: password } });
  if (set.status !== 200) throw new Error(`set-password of ${email}: ${set.status} ${JSON.stringify(set.body)}`);
  const { jwt, user } = await client.logIn({ identifier: email, password });
  const as = (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token: jwt });
  return { client, jwt, user, email, password, as };
}

/** Pays a gift of Premium for `to` on the local checkout, as `giver`. */
export async function giveGift(giver: Member, to: string) {
  const started = await giver.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: to } });
  if (started.status !== 201) throw new Error(`gift checkout: ${started.status} ${JSON.stringify(started.body)}`);
  const paid = await giver.client.call(`${new URL(started.body.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`gift payment: ${paid.status}`);
}

export type Project = { documentId: string; name: string; subtitle?: string | null; currentstatus: string; project_type: string; voting_end?: string; reward?: { documentId: string; cost: number } | null };

/** The seeded projects, by their Spanish name's first word (Huertos, Comedor, Bibliotecas, Limpieza, Rutas, …). */
export async function seededProjects(): Promise<Record<string, Project>> {
  const { body } = await apiClient().call('/api/projects?populate=all&locale=es');
  return Object.fromEntries((body.data as Project[]).map((p) => [p.name.split(' ')[0]!, p]));
}

export async function balanceOf(member: Member): Promise<number> {
  const { body } = await member.as('/api/did-records');
  return body.meta.balance;
}

export type KeptMail = { to: string; subject: string; text: string; links: string[] };

/** Every mail the development mailbox holds for an address, newest first. */
export async function mailsTo(email: string): Promise<KeptMail[]> {
  const { data } = await (await fetch(new URL('/dev/mailbox.json', inject('strapiUrl')))).json();
  return (data as KeptMail[]).filter((mail) => mail.to === email.toLowerCase());
}
