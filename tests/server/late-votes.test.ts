// Votes cast offline at the close (issue 52, item 7; shared/spec/decisions.md): a vote the app queued
// before the voting closed counts when the server gets it within 12 hours after the close; the result
// is provisional for those hours, final after them, and only then pushed to the voters. The server's
// day is moved (POST /dev/clock) to moments around one Madrid close, and put back after each test.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushServiceClient } from '../setup/push-service';
import { madridToday, votingClosesAt } from '../../server/src/lib/madrid-time';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';

const PROJECT = 'api::project.project';
const MARK = `CIERRE${Date.now()}`;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let editor: Editor;
let partner: string;
const made: string[] = [];
const guest = apiClient();

/** Moves the server's "now" so that it reads `at` (real time passing on from there). */
async function serverNowAt(at: number) {
  const moved = await guest.call('/dev/clock', { method: 'POST', json: { offsetMs: at - Date.now() } });
  expect(moved.status).toBe(204);
}

/** The most recent Madrid midnight is the close of a voting whose end day is tomorrow. */
const END_DAY = madridToday(Date.now() + DAY);
const CLOSES_AT = votingClosesAt(END_DAY);

/**
 * A published project that closed at the most recent Madrid midnight (CLOSES_AT), made once the
 * server's day is where the test wants it: the results job never sees it final before the test does.
 */
async function projectClosedToday() {
  const saved = await editor.saveDraft(PROJECT, null, {
    name: `${MARK} ${made.length}`,
    location: 'Zaragoza',
    currentstatus: 'published',
    project_type: 'others',
    voting_start: '2020-01-01',
    voting_end: END_DAY,
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
  });
  made.push(saved.documentId);
  const published = await editor.call(`/content-manager/collection-types/${PROJECT}/${saved.documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
  expect(published.status).toBe(200);
  return saved.documentId;
}

/** A vote as the outbox sends it: with the time it was queued (or `queuedAt` as a forger writes it). */
const vote = (member: Member, project: string, queuedAt?: number | string) =>
  member.as('/api/user-project-supports', {
    method: 'POST',
    json: { data: { support: 1, project } },
    headers: queuedAt === undefined ? {} : { 'X-Chispa-Queued-At': String(queuedAt) },
  });
const results = async (project: string) => (await guest.call(`/api/projects/${project}/results`)).body.data;
const listed = async (project: string) => ((await guest.call('/api/project-results')).body.data as { project: string }[]).find((r) => r.project === project);
const campaignRow = async (project: string) =>
  ((await editor.call('/campaign/projects')).body.data as { documentId: string; total: number; positive: number }[]).find((row) => row.documentId === project);

beforeAll(async () => {
  editor = await signInEditor();
  partner = (await guest.call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
}, 60_000);

afterEach(async () => {
  expect((await guest.call('/dev/clock', { method: 'POST', json: { offsetMs: 0 } })).status).toBe(204);
});

afterAll(async () => {
  for (const documentId of made) await editor.remove(PROJECT, documentId);
});

describe('a vote queued before the close, delivered after it', () => {
  it('counts within 12 hours, in the result (provisional until then) and the campaign view; the result push waits for the final result', async () => {
    const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
    const publicKey = (await guest.call('/api/push/key')).body.data.publicKey as string;
    const voter = await newMember();
    const device = await service.subscribe(publicKey);
    const saved = await voter.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics: ['projectResults'], locale: 'es' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const closesAt = CLOSES_AT;
    await serverNowAt(closesAt + HOUR);
    const id = await projectClosedToday();
    const counted = await vote(voter, id, closesAt - 10 * MINUTE);
    expect(counted.status, JSON.stringify(counted.body)).toBe(201);
    expect(await results(id)).toMatchObject({ counts: { positive: 1, negative: 0 }, total: 1, final: false, provisional: true });
    expect(await listed(id)).toMatchObject({ total: 1, final: false, provisional: true });
    expect(await campaignRow(id)).toMatchObject({ total: 1, positive: 1 });
    // The results job passes every second: in the provisional hours it tells no one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await service.messages(device.clientHash)).toEqual([]);

    await serverNowAt(closesAt + 12 * HOUR + MINUTE);
    expect(await results(id)).toMatchObject({ total: 1, final: true, provisional: false });
    const pushedUrls = async () => (await service.messages(device.clientHash)).map((m) => (JSON.parse(m) as { url: string }).url);
    await expect.poll(pushedUrls, { timeout: 15_000 }).toEqual([`/projects/${id}`]);
    // Sent again (its answer lost), it is the same vote.
    const replay = await vote(voter, id, closesAt - 10 * MINUTE);
    expect(replay.status).toBe(200);
    expect(replay.body.data.documentId).toBe(counted.body.data.documentId);
  });

  it('is refused with vote.arrivedTooLate past the 12 hours, and counts nowhere', async () => {
    const member = await newMember();
    const closesAt = CLOSES_AT;
    await serverNowAt(closesAt + 12 * HOUR + MINUTE);
    const id = await projectClosedToday();
    const refused = await vote(member, id, closesAt - 10 * MINUTE);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('vote.arrivedTooLate');
    expect((await member.as('/api/user-project-supports')).body.data).toEqual([]);
    expect(await results(id)).toMatchObject({ total: 0, final: true });
  });

  it('is refused as voting closed when its queued time cannot be true: none, in the future, after the close, before the voting opened, or not a time', async () => {
    const closesAt = CLOSES_AT;
    const arrival = closesAt + HOUR;
    const forgeries = [undefined, arrival + HOUR, closesAt + MINUTE, Date.parse('2019-12-31T12:00:00Z'), 'yesterday', `${closesAt - MINUTE}.5`, -1];
    const members = [];
    for (const _forgery of forgeries) members.push(await newMember());
    await serverNowAt(arrival);
    const id = await projectClosedToday();
    for (const [i, queuedAt] of forgeries.entries()) {
      const member = members[i]!;
      const refused = await vote(member, id, queuedAt);
      expect(refused.status, `queued at ${queuedAt}`).toBe(409);
      expect(refused.body.error.details.code).toBe('vote.votingClosed');
      expect((await member.as('/api/user-project-supports')).body.data).toEqual([]);
    }
    expect(await results(id)).toMatchObject({ total: 0, provisional: true });
  });
});
