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
