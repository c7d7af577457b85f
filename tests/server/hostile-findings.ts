import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startAppServer } from '../../scripts/lib/app-server/index.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { mailedLink, newMember, registration, seededProjects } from './members';

import { refusedWith, unless, type Finding } from './finding';
import { MONEY_AND_TEXT_FINDINGS } from './hostile-findings-money';
import { ELIGIBILITY_FINDINGS } from './hostile-findings-eligibility';

/**
 * What attackers found in the security rounds, one row each (finding.ts). Add a row for every hole
 * closed, so that it stays closed.
 */
export type { Finding };

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/** A push endpoint that WHATWG's parser reads as Google's, and web-push's legacy parser as no host at all (localhost). */
const twoParserEndpoint = (endpoint: string): Finding => ({
  round: 'issue 27',
  name: `push endpoint spelt ${endpoint}`,
  attack: async () => {
    const member = await newMember();
    const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint, keys: KEYS, topics: ['offlineDids'], locale: 'es' } });
    return refusedWith(saved, 400, 'validation.invalid');
  },
});

/** One raw HTTP request (fetch cannot send a bad Host), answered with its status line's code. */
function rawStatus(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
    socket.write(`${head}\r\n`);
    setTimeout(() => socket.end(), 1500);
  });
}

export const FINDINGS: Finding[] = [
  twoParserEndpoint('https:fcm.googleapis.com/fcm/send/x'),
  twoParserEndpoint('https:/fcm.googleapis.com/x'),
  twoParserEndpoint('https:evil%2f@fcm.googleapis.com/'),
  {
    round: 'issue 27',
    name: 'the draw’s seed and pseudonym key read by an editor in the admin panel before the draw',
    attack: async () => {
      const reward = (await seededProjects()).Huertos!.reward!.documentId;
      const draw = await apiClient().call(`/api/draws/${reward}`); // commits the draw if nobody had asked yet
      if (draw.body?.data?.status !== 'committed') return [`the seeded reward's draw is ${draw.body?.data?.status}, not committed`];
      const editor = await signInEditor();
      const list = await editor.call(`/content-manager/collection-types/api::draw.draw?page=1&pageSize=10&filters[$and][0][rewardDocumentId][$eq]=${reward}`);
      const page = await editor.call(`/content-manager/collection-types/api::draw.draw/${list.body.results[0].documentId}`);
      const shown = JSON.stringify([list.body, page.body]);
      const secrets = (shown.match(/[0-9a-f]{64}/g) ?? []).filter((value) => value !== draw.body.data.commitment);
      return [...(/"pseudonymKey"/.test(shown) ? ['the pseudonym key is shown'] : []), ...secrets.map((value) => `a secret-sized value is shown: ${value.slice(0, 8)}…`)];
    },
  },
  {
    round: 'issue 27',
    name: 'a push subscription saved with the access token of a session that has logged out',
    attack: async () => {
      const member = await newMember();
      const xsrf = { 'X-XSRF-TOKEN': member.client.cookie('XSRF-TOKEN')! };
      await member.client.call('/api/auth/logout', { method: 'POST', json: {}, headers: xsrf });
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
      const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint, keys: KEYS, topics: ['drawResults'], locale: 'es' } });
      return refusedWith(saved, 401, 'auth.sessionEnded');
    },
  },
  {
    round: 'issue 27',
    name: 'sixty push subscriptions for one member',
    attack: async () => {
      const member = await newMember();
      const endpoints = Array.from({ length: 60 }, () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`);
      for (const endpoint of endpoints) await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint, keys: KEYS, topics: ['newProjects'], locale: 'es' } });
      let kept = 0;
      for (const endpoint of endpoints) if ((await member.as(`/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`)).body.data) kept += 1;
      return kept <= 5 ? [] : [`${kept} subscriptions kept for one member`];
    },
  },
  {
    round: 'issue 27',
    name: 'link previews asked with a forged, malformed or missing Host',
    attack: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'chispa-hostile-app-'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Chispa</title></head><body></body></html>');
      const port = await freePort();
      const app = await startAppServer({ distDir: dir, apiTarget: inject('strapiUrl'), port });
      try {
        const project = (await seededProjects()).Huertos!.documentId;
        const problems: string[] = [];
        for (const host of ['Host: evil.test', 'Host: a b', 'Host: [::1', 'Host:']) {
          const { status, text } = await rawStatus(port, `GET /projects/${project} HTTP/1.1\r\n${host}\r\nAccept: text/html\r\nConnection: close\r\n`);
          if (status >= 500 || status === 0) problems.push(`${host}: ${status}`);
          if (text.includes('evil.test')) problems.push(`${host}: the preview points at the Host it was sent`);
        }
        const old = await rawStatus(port, `GET /projects/${project} HTTP/1.0\r\nAccept: text/html\r\n`);
        if (old.status >= 500 || old.status === 0) problems.push(`HTTP/1.0 without Host: ${old.status}`);
        return problems;
      } finally {
        await app.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    round: 'issue 27',
    name: 'DIDs spent on a reward whose draw is done, after an editor moved its end date later',
    attack: async () => {
      const editor = await signInEditor();
      const { Huertos } = await seededProjects();
      const partner = (await apiClient().call(`/api/projects/${Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
      const reward = await editor.saveDraft('api::reward.reward', null, { title: `Hostil ${randomUUID()}`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: new Date(Date.now() + 1500).toISOString() });
      const project = await editor.saveDraft('api::project.project', null, {
        name: `Hostil ${randomUUID()}`, location: 'Vigo', currentstatus: 'published', project_type: 'humans', voting_start: '2020-01-01', voting_end: '2099-01-01',
        partner: { connect: [{ documentId: partner, locale: 'es' }] }, reward: { connect: [{ documentId: reward.documentId, locale: 'es' }] },
      });
      const publish = (uid: string, documentId: string) => editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
      try {
        await publish('api::project.project', project.documentId);
        await publish('api::reward.reward', reward.documentId);
        const member = await newMember();
        await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: project.documentId } } });
        const deadline = Date.now() + 20_000;
        while ((await apiClient().call(`/api/draws/${reward.documentId}`)).body.data.status !== 'drawn') {
          if (Date.now() > deadline) return ['the draw was not done in 20 s'];
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        await editor.saveDraft('api::reward.reward', reward.documentId, { end_date: new Date(Date.now() + 86_400_000).toISOString() });
        await publish('api::reward.reward', reward.documentId);
        const entry = await member.as('/api/participations', { method: 'POST', json: { rewardId: reward.documentId, amount: 1 }, headers: { 'Idempotency-Key': randomUUID() } });
        return refusedWith(entry, 409, 'rewardParticipation.errors.drawClosed');
      } finally {
        await editor.remove('api::project.project', project.documentId);
        await editor.remove('api::reward.reward', reward.documentId);
      }
    },
  },
  {
    round: 'issue 28',
    name: 'a vote (and its 10 DIDs) on a form project',
    attack: async () => {
      const member = await newMember();
      const vote = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: (await seededProjects()).Limpieza!.documentId } } });
      return refusedWith(vote, 409, 'vote.notVotable');
    },
  },
  {
    round: 'issue 28',
    name: 'DIDs spent on a form project’s reward, in the draw of its sign-ups',
    attack: async () => {
      const member = await newMember();
      const reward = (await seededProjects()).Limpieza!.reward!.documentId;
      const entry = await member.as('/api/participations', { method: 'POST', json: { rewardId: reward, amount: 1 }, headers: { 'Idempotency-Key': randomUUID() } });
      return refusedWith(entry, 409, 'rewardParticipation.errors.signUpReward');
    },
  },
  {
    round: 'issue 28',
    name: 'a registration that leaves out the privacy and terms ticks',
    attack: async () => {
      const email = `sin-casillas-${randomUUID()}@chispa.test`;
      const { privacyPolicy: _privacy, termsAgreement: _terms, ...body } = registration(email) as Record<string, unknown>;
      const answer = await apiClient().call('/api/auth/local/register', { method: 'POST', json: body });
      const mailed = await mailedLink(email).then(() => true, () => false);
      return [...refusedWith(answer, 400, 'validation.invalid'), ...(mailed ? ['the set-password mail was sent'] : [])];
    },
  },
  {
    round: 'issue 28',
    name: 'a reset to a 7-character password, which the form refuses',
    attack: async () => {
      const member = await newMember();
      await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
      const code = new URL(await mailedLink(member.email)).searchParams.get('code');
      const reset = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password: 'short7!', passwordConfirmation: 'short7!' } });
      return refusedWith(reset, 400, 'validation.invalid');
    },
  },
  {
    round: 'issue 52',
    name: 'a vote on a voting closed days ago, with a queued time forged inside it, in the future or not a time',
    attack: async () => {
      const member = await newMember();
      // Rutas: voting ended two days ago (the demo), closed more than 12 hours before now.
      const project = (await seededProjects()).Rutas!.documentId;
      const vote = (queuedAt: string) => member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } }, headers: { 'X-Chispa-Queued-At': queuedAt } });
      return [
        ...refusedWith(await vote(String(Date.now() - 10 * 24 * 60 * 60 * 1000)), 409, 'vote.arrivedTooLate'),
        ...refusedWith(await vote(String(Date.now() + 60 * 60 * 1000)), 409, 'vote.votingClosed'),
        ...refusedWith(await vote('0x1'), 409, 'vote.votingClosed'),
        ...unless(((await member.as('/api/user-project-supports')).body.data as unknown[]).length === 0, 'a vote was stored'),
      ];
    },
  },
  ...MONEY_AND_TEXT_FINDINGS,
  ...ELIGIBILITY_FINDINGS,
];
