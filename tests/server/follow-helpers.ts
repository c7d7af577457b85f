import { expect } from 'vitest';
import { apiClient } from './client';
import type { Editor } from './editor';
import type { Member } from './members';
import { seededProjects } from './members';

export const PROJECT = 'api::project.project';
export const REWARD = 'api::reward.reward';
/** Ends today (Madrid): voting closed at the start of yesterday, so its result is final, and recent enough to be news. */
export const CLOSED = { voting_start: '2020-01-01', voting_end: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()) };
const OPEN = { voting_start: '2020-01-01', voting_end: '2099-01-01' };

export type InboxEntry = { id: number; kind: string; topic: string; url: string; createdAt: string; readAt: string | null; params: Record<string, unknown> };

/** The partner every test project hangs from (the seeded Huertos project's). */
export async function seededPartner() {
  return (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId as string;
}

export async function publish(editor: Editor, uid: string, documentId: string) {
  const published = await editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** A new project open to votes, as a draft (`published` false) or published; `extra` adds fields (a reward). */
export async function openProject(editor: Editor, partner: string, name: string, { published = true, extra = {} }: { published?: boolean; extra?: Record<string, unknown> } = {}) {
  const saved = await editor.saveDraft(PROJECT, null, {
    name,
    location: 'Teruel',
    currentstatus: 'published',
    project_type: 'others',
    ...OPEN,
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
    ...extra,
  });
  if (published) await publish(editor, PROJECT, saved.documentId);
  return saved.documentId;
}

/** The editor closes the voting (its end moved into the past) and republishes. */
export async function closeVoting(editor: Editor, documentId: string) {
  await editor.saveDraft(PROJECT, documentId, CLOSED);
  await publish(editor, PROJECT, documentId);
}

export const vote = (member: Member, project: string, headers: Record<string, string> = {}) =>
  member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } }, headers });
export const follow = (member: Member, project: string, following: boolean) => member.as(`/api/follows/${project}`, { method: 'PUT', json: { following } });
export const followOf = async (member: Member, project: string) => {
  const answer = await member.as(`/api/follows/${project}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { project: string; following: boolean; source: 'vote' | 'manual' | null };
};

/** The member's inbox entries (the first page of 50). */
export const inbox = async (member: Member): Promise<InboxEntry[]> => {
  const answer = await member.as('/api/inbox?pageSize=50');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as InboxEntry[];
};
export const entriesAbout = async (member: Member, key: string, url: string) => (await inbox(member)).filter((entry) => entry.kind === key && entry.url === url);

/** Waits until `check` answers true (for hooks, where expect.poll is not allowed); throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
