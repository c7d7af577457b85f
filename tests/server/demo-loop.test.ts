// Issue 52, item 8: the development demo shows the whole campaign. Its closed projects carry the votes
// of demo voters who cannot sign in, and the result a member reads, the campaign view and its CSV all
// count the same votes.
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS } from '../../server/src/seed/content/projects';
import { PAST_DRAW, VOTE_HISTORY, demoVoterEmail } from '../../server/src/seed/content/vote-history';
import { madridToday, votingClosesAt } from '../../server/src/lib/madrid-time';
import { parseCsv } from './campaign-helpers';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';

type Listed = {
  documentId: string;
  name: string;
  project_type: string;
  voting_start: string;
  voting_end: string;
  option1_label: string | null;
  option2_label: string | null;
  reward: { documentId: string; end_date: string } | null;
};
type Result = { project: string; kind: string; counts: { positive: number; negative: number }; shares: { positive: number; negative: number }; total: number; final: boolean; provisional: boolean };

const guest = apiClient();
let editor: Editor;
/** The demo's closed projects, by their seed key, as the public API lists them. */
const closed = new Map<string, Listed>();

beforeAll(async () => {
  editor = await signInEditor();
  const { body } = await guest.call('/api/projects?locale=es&populate=reward&pagination[pageSize]=100');
  for (const seed of PROJECTS.filter((p) => VOTE_HISTORY[p.key])) {
    const listed = (body.data as Listed[]).find((p) => p.name === seed.es.name);
    if (listed) closed.set(seed.key, listed);
  }
}, 60_000);

describe('the demo’s closed projects', () => {
  it('are all there, each with a final result of the votes its history gave it, never 0 %', async () => {
    expect([...closed.keys()].sort()).toEqual(Object.keys(VOTE_HISTORY).sort());
    for (const [key, project] of closed) {
      const { votes, positive } = VOTE_HISTORY[key]!;
      const { status, body } = await guest.call(`/api/projects/${project.documentId}/results`);
      expect(status, key).toBe(200);
      const result = body.data as Result;
      expect(result, key).toMatchObject({ counts: { positive, negative: votes - positive }, total: votes, final: true, provisional: false });
      expect(result.shares.positive, key).toBeGreaterThan(0);
      expect(result.shares.negative, key).toBeGreaterThan(0);
    }
  });

  it('show the same results on the cards (the home’s and the lists’ one read)', async () => {
    const { body } = await guest.call('/api/project-results');
    const listed = new Map((body.data as Result[]).map((r) => [r.project, r]));
    for (const [key, project] of closed) {
      const { votes, positive } = VOTE_HISTORY[key]!;
      expect(listed.get(project.documentId), key).toMatchObject({ counts: { positive, negative: votes - positive }, final: true });
    }
  });

  it('include a lookwhat project decided by its named options, and a close support/oppose result', async () => {
    const murales = closed.get('murales')!;
    expect(murales).toMatchObject({ project_type: 'lookwhat', option1_label: 'El mar', option2_label: 'El bosque' });
    const result = (await guest.call(`/api/projects/${murales.documentId}/results`)).body.data as Result;
    expect(result).toMatchObject({ kind: 'options', shares: { positive: 62, negative: 38 } });
    const rutas = (await guest.call(`/api/projects/${closed.get('rutas')!.documentId}/results`)).body.data as Result;
    expect(rutas).toMatchObject({ kind: 'supportOppose', shares: { positive: 53, negative: 47 } });
  });

  it('count the same votes in the campaign view, its CSV and its days, every vote inside the voting window', async () => {
    const { body } = await editor.call('/campaign/projects');
    const rows = new Map((body.data as { documentId: string; positive: number; negative: number; total: number }[]).map((r) => [r.documentId, r]));
    const csv = await editor.download('/campaign/projects?format=csv');
    const lines = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes).slice(1));
    const header = lines[0]!;
    for (const [key, project] of closed) {
      const { votes, positive } = VOTE_HISTORY[key]!;
      expect(rows.get(project.documentId), key).toMatchObject({ positive, negative: votes - positive, total: votes });
      const line = lines.find((cells) => cells[0] === project.name)!;
      expect([line[header.indexOf('A favor (u opción 2)')], line[header.indexOf('Votos')]], key).toEqual([String(positive), String(votes)]);
      const days = (await editor.call(`/campaign/projects/${project.documentId}/days`)).body.data as { day: string; total: number }[];
      expect(days.reduce((sum, d) => sum + d.total, 0), key).toBe(votes);
      // From the first voting day to the last (the day before the close's day ends it).
      const lastDay = madridToday(votingClosesAt(project.voting_end) - 1);
      for (const { day } of days) {
        expect(day >= project.voting_start && day <= lastDay, `${key}: ${day}`).toBe(true);
      }
      expect(days.length, key).toBeGreaterThan(3);
    }
  });
});

describe('the demo’s past draw', () => {
  it('was entered by the voters of its project and drawn with its winners and a list anyone can check', async () => {
    const reward = closed.get(PAST_DRAW.project)!.reward!;
    expect(Date.parse(reward.end_date)).toBeLessThan(Date.now());
    // The scheduler draws it at its first pass after the start (every second in the tests).
    await expect.poll(async () => (await guest.call(`/api/draws/${reward.documentId}`)).body.data.status, { timeout: 20_000 }).toBe('drawn');
    const draw = (await guest.call(`/api/draws/${reward.documentId}`)).body.data as { ticketCount: number; prizes: number; winningTickets: number[]; tickets: string[] | null; seed: string };
    expect(draw.ticketCount).toBeGreaterThanOrEqual(PAST_DRAW.entrants / 2);
    expect(draw.tickets).toHaveLength(draw.ticketCount);
    expect(draw.winningTickets).toHaveLength(draw.prizes);
    expect(draw.seed).toEqual(expect.any(String));
  });
});

describe('the demo’s voters', () => {
  it('cannot sign in, with or without a password', async () => {
    for (const password of ['', 'chispa-demo-2026', 'x'.repeat(12)]) {
      const { status, body } = await apiClient().call('/api/auth/local', { method: 'POST', json: { identifier: demoVoterEmail(0), password } });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.jwt).toBeUndefined();
    }
  });
});
