import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAccessibilityProblems } from './accessibility';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { goOffline, joinWithWorker, serverView } from './offline-helpers';

/** More records than the history's first page (20), so the rest comes as the member scrolls. */
const SPENDS = 25;

/** Scrolls down until the list shows `total` records (each scroll may load the next page). */
async function scrollUntilShown(page: Page, records: Locator, total: number) {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return records.count();
      },
      { timeout: 15_000 },
    )
    .toBe(total);
}

/** What an editor made for a test, removed after it. */
const made: Array<[string, string]> = [];
let editor: Awaited<ReturnType<typeof signInContentEditor>> | undefined;

/** A published humans project, hidden from the home's cards, whose published reward costs 1 DID. */
async function oneDidProject() {
  editor ??= await signInContentEditor();
  const partner = (await (await fetch(`${inject('apiUrl')}/api/partners?limit=1&offset=0&sort=name&locale=es`)).json()).data[0].documentId as string;
  const created = await editor.rewardWithProject({ title: 'historial', partner, endDate: new Date('2099-01-01T00:00:00.000Z'), location: 'Huesca', cost: 1, cardVisible: false });
  made.push(['api::project.project', created.project], ['api::reward.reward', created.reward]);
  return created;
}

afterAll(async () => {
  for (const [uid, documentId] of made) await editor!.remove(uid, documentId);
});

describe('the DIDs history in Chromium', () => {
  const browser = useBrowser();

  it('shows a fresh vote with its project and +10, loads more on scroll, and reads offline once seen', { timeout: 180_000 }, async () => {
    const { page, context, url } = browser;
    const member = await joinWithWorker(page, url);

    // Earlier history, written through the real rules: a vote, then many one-DID entries to a draw.
    // The draw is an editor's: a project voted by support, off the home's cards, with a one-DID
    // reward (the demo's one-DID reward is a form project's, entered by sign-up only).
    const cheap = await oneDidProject();
    const server = await serverView(url, member);
    expect((await server.post('/api/user-project-supports', { data: { support: 1, project: cheap.project } })).status).toBe(201);
    for (let i = 0; i < SPENDS; i++) {
      const entry = await server.post('/api/participations', { rewardId: cheap.reward, amount: 1, locale: 'es' });
      expect(entry.status).toBe(201);
    }
    await page.reload();
    const balance = page.getByTestId('did-balance');
    await expect.poll(() => balance.textContent()).toBe(String(50 + 10 - SPENDS));

    // The member votes as they would, from the home carousel.
    const card = page.getByRole('group', { name: /Comedor social de Lavapiés/ });
    await card.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await expect.poll(() => balance.textContent()).toBe(String(50 + 10 - SPENDS + 10));

    // From the header's counter to the history: the newest record is that vote, linked, +10, with the balance.
    await balance.click();
    await page.waitForURL((current) => current.pathname === '/profile/dids');
    await page.getByRole('heading', { level: 1, name: 'Tu historial de DIDs' }).waitFor();
    const records = page.getByTestId('did-record');
    await records.first().waitFor();
    const newest = records.first();
    expect(await newest.innerText()).toMatch(/Voto: Comedor social de Lavapiés[\s\S]*\+10 DIDs[\s\S]*Saldo: 45 DIDs/);
    const link = newest.getByRole('link', { name: 'Comedor social de Lavapiés' });
    expect(await link.getAttribute('href')).toMatch(/^\/projects\/[a-z0-9]+$/);
    expect(await records.nth(1).innerText()).toMatch(/Participación en el sorteo:[\s\S]*−1 DIDs[\s\S]*Saldo: 35 DIDs/);
    expect(await records.count()).toBe(20);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // Scrolling to the end brings the rest, down to the first record: the 50 DIDs for joining.
    const total = 1 + 1 + SPENDS + 1;
    await scrollUntilShown(page, records, total);
    expect(await records.last().innerText()).toMatch(/Registro:[\s\S]*\+50 DIDs[\s\S]*Saldo: 50 DIDs/);
    expect(await page.getByRole('button', { name: 'Ver más movimientos' }).count()).toBe(0);

    // Offline, a reload still shows the whole history the member has seen.
    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tu historial de DIDs' }).waitFor();
    await records.first().waitFor();
    expect(await records.first().innerText()).toMatch(/Voto: Comedor social de Lavapiés[\s\S]*\+10 DIDs[\s\S]*Saldo: 45 DIDs/);
    await scrollUntilShown(page, records, total);
    expect(await page.getByText('No hemos podido cargar').count()).toBe(0);
    await context.setOffline(false);
  });

  it('is linked from /profile and /challenges, and a project record shares its public link (copied where there is no share sheet)', { timeout: 120_000 }, async () => {
    const { page, context, url } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    await joinWithWorker(page, url);
    const card = page.getByRole('group', { name: /Comedor social de Lavapiés/ });
    await card.getByRole('button', { name: 'Apoyar', exact: true }).click();
    await expect.poll(() => page.getByTestId('did-balance').textContent()).toBe('60');

    await page.goto(url('/challenges'));
    await page.getByRole('link', { name: 'Ver tu historial de DIDs' }).click();
    await page.waitForURL((current) => current.pathname === '/profile/dids');
    await page.goto(url('/profile'));
    await page.getByRole('link', { name: 'Ver tu historial de DIDs' }).click();
    await page.waitForURL((current) => current.pathname === '/profile/dids');

    const vote = page.getByTestId('did-record').first();
    const projectPath = await vote.getByRole('link', { name: 'Comedor social de Lavapiés' }).getAttribute('href');
    // Headless Chromium on Linux has no share sheet: the link is copied instead.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await vote.getByText('Compartir', { exact: true }).click();
    await vote.getByRole('button', { name: 'Compartir enlace' }).click();
    await vote.getByText('Enlace copiado. Pégalo donde quieras compartirlo.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(projectPath!));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // Nothing scrolls sideways on a narrow phone, with the share panel and its long link open.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
  });
});
