import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { apiClient } from './client';

export type Member = Awaited<ReturnType<typeof newMember>>;

/** The newest link the development mailbox holds for an address. */
export async function mailedLink(email: string): Promise<string> {
  const response = await fetch(`${inject('strapiUrl')}/dev/mailbox.json`);
  const { data } = (await response.json()) as { data: { to: string; links: string[] }[] };
  const mail = data.find((m) => m.to === email.toLowerCase());
  if (!mail?.links[0]) throw new Error(`no mail with a link for ${email}`);
  return mail.links[0];
}

export const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  username: email,
  password: `generated-${randomUUID()}`,
  userType: 'default',
  giftToken: null,
  locale: 'es',
  firstName: 'Test',
  lastName: 'Member',
  referenceCode: null,
  privacyPolicy: true,
  termsAgreement: true,
  ...extra,
});

/**
 * A real member, made the way people join: register, follow the mailed link to set a password,
 * log in. Returns their client (cookies kept), token and profile.
 */
export async function newMember(extra: Record<string, unknown> = {}) {
  const client = apiClient();
  const email = `member-${randomUUID()}@chispa.test`;
  const registered = await client.call('/api/auth/local/register', { method: 'POST', json: registration(email, extra) });
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const code = new URL(await mailedLink(email)).searchParams.get('code')!;
  const password = 'member-pass-2026';
  const reset = await client.call('/api/auth/reset-password', { method: 'POST', json: { code, password, passwordConfirmation: password } });
  if (reset.status !== 200) throw new Error(`setting the password failed: ${JSON.stringify(reset.body)}`);
  const { jwt, user } = await client.logIn({ identifier: email, password });
  const as = (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token: jwt });
  return { client, jwt, user, email, password, as };
}

export type Project = { documentId: string; name: string; currentstatus: string; project_type: string; voting_end?: string; reward?: { documentId: string; cost: number } | null };

/** The seeded projects, by their Spanish name's first word (Huertos, Comedor, Bibliotecas, Limpieza, Rutas, …). */
export async function seededProjects(): Promise<Record<string, Project>> {
  const { body } = await apiClient().call('/api/projects?populate=all&locale=es');
  return Object.fromEntries((body.data as Project[]).map((p) => [p.name.split(' ')[0]!, p]));
}

export async function balanceOf(member: Member): Promise<number> {
  const { body } = await member.as('/api/did-records');
  return body.meta.balance;
}
