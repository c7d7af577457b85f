import { randomUUID } from 'node:crypto';
/* global document, indexedDB, window -- code passed to page.evaluate runs in the browser */
// The offline stress scenario (issue 5): a member queues `actions` mixed writes offline (votes, draw
// entries, a form sign-up), the connection returns, and every one reaches the server exactly once.
// Used by the end-to-end suite (correctness) and by `npm run bench` (time to an empty outbox).
import { joinAsNewMember } from './join.mjs';

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };
const GRANT = 5000; // DIDs, so that every entry fits the balance

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** One admin sign-in per server: the admin login is rate-limited (5 a minute per address). */
const adminLogins = new Map();
const adminLogin = (apiUrl) => {
  if (!adminLogins.has(apiUrl)) {
    const login = fetch(`${apiUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) }).then(json);
    login.catch(() => adminLogins.delete(apiUrl));
    adminLogins.set(apiUrl, login);
  }
  return adminLogins.get(apiUrl);
};

/** An editor's correction in the admin's campaign view: DIDs for the member, as support staff would grant them. */
export async function grantDids(apiUrl, email, amount) {
  const login = await adminLogin(apiUrl);
  await json(
    await fetch(`${apiUrl}/campaign/corrections`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.data.token}` },
      body: JSON.stringify({ email, amount, note: 'DIDs para la prueba de carga', requestId: randomUUID() }),
    }),
  );
}

function serverView(base, member) {
  let headers;
  const get = async (path) => {
    if (!headers) {
      const login = await json(await fetch(`${base}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: member.email, password: member.password }) }));
      headers = { Authorization: `Bearer ${login.jwt}` };
    }
    return json(await fetch(`${base}${path}`, { headers }));
  };
  return {
    votes: async () => (await get('/api/user-project-supports')).data.length,
    participations: async (rewardId) => (await get(`/api/participations?documentId=${rewardId}`)).data.length,
    formEntries: async (rewardId) => (await get(`/api/form-participations?documentId=${rewardId}`)).data.length,
    balance: async () => (await get('/api/did-records')).meta.balance,
  };
}

async function voteAward(base) {
  const challenges = (await json(await fetch(`${base}/api/challenges?locale=es&pagination[limit]=100`))).data;
  return challenges.find((challenge) => challenge.kind === 'vote')?.dids ?? 0;
}

/**
 * How many records one of the outbox database's stores holds in the page's browser.
 * @param {import('playwright-core').Page} page
 * @param {'entries' | 'failed'} [store]
 * @returns {Promise<number>}
 */
export const outboxSize = (page, store = 'entries') =>
  page.evaluate(async (name) => {
    // One connection for the page's life: opening the database for every count would weigh on the drain it watches.
    window.__outboxSizeDb ??= new Promise((resolve, reject) => {
      const open = indexedDB.open('chispa-outbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    const db = await window.__outboxSizeDb;
    return new Promise((resolve, reject) => {
      const count = db.transaction(name).objectStore(name).count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    });
  }, store);

/**
 * @typedef {{ page: import('playwright-core').Page, actions: number, serverTotal: () => Promise<number> }} StressPhase
 * serverTotal: the member's votes, draw entries and form sign-ups the server holds, together.
 */

/**
 * @param {{ browser: import('playwright-core').Browser, base: string, apiUrl: string, actions?: number,
 *   beforeReconnect?: (phase: StressPhase) => Promise<void>, afterReconnect?: (phase: StressPhase) => Promise<void> }} options
 * beforeReconnect / afterReconnect: the bad-network suite's faults, put in force and lifted around the drain.
 * @returns {Promise<{ reconnectToEmptyMs: number, refused: number, queued: { votes: number, participations: number, forms: number }, server: { votes: number, participations: number, forms: number, balance: number }, expectedBalance: number }>}
 */
export async function runOfflineStress({ browser, base, apiUrl, actions = 100, beforeReconnect, afterReconnect }) {
  const member = await joinAsNewMember(`${base}/`);
  const server = serverView(base, member);
  await grantDids(apiUrl, member.email, GRANT);
  const startBalance = await server.balance();

  const projects = (await json(await fetch(`${base}/api/projects?locale=es&populate=all`))).data;
  const huertos = projects.find((p) => p.name.startsWith('Huertos'));
  const form = projects.find((p) => p.project_type === 'form');

  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The pages used offline, once online.
    for (const path of [`/rewards/${form.reward.documentId}`, `/rewards/${huertos.reward.documentId}`, '/projects']) {
      await page.goto(`${base}${path}`);
      await page.locator('main h1').first().waitFor();
    }
    await page.getByRole('group', { name: /Huertos urbanos/ }).first().waitFor();

    await context.setOffline(true);
    // Every open project any member may vote on gets a vote (support, or option 1 for a lookwhat
    // project, by its name); one kept for verified residents would be refused, which is the eligibility suite's matter.
    const forVerifiedOnly = projects.filter((p) => (p.voteRequirement ?? 'anyMember') !== 'anyMember').map((p) => p.name);
    const openToAll = forVerifiedOnly.map((name) => `:not([aria-label*=${JSON.stringify(name)}])`).join('');
    const firstOptions = projects.filter((p) => p.project_type === 'lookwhat').map((p) => p.option1_label || 'Opción 1');
    const voteWords = new Set(['Apoyar', 'Opción 1', ...firstOptions]);
    const enabledVoteButtons = () =>
      page.locator(`.card-actions${openToAll} button:enabled`).filter({ visible: true }).filter({ hasText: new RegExp(`^(${[...voteWords].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`) });
    let votes = 0;
    const enabledButtons = () => page.evaluate(() => document.querySelectorAll('.card-actions button:enabled').length);
    while ((await enabledVoteButtons().count()) > 0) {
      const before = await enabledButtons();
      await enabledVoteButtons().first().click();
      votes += 1;
      // The card's buttons turn inert once the vote is queued.
      await page.waitForFunction((count) => document.querySelectorAll('.card-actions button:enabled').length < count, before);
    }
    await page.goto(`${base}/rewards/${form.reward.documentId}`);
    await page.getByLabel('Ciudad').fill('Lleida');
    await page.getByLabel('Teléfono').fill('600 222 333');
    await page.getByLabel('Opción 1: vengo por mi cuenta').check();
    await page.getByLabel('Acepto las bases del sorteo').check();
    await page.getByLabel('Acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Enviar inscripción' }).click();
    await page.getByText('¡Gracias por inscribirte!').waitFor();
    const forms = 1;

    await page.goto(`${base}/rewards/${huertos.reward.documentId}`);
    const participations = actions - votes - forms;
    const enter = page.getByRole('button', { name: 'Participar' });
    for (let i = 1; i <= participations; i += 1) {
      await enter.click();
      await page.getByText(i === 1 ? '1 participación pendiente de envío' : `${i} participaciones pendientes de envío`).waitFor();
    }
    const queued = await outboxSize(page);
    if (queued !== actions) throw new Error(`${queued} entries queued, expected ${actions}`);

    const serverTotal = async () =>
      (await server.votes()) + (await server.participations(huertos.reward.documentId)) + (await server.formEntries(form.reward.documentId));
    await beforeReconnect?.({ page, actions, serverTotal });
    const reconnected = Date.now();
    await context.setOffline(false);
    await afterReconnect?.({ page, actions, serverTotal });
    const deadline = Date.now() + 120_000;
    while ((await outboxSize(page)) > 0) {
      if (Date.now() > deadline) throw new Error('the outbox did not empty within two minutes');
      await page.waitForTimeout(25);
    }
    const reconnectToEmptyMs = Date.now() - reconnected;
    const refused = await outboxSize(page, 'failed');

    const cost = huertos.reward.cost;
    return {
      reconnectToEmptyMs,
      refused,
      queued: { votes, participations, forms },
      server: {
        votes: await server.votes(),
        participations: await server.participations(huertos.reward.documentId),
        forms: await server.formEntries(form.reward.documentId),
        balance: await server.balance(),
      },
      // Each vote earns the vote challenge's DIDs once; each entry costs the reward's price once.
      expectedBalance: startBalance + votes * (await voteAward(base)) - participations * cost,
    };
  } finally {
    await context.close();
  }
}
