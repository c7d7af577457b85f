import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { logIn, useBrowser } from './browser';

// Screenshots of the main screens with the demo content, in both languages, kept as artifacts.
const ARTIFACTS = join(process.cwd(), '.tmp', 'e2e-artifacts');

describe('main screens render the demo content', () => {
  const browser = useBrowser();

  it.each(['es', 'en'] as const)('in %s: home, project, partner and reward pages', async (language) => {
    const { page, url } = browser;
    mkdirSync(ARTIFACTS, { recursive: true });
    await logIn(page, url);
    await page.waitForURL((current) => current.pathname === '/');
    if (language === 'en') {
      await page.getByRole('contentinfo').getByLabel('Idioma').selectOption('en');
      await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    } else {
      await page.getByRole('heading', { name: 'Proyectos', exact: true }).waitFor();
    }
    const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}-${language}.png`), fullPage: true });
    await page.locator('.project-card').first().waitFor();
    await shot('home');

    const projects = await (await page.request.get(url(`/api/projects?locale=${language}&populate=all`))).json();
    const huertos = projects.data.find((p: any) => p.reward && p.project_type === 'humans');
    await page.goto(url(`/projects/${huertos.documentId}`));
    await page.getByRole('heading', { level: 1, name: huertos.name }).waitFor();
    await shot('project');

    const partners = await (await page.request.get(url(`/api/partners?locale=${language}&limit=100&offset=0&sort=name`))).json();
    await page.goto(url(`/igniters/${partners.data[0].documentId}`));
    await page.getByRole('heading', { level: 1, name: partners.data[0].name }).waitFor();
    await shot('partner');

    await page.goto(url(`/rewards/${huertos.reward.documentId}`));
    await page.getByRole('heading', { level: 1, name: huertos.reward.title }).waitFor();
    await shot('reward');
  });
});
