// Results of a voting as a member meets them (issue 28): the voting closes while the member
// watches (the browser's clock and the server's moved forward, not waited for), the card and the
// page show the result with the member's own vote, a lookwhat project names the option chosen, and
// the page reads offline once visited. With every voting over, the home still shows its projects.
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { goOffline, joinWithWorker, serverView } from './offline-helpers';
import { newMember } from './members';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROJECT = 'api::project.project';
const madridDay = (daysFromNow: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + daysFromNow * DAY_MS));

/** Moves the server's day (the app server passes /dev to Strapi outside production). */
async function moveServerClock(offsetMs: number) {
  const response = await fetch(new URL('/dev/clock', inject('appUrl')), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
  expect(response.status).toBe(204);
}

/** Both clocks, the page's and the server's, `days` ahead of now. */
async function moveClocks(page: Page, days: number) {
  await moveServerClock(days * DAY_MS);
  await page.clock.setSystemTime(Date.now() + days * DAY_MS);
}

const made: string[] = [];
let editor: Awaited<ReturnType<typeof signInContentEditor>> | undefined;

/** A published project whose voting is open today and closes at the start of the day after tomorrow. */
async function closingProject(name: string, type: 'humans' | 'lookwhat') {
  editor ??= await signInContentEditor();
  const partner = (await (await fetch(`${inject('apiUrl')}/api/partners?limit=1&offset=0&sort=name&locale=es`)).json()).data[0].documentId as string;
  const project = await editor.draft(PROJECT, {
    name,
    location: 'Teruel',
    currentstatus: 'published',
    project_type: type,
    // A lookwhat project is published with its options named (server/src/lib/option-labels.ts).
    ...(type === 'lookwhat' ? { option1_label: 'Mural', option2_label: 'Fuente' } : {}),
    voting_start: madridDay(-1),
    voting_end: madridDay(3),
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
  });
  made.push(project);
  await editor.publish(PROJECT, project);
  return project;
}

describe('results of a voting', () => {
  const browser = useBrowser();

  afterEach(() => moveServerClock(0));
  afterAll(async () => {
    for (const project of made) await editor?.remove(PROJECT, project);
  });

  it('show on the card and the page once voting closes, with the member’s vote and the lookwhat choice voted by its option’s name, and read offline', { timeout: 120_000 }, async () => {
    const { page, url, context } = browser;
    const stamp = Date.now();
    const humans = await closingProject(`Parque infantil ${stamp}`, 'humans');
    const lookwhat = await closingProject(`Mural o fuente ${stamp}`, 'lookwhat');
    await page.clock.install();
    await joinWithWorker(page, url);
    const other = await serverView(url, await newMember(url));
    expect((await other.post('/api/user-project-supports', { data: { support: -1, project: humans } })).status).toBe(201);
    expect((await other.post('/api/user-project-supports', { data: { support: 1, project: lookwhat } })).status).toBe(201);

    await page.goto(url(`/projects/${humans}`));
    await page.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await page.getByText('Has apoyado este proyecto').waitFor();
    expect(await page.getByRole('heading', { name: 'Resultado' }).count()).toBe(0); // not while voting is open
    await page.goto(url(`/projects/${lookwhat}`));
    // The member votes by the option's name: the button's accessible name is the label.
    await page.getByRole('button', { name: 'Fuente', exact: true }).click();
    await page.getByText('Has elegido: Fuente').waitFor();

    await moveClocks(page, 3);
    await page.goto(url(`/projects/${humans}`));
    const panel = page.locator('section.result-panel');
    await panel.getByRole('heading', { name: 'Resultado' }).waitFor();
    await expect.poll(() => panel.getByRole('listitem').allTextContents()).toEqual(['En contra50 % · 1 voto', 'A favor · tu voto50 % · 1 voto']);
    await page.getByText('Votación cerrada').first().waitFor();

    await page.goto(url(`/projects/${lookwhat}`));
    await page.getByText('El barrio ha elegido: Fuente').waitFor();
    await expect.poll(() => page.locator('section.result-panel li.is-mine').textContent()).toContain('Fuente · tu voto');

    await page.goto(url('/'));
    const card = page.locator('.project-carousel__slide[role="group"] article', { hasText: `Parque infantil ${stamp}` });
    await card.locator('.card-result').getByText('Resultado: 50 % a favor · 2 votos').first().waitFor();

    await page.goto(url(`/projects/${humans}`));
    await panel.getByRole('heading', { name: 'Resultado' }).waitFor();
    await goOffline(context);
    await page.reload();
    await expect.poll(() => panel.getByRole('listitem').allTextContents(), { timeout: 15_000 }).toEqual(['En contra50 % · 1 voto', 'A favor · tu voto50 % · 1 voto']);
    await context.setOffline(false);
  });

  it('leaves the home full of projects when no voting is open', { timeout: 90_000 }, async () => {
    const { page, url } = browser;
    await page.clock.install();
    await joinWithWorker(page, url);
    await moveClocks(page, 400); // a year on: every demo voting has closed
    await page.goto(url('/'));
    const cards = page.locator('.project-carousel__slide[role="group"] article');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    expect(await page.getByText('Ahora mismo no hay proyectos que mostrar.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apoyar', exact: true }).count()).toBe(0);
  });
});
