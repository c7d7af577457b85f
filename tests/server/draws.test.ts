import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { drawWinners } from '../../server/src/lib/draws/algorithm';
import { BEACON_MARGIN_MS, beaconConfig, beaconRandomness, roundFor, roundTime } from '../../server/src/lib/draws/beacon';
import { randomClientAddress } from '../../scripts/lib/join.mjs';
import { recomputeWinners, verifyDraw, verifySource } from '../../scripts/verify-draw.mjs';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { mailsTo, newMember, seededProjects, type Member } from './members';
import { pushServiceClient, type PushServiceSubscription } from '../setup/push-service';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type PublicDraw = {
  rewardId: string;
  status: 'committed' | 'frozen' | 'drawn';
  prizes: number;
  commitment: string;
  seed: string | null;
  tickets: string[] | null;
  ticketCount: number | null;
  ticketsUrl: string | null;
  ticketsHash: string | null;
  winningTickets: number[] | null;
  beacon: null;
};
type MemberDraw = { pseudonym: string; entered: boolean; tickets: number[] | null; result: string };

const publicDraw = async (rewardId: string) => {
  const { status, body } = await apiClient().call(`/api/draws/${rewardId}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as PublicDraw;
};
const memberDraw = async (member: Member, rewardId: string) => {
  const { status, body } = await member.as(`/api/draws/${rewardId}/mine`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as MemberDraw;
};
const drawn = async (rewardId: string) => {
  await expect.poll(async () => (await publicDraw(rewardId)).status, { timeout: 25_000, interval: 500 }).toBe('drawn');
  return publicDraw(rewardId);
};
/** A draw's ticket list as a verifier downloads it: plain text, read raw. */
const download = (path: string, headers: Record<string, string> = {}) => fetch(`${inject('strapiUrl')}${path}`, { headers: { 'X-Forwarded-For': randomClientAddress(), ...headers } });

const REWARD = 'api::reward.reward';
const PROJECT = 'api::project.project';
const MARK = `SORTEO${Date.now()}`;
let editor: Editor;
let project: string;
let partner: string;
const made: string[] = [];
const madeProjects: string[] = [];

/** A published reward of a new project, open now and closing `closesInMs` from now (its draw then). */
async function rewardClosingIn(closesInMs: number, prizes: number, extra: Record<string, unknown> = {}) {
  const saved = await editor.saveDraft(REWARD, null, {
    title: `${MARK} premio ${made.length}`,
    cost: 1,
    prizes,
    start_date: '2020-01-01T00:00:00.000Z',
    end_date: new Date(Date.now() + closesInMs).toISOString(),
    ...extra,
  });
  made.push(saved.documentId);
  return saved.documentId;
}
const publish = async (uid: string, documentId: string) =>
  expect((await editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);

/** A new project, open to votes, whose reward is `reward`. */
async function projectWith(reward: string, type: 'humans' | 'form', partner: string) {
  const saved = await editor.saveDraft(PROJECT, null, {
    name: `${MARK} proyecto ${type}`,
    location: 'Valencia',
    currentstatus: 'published',
    project_type: type,
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
    reward: { connect: [{ documentId: reward, locale: 'es' }] },
  });
  return saved.documentId;
}

const enter = (member: Member, rewardId: string, amount: number) =>
  member.as('/api/participations', { method: 'POST', json: { rewardId, amount, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });

let withEntries: string;
let withForms: string;
let formProject: string;
let withoutEntries: string;
let unpublished: string;
let members: Member[];
/** Each member's phone, subscribed to draw results before the draw. */
let devices: PushServiceSubscription[];
const pushService = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
let before: PublicDraw;
let ticketsBeforeFreeze: number;
let mineBefore: MemberDraw[];
/** The draw as an editor reads it in the admin panel while entries are open: its list row and its page. */
let adminBefore: { row: Record<string, unknown>; page: Record<string, unknown> };

/** The draw of a reward as the admin panel's content manager shows it to an editor. */
async function adminDraw(rewardId: string) {
  const list = await editor.call(`/content-manager/collection-types/api::draw.draw?page=1&pageSize=10&filters[$and][0][rewardDocumentId][$eq]=${rewardId}`);
  expect(list.status).toBe(200);
  expect(list.body.results).toHaveLength(1);
  const page = await editor.call(`/content-manager/collection-types/api::draw.draw/${list.body.results[0].documentId}`);
  expect(page.status).toBe(200);
  return { row: list.body.results[0] as Record<string, unknown>, page: page.body.data as Record<string, unknown> };
}

beforeAll(async () => {
  editor = await signInEditor();
  partner = (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
  withEntries = await rewardClosingIn(15_000, 2);
  withForms = await rewardClosingIn(15_000, 1);
  withoutEntries = await rewardClosingIn(2000, 1);
  unpublished = await rewardClosingIn(2000, 1);
  project = await projectWith(withEntries, 'humans', partner);
  await publish(PROJECT, project);
  await publish(REWARD, withEntries);
  formProject = await projectWith(withForms, 'form', partner);
  await publish(PROJECT, formProject);
  await publish(REWARD, withForms);
  await publish(REWARD, withoutEntries);

  members = await Promise.all([newMember(), newMember(), newMember(), newMember()]);
  const { publicKey } = (await apiClient().call('/api/push/key')).body.data as { publicKey: string };
  devices = [];
  for (const member of members) {
    const device = await pushService.subscribe(publicKey);
    const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics: ['drawResults'], locale: 'es' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    devices.push(device);
  }
  for (const member of members) {
    const vote = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } } });
    expect(vote.status, JSON.stringify(vote.body)).toBe(201);
  }
  before = await publicDraw(withEntries);
  ticketsBeforeFreeze = (await download(`/api/draws/${withEntries}/tickets`)).status;
  adminBefore = await adminDraw(withEntries);
  // Tickets: the first member 2 + 1 (two entries), the second 3, the third 1; the fourth does not enter.
  for (const [member, amount] of [
    [members[0]!, 2],
    [members[1]!, 3],
    [members[2]!, 1],
    [members[0]!, 1],
  ] as const) {
    const entered = await enter(member, withEntries, amount);
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  }
  mineBefore = await Promise.all(members.map((member) => memberDraw(member, withEntries)));
  for (const member of members.slice(0, 2)) {
    const signUp = await member.as('/api/form-participations', {
      method: 'POST',
      json: { rewardId: withForms, city: 'Lugo', phone: '+34 600 000 000', option: 1, legal: true, acceptPolicy: true, locale: 'es' },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  if (!editor) return;
  if (project) await editor.remove(PROJECT, project);
  if (formProject) await editor.remove(PROJECT, formProject);
  for (const other of madeProjects) await editor.remove(PROJECT, other);
  for (const reward of made) await editor.remove(REWARD, reward);
});

describe('a reward’s draw', () => {
  it('shows only its commitment while entries are open', () => {
    expect(before).toMatchObject({ rewardId: withEntries, status: 'committed', prizes: 2, seed: null, tickets: null, winningTickets: null });
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(before)).not.toMatch(/pseudonymKey|winners/);
    expect(mineBefore.map((mine) => [mine.entered, mine.result, mine.tickets])).toEqual([
      [true, 'pending', null],
      [true, 'pending', null],
      [true, 'pending', null],
      [false, 'pending', null],
    ]);
  });

  it('keeps its seed and its pseudonym key out of the admin panel before the draw: editors see the stage and the commitment', async () => {
    for (const shown of [adminBefore.row, adminBefore.page]) {
      expect(shown).toMatchObject({ stage: 'committed', commitment: before.commitment });
      expect(shown.seed ?? null).toBeNull();
      expect(shown).not.toHaveProperty('pseudonymKey');
      // No other secret-sized value either, under whatever name.
      const hex = JSON.stringify(shown).match(/[0-9a-f]{64}/g) ?? [];
      expect(hex.filter((value) => value !== before.commitment)).toEqual([]);
    }
    const after = await drawn(withEntries);
    const { page } = await adminDraw(withEntries);
    expect(page).toMatchObject({ stage: 'drawn', seed: after.seed, commitment: before.commitment });
    expect(page).not.toHaveProperty('pseudonymKey');
  });

  it('reveals the committed seed, the pseudonymous tickets and winners anyone can recompute', async () => {
    const after = await drawn(withEntries);
    expect(after.commitment).toBe(before.commitment);
    expect(sha256(after.seed!)).toBe(before.commitment);
    expect(after.ticketsHash).toBe(sha256(after.tickets!.join('\n')));
    expect(verifyDraw(after).problems).toEqual([]);
    // Pseudonyms only: no member's id, e-mail or name is in the list.
    const text = JSON.stringify(after);
    for (const member of members) {
      expect(text).not.toContain(member.email);
      expect(after.tickets).not.toContain(String(member.user.id));
    }
  });

  it('publishes its ticket list as a download whose hash is ticketsHash, which verify-draw streams and checks', async () => {
    expect(before).toMatchObject({ ticketCount: null, ticketsUrl: null, ticketsHash: null });
    expect(ticketsBeforeFreeze).toBe(404);
    const after = await drawn(withEntries);
    expect(after).toMatchObject({ ticketCount: 7, ticketsUrl: `/api/draws/${withEntries}/tickets` });
    const response = await download(after.ticketsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(sha256(text)).toBe(after.ticketsHash);
    expect(text.split('\n')).toEqual(after.tickets);
    expect((await download(after.ticketsUrl!, { 'If-None-Match': response.headers.get('etag')! })).status).toBe(304);

    // A verifier with the draw's answer (no list in it, as a big draw's) downloads the list itself.
    const dir = mkdtempSync(join(tmpdir(), 'draw-'));
    try {
      const saved = join(dir, 'draw.json');
      writeFileSync(saved, JSON.stringify({ data: { ...after, tickets: null, ticketsUrl: `${inject('strapiUrl')}${after.ticketsUrl}` } }));
      const quiet = { log: () => {}, error: () => {} };
      expect(await verifySource(saved, undefined, quiet)).toBe(0);
      const lines = text.split('\n');
      const at = lines.findIndex((holder, i) => holder !== lines[i + 1]);
      [lines[at], lines[at + 1]] = [lines[at + 1]!, lines[at]!];
      writeFileSync(join(dir, 'tampered.txt'), lines.join('\n'));
      expect(await verifySource(saved, join(dir, 'tampered.txt'), quiet)).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives each entry its tickets, none counted twice', async () => {
    const after = await drawn(withEntries);
    expect(after.tickets).toHaveLength(7);
    const mine = await Promise.all(members.map((member) => memberDraw(member, withEntries)));
    expect(mine.map((m) => m.tickets!.length)).toEqual([3, 3, 1, 0]);
    expect(new Set(mine.map((m) => m.pseudonym)).size).toBe(4);
    const numbers = mine.flatMap((m) => m.tickets!);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const m of mine) for (const n of m.tickets!) expect(after.tickets![n - 1]).toBe(m.pseudonym);
  });

  it('draws as many different winners as it has prizes, and tells them', async () => {
    const after = await drawn(withEntries);
    expect(after.winningTickets).toHaveLength(2);
    const holders = after.winningTickets!.map((n) => after.tickets![n - 1]);
    expect(new Set(holders).size).toBe(2);
    const mine = await Promise.all(members.map((member) => memberDraw(member, withEntries)));
    expect(mine.filter((m) => m.result === 'won').map((m) => m.pseudonym).sort()).toEqual([...holders].sort());
    expect(mine.filter((m) => m.result === 'lost')).toHaveLength(1);
    expect(mine[3]!.result).toBe('notEntered');
    for (const [index, m] of mine.entries()) {
      const mails = (await mailsTo(members[index]!.email)).filter((mail) => mail.subject.includes(`${MARK} premio 0`));
      expect(mails.map((mail) => mail.subject)).toEqual(m.result === 'won' ? [`Has ganado el sorteo «${MARK} premio 0»`] : []);
    }
    // The DIDs history says it beside each entry.
    for (const [index, m] of mine.slice(0, 3).entries()) {
      const { body } = await members[index]!.as('/api/did-records?locale=es');
      const entries = body.data.filter((r: { reason: string; subject: { documentId: string } }) => r.reason === 'participation' && r.subject.documentId === withEntries);
      expect(entries.length).toBeGreaterThan(0);
      for (const record of entries) expect(record.draw).toBe(m.result);
    }
  });

  it('tells each ticket holder’s phone whether they won, once, read from the frozen ticket list, and a follower of the project who did not enter that it took place', async () => {
    const after = await drawn(withEntries);
    const mine = await Promise.all(members.map((member) => memberDraw(member, withEntries)));
    const title = `${MARK} premio 0`;
    const heard = async (device: PushServiceSubscription) =>
      (await pushService.messages(device.clientHash)).map((message) => JSON.parse(message) as { title: string; body: string; url: string }).filter((m) => m.body.includes(title));
    for (const [index, m] of mine.slice(0, 3).entries()) {
      const expected = m.result === 'won' ? '¡Has ganado el sorteo!' : 'Resultado del sorteo';
      await expect.poll(async () => (await heard(devices[index]!)).map((n) => [n.title, n.url]), { timeout: 10_000 }).toEqual([[expected, `/rewards/${withEntries}`]]);
    }
    expect(after.winningTickets).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const device of devices.slice(0, 3)) expect(await heard(device)).toHaveLength(1);
    expect(mine[3]!.result).toBe('notEntered');
    // The fourth member voted on the project (so follows it) without entering (docs/decisions/following/who-hears-a-draw.md).
    await expect.poll(async () => (await heard(devices[3]!)).map((n) => [n.title, n.url]), { timeout: 10_000 }).toEqual([['Sorteo realizado', `/rewards/${withEntries}`]]);
  });

  it('gives each form sign-up one ticket', async () => {
    const after = await drawn(withForms);
    expect(after.tickets).toHaveLength(2);
    const mine = await Promise.all(members.slice(0, 2).map((member) => memberDraw(member, withForms)));
    expect(mine.map((m) => m.tickets)).toEqual([[expect.any(Number)], [expect.any(Number)]]);
    expect(after.winningTickets).toHaveLength(1);
    expect(verifyDraw(after).problems).toEqual([]);
  });

  it('shows editors the winners to deliver the prizes, and lets nobody change the draw in the admin', async () => {
    await drawn(withEntries);
    const list = await editor.call(`/content-manager/collection-types/api::draw.draw?page=1&pageSize=10&filters[$and][0][rewardDocumentId][$eq]=${withEntries}`);
    expect(list.status).toBe(200);
    expect(list.body.results).toHaveLength(1);
    const path = `/content-manager/collection-types/api::draw.draw/${list.body.results[0].documentId}`;
    const { body } = await editor.call(path);
    const mine = await Promise.all(members.map((member) => memberDraw(member, withEntries)));
    const winners = members.filter((_, index) => mine[index]!.result === 'won');
    const lines = (body.data.winnersContact as string).split('\n');
    expect(lines).toHaveLength(2);
    for (const winner of winners) expect(lines.filter((line) => line.endsWith(`<${winner.email}>`))).toHaveLength(1);
    expect(body.data).toMatchObject({ stage: 'drawn', winnerMailsSent: 2 });
    const before = await publicDraw(withEntries);
    for (const [method, json] of [
      ['PUT', { seed: 'f'.repeat(64), winnersContact: 'someone <someone@example.org>' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await editor.call(path, { method, json });
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    }
    const created = await editor.call('/content-manager/collection-types/api::draw.draw', { method: 'POST', json: { rewardDocumentId: 'x'.repeat(24), commitment: 'a', seed: 'b' } });
    expect(created.status).toBe(403);
    expect(await publicDraw(withEntries)).toEqual(before);
  });

  it('draws once: later passes of the scheduler leave the result as it is', async () => {
    const first = await drawn(withEntries);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await publicDraw(withEntries)).toEqual(first);
  });

  it('says so when nobody entered', async () => {
    const after = await drawn(withoutEntries);
    expect(after).toMatchObject({ tickets: [], ticketCount: 0, winningTickets: [] });
    expect(await (await download(after.ticketsUrl!)).text()).toBe('');
    expect(verifyDraw(after).problems).toEqual([]);
  });

  it('keeps an unpublished reward’s draw unseen, and its member view signed in', async () => {
    expect((await apiClient().call(`/api/draws/${unpublished}`)).status).toBe(404);
    expect((await download(`/api/draws/${unpublished}/tickets`)).status).toBe(404);
    expect([401, 403]).toContain((await apiClient().call(`/api/draws/${withEntries}/mine`)).status);
    const bad = await apiClient().call('/api/draws/..%2F..%2Fusers');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.code).toBe('validation.invalid');
  });
});

describe('entries to a draw that is no longer open', () => {
  it('are refused with their own code and cost nothing, even after an editor moves the end date later', async () => {
    const dids = await rewardClosingIn(2500, 1);
    const form = await rewardClosingIn(2500, 1);
    const didsProject = await projectWith(dids, 'humans', partner);
    const signUpProject = await projectWith(form, 'form', partner);
    madeProjects.push(didsProject, signUpProject);
    for (const [uid, documentId] of [[PROJECT, didsProject], [PROJECT, signUpProject], [REWARD, dids], [REWARD, form]] as const) await publish(uid, documentId);
    const member = await newMember();
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: didsProject } } })).status).toBe(201);
    await drawn(dids);
    await drawn(form);
    // The editor moves the end dates a day later: the reward's dates are open again, its draw is not.
    for (const reward of [dids, form]) {
      await editor.saveDraft(REWARD, reward, { end_date: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() });
      await publish(REWARD, reward);
    }
    const balance = (await member.as('/api/did-records')).body.meta.balance;
    const entry = await enter(member, dids, 1);
    expect(entry.status, JSON.stringify(entry.body)).toBe(409);
    expect(entry.body.error.details.code).toBe('rewardParticipation.errors.drawClosed');
    const batch = await member.as('/api/participations/batch', { method: 'POST', json: { entries: [{ key: randomUUID(), body: { rewardId: dids, amount: 1, locale: 'es' } }] } });
    expect(batch.status).toBe(200);
    expect(batch.body.data[0]).toMatchObject({ status: 409, body: { error: { details: { code: 'rewardParticipation.errors.drawClosed' } } } });
    const signUp = await member.as('/api/form-participations', {
      method: 'POST',
      json: { rewardId: form, city: 'Lugo', phone: '+34 600 000 000', option: 1, legal: true, acceptPolicy: true, locale: 'es' },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(409);
    expect(signUp.body.error.details.code).toBe('rewardParticipation.errors.drawClosed');
    expect((await member.as('/api/did-records')).body.meta.balance).toBe(balance);
    expect((await member.as(`/api/participations?documentId=${dids}`)).body.data).toEqual([]);
    expect((await member.as(`/api/form-participations?documentId=${form}`)).body.data).toEqual([]);
  });
});

describe('the draw algorithm', () => {
  const random = (tickets: number, holders: number) => ({
    seed: randomBytes(32).toString('hex'),
    tickets: Array.from({ length: tickets }, () => `h${Math.floor(Math.random() * holders)}`),
    beaconRandomness: Math.random() < 0.5 ? randomBytes(32).toString('hex') : null,
    prizes: 1 + Math.floor(Math.random() * 4),
  });

  it('is deterministic, and the observers’ script finds what the server found', () => {
    for (let i = 0; i < 200; i += 1) {
      const input = random(Math.floor(Math.random() * 40), 1 + Math.floor(Math.random() * 10));
      const server = drawWinners(input);
      expect(drawWinners(input)).toEqual(server);
      expect(recomputeWinners(input)).toEqual(server);
      expect(server.length).toBe(Math.min(input.prizes, new Set(input.tickets).size));
      expect(new Set(server.map((n) => input.tickets[n - 1])).size).toBe(server.length);
    }
  });

  it('changes with the seed, with the ticket list and with the beacon', () => {
    const input = { seed: 'a'.repeat(64), tickets: Array.from({ length: 500 }, (_, i) => `h${i}`), beaconRandomness: null, prizes: 3 };
    const base = drawWinners(input);
    expect(drawWinners({ ...input, seed: 'b'.repeat(64) })).not.toEqual(base);
    expect(drawWinners({ ...input, tickets: [...input.tickets, 'extra'] })).not.toEqual(base);
    expect(drawWinners({ ...input, beaconRandomness: 'c'.repeat(64) })).not.toEqual(base);
  });
});

describe('the public randomness beacon (drand’s HTTP API)', () => {
  it('fixes the first round out after the draw date and its margin', () => {
    const config = beaconConfig({ DRAW_BEACON_URL: 'http://beacon.test/chain/', DRAW_BEACON_GENESIS: '1000', DRAW_BEACON_PERIOD: '3' })!;
    expect(config.url).toBe('http://beacon.test/chain');
    const drawAt = new Date(1030 * 1000 - BEACON_MARGIN_MS);
    expect(roundFor(config, drawAt)).toBe(11);
    expect(roundTime(config, 11).getTime()).toBe(1030 * 1000);
    expect(roundFor(config, new Date(drawAt.getTime() + 1))).toBe(12);
    expect(beaconConfig({})).toBeNull();
    expect(() => beaconConfig({ DRAW_BEACON_URL: 'http://beacon.test' })).toThrow(/DRAW_BEACON_GENESIS/);
  });

  it('reads a round’s randomness once it is out, and nothing from a wrong or missing answer', async () => {
    const randomness = 'ab'.repeat(32);
    const beacon = createServer((request, response) => {
      const answers: Record<string, [number, unknown]> = {
        '/public/11': [200, { round: 11, randomness, signature: 'ff' }],
        '/public/12': [425, { error: 'too early' }],
        '/public/13': [200, { round: 14, randomness }],
        '/public/15': [200, { round: 15, randomness: '<script>' }],
      };
      const [status, body] = answers[request.url!] ?? [404, {}];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => beacon.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(beacon.address() as AddressInfo).port}`;
    try {
      expect(await beaconRandomness(url, 11)).toBe(randomness);
      for (const round of [12, 13, 15, 99]) expect(await beaconRandomness(url, round)).toBeNull();
    } finally {
      beacon.close();
    }
    expect(await beaconRandomness(url, 11)).toBeNull(); // unreachable: the draw waits
  });
});
