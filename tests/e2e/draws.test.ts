import { afterAll, describe, expect, it } from 'vitest';
import { verifyDraw } from '../../scripts/verify-draw.mjs';
import { seriousAccessibilityProblems } from './accessibility';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { mailsTo } from './mailbox';
import { joinWithWorker, serverView } from './offline-helpers';

/** Long enough to join, vote and enter through the page; the draw follows within the scheduler's second. */
const OPEN_FOR_MS = 45_000;

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('a draw in Chromium', () => {
  const browser = useBrowser();

  it('takes a member’s entry, runs at its date, and shows them the result on the reward page and in the history', { timeout: 180_000 }, async () => {
    const { page, url } = browser;
    const editor = await signInContentEditor();
    const projects = (await (await fetch(url('/api/projects?locale=es&populate=partner'))).json()) as { data: { partner: { documentId: string } | null }[] };
    const partner = projects.data.find((p) => p.partner)!.partner!.documentId;
    const title = `Sorteo de prueba ${Date.now()}`;
    const { reward, project } = await editor.rewardWithProject({ title, partner, endDate: new Date(Date.now() + OPEN_FOR_MS), location: 'Bilbao' });
    cleanup.push(() => editor.remove('api::reward.reward', reward));
    cleanup.push(() => editor.remove('api::project.project', project));

    const member = await joinWithWorker(page, url);
    expect((await (await serverView(url, member)).post('/api/user-project-supports', { data: { support: 1, project } })).status).toBe(201);

    // Before the draw: its date, the commitment to check it by, and the member's entry.
    await page.goto(url(`/rewards/${reward}`));
    const draw = page.getByRole('region', { name: 'El sorteo', exact: true });
    await expect.poll(() => draw.textContent(), { timeout: 15_000 }).toContain('Se sortea el');
    await draw.getByText('Cómo comprobar el sorteo').click();
    const commitment = (await (await fetch(url(`/api/draws/${reward}`))).json()).data.commitment as string;
    await expect.poll(() => draw.textContent()).toContain(commitment);
    await page.getByLabel('Participaciones').selectOption('2');
    await page.getByRole('button', { name: 'Participar', exact: true }).click();
    await expect.poll(() => draw.textContent(), { timeout: 15_000 }).toMatch(/Participas en el sorteo\. Tu seudónimo en él: [0-9a-f]{16}/);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // The draw runs at its date; the page read afterwards tells the member they won (the only entrant, one prize).
    await expect
      .poll(async () => (await (await fetch(url(`/api/draws/${reward}`))).json()).data.status, { timeout: OPEN_FOR_MS + 30_000, interval: 1000 })
      .toBe('drawn');
    const published = (await (await fetch(url(`/api/draws/${reward}`))).json()).data;
    expect(verifyDraw(published).problems).toEqual([]);
    expect(published.tickets).toHaveLength(2);
    await page.reload();
    await expect.poll(() => draw.textContent(), { timeout: 15_000 }).toContain('¡Has ganado!');
    await expect.poll(() => draw.textContent()).toContain('Boletos ganadores:');
    // Everything to check it is on the page: the seed, and the list with the winning ticket marked.
    await draw.getByText('Cómo comprobar el sorteo').click();
    await draw.getByText('Lista de boletos (2)').click();
    expect(await draw.textContent()).toContain(published.seed);
    expect(await draw.locator('.draw__ticket--won').count()).toBe(1);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect((await mailsTo(url, member.email)).map((mail) => mail.subject)).toContain(`Has ganado el sorteo «${title}»`);

    // The history says it beside the entry.
    await page.goto(url('/profile/dids'));
    const entry = page.getByTestId('did-record').filter({ hasText: title }).first();
    await expect.poll(() => entry.textContent(), { timeout: 15_000 }).toContain('Ganaste el sorteo');
  });
});
