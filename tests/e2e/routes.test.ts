import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityProblems } from './accessibility';
import { logIn, useBrowser } from './browser';

type Expectation = { redirect: string } | { h1: string | RegExp };
type Route = { path: string; guest: Expectation; member: Expectation };

const toLogin = { redirect: '/login' } as const;
const toHome = { redirect: '/' } as const;
const same = (h1: string | RegExp) => ({ guest: { h1 }, member: { h1 } });
const secured = (h1: string | RegExp) => ({ guest: toLogin, member: { h1 } });

/**
 * Every route of the spec's table (§2) with what a guest and a member get, in Spanish. The product
 * decision on guests (shared/spec/decisions.md) supersedes the table for `/`: guests see the home
 * and project pages; member pages send them to /login (with the page to come back to).
 */
async function routeTable(url: (path: string) => string): Promise<Route[]> {
  const get = async (path: string) => ((await (await fetch(url(path))).json()) as { data: any }).data;
  const projects: any[] = await get('/api/projects?locale=es&populate=all');
  const project = projects.find((p) => p.name.startsWith('Huertos'));
  const [partner] = await get('/api/partners?locale=es&sort=name&pagination[limit]=1');
  const [post] = await get('/api/news?locale=es&sort=date:desc&pagination[limit]=1');
  return [
    { path: '/', ...same('Inicio') },
    { path: '/login', guest: { h1: 'Inicia sesión' }, member: toHome },
    { path: '/registration', guest: { h1: 'Crea tu cuenta' }, member: toHome },
    { path: '/sendResetPassword', ...same('Recupera tu contraseña') },
    { path: '/reset', ...same('Nueva contraseña') },
    { path: '/legal', ...same('Aviso legal y privacidad') },
    { path: '/cookies', ...same('Política de cookies') },
    // Issue 53: the accessibility statement and a legal text's versions, open to all.
    { path: '/accessibility', ...same('Declaración de accesibilidad') },
    { path: '/legal/versions/privacy', ...same('Versiones: Política de privacidad') },
    { path: '/legal/versions/privacy/1', ...same('Política de privacidad') },
    { path: '/projects', ...secured('Proyectos') },
    { path: `/projects/${project.documentId}`, ...same(project.name) },
    { path: '/igniters', ...secured('Partners') },
    { path: `/igniters/${partner.documentId}`, ...secured(partner.name) },
    { path: '/challenges', ...secured('Retos') },
    { path: `/rewards/${project.reward.documentId}`, ...secured(project.reward.title) },
    { path: `/rewardTerms/${project.reward.documentId}`, ...secured('Bases de la recompensa') },
    { path: '/rewardsTermsId', ...secured('Bases de la recompensa') },
    { path: `/news/${post.documentId}`, ...secured(post.title) },
    { path: '/news', ...secured('Noticias') },
    { path: '/profile', ...secured('Tu perfil') },
    { path: '/profile/edit', ...secured('Editar perfil') },
    { path: '/profile/dids', ...secured('Tu historial de DIDs') },
    { path: '/subscription/success?session_id=cs_test_123', ...secured('Suscripción completada') },
    { path: '/subscription/cancel', ...secured('Suscripción cancelada') },
    { path: '/sendGift', ...secured('Regala Chispa') },
    { path: '/no-such-page', ...same('Página no encontrada') },
    // Last: it ends the member's session.
    { path: '/logout', guest: toLogin, member: toLogin },
  ];
}

/**
 * Opens a route and checks what the spec gives; audits the page it lands on, unless `audited` holds
 * that page already: a redirect lands on a page audited before (16 of a guest's routes lead to
 * /login, the same page whatever it is to return to), and the audit is most of a visit's time.
 */
async function visit(page: Page, url: (path: string) => string, route: Route, as: 'guest' | 'member', audited: Set<string>) {
  const expected = route[as];
  await page.goto(url(route.path));
  if ('redirect' in expected) {
    await page.waitForURL((current) => current.pathname === expected.redirect, { timeout: 15_000 });
    await page.locator('main h1').first().waitFor();
    const landed = new URL(page.url());
    // The page itself, and once more as a redirect shows it (with the page to return to).
    const key = `${landed.pathname}${landed.search ? ' (redirected)' : ''}`;
    if (audited.has(key)) return [];
    audited.add(key);
  } else {
    audited.add(new URL(page.url()).pathname);
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000, message: `${as} ${route.path}` }).toMatch(
      typeof expected.h1 === 'string' ? new RegExp(`^${expected.h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : expected.h1,
    );
  }
  // Let late parts (images, lists) settle before the audit.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // The Vimeo player's frame is Vimeo's.
  return seriousAccessibilityProblems(page, { exclude: ['iframe[src*="player.vimeo.com"]'] });
}

describe('every route of the spec, as a guest and as a member', () => {
  const browser = useBrowser();

  it('a guest gets each page or the redirect the spec gives, with no serious or critical accessibility problem', { timeout: 180_000 }, async () => {
    const { page, url } = browser;
    const problems: string[] = [];
    const audited = new Set<string>();
    for (const route of await routeTable(url)) {
      for (const problem of await visit(page, url, route, 'guest', audited)) problems.push(`guest ${route.path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('a member gets each page or the redirect the spec gives, with no serious or critical accessibility problem', { timeout: 180_000 }, async () => {
    const { page, url } = browser;
    await logIn(page, url);
    await page.waitForURL((current) => current.pathname === '/');
    const problems: string[] = [];
    const audited = new Set<string>();
    for (const route of await routeTable(url)) {
      for (const problem of await visit(page, url, route, 'member', audited)) problems.push(`member ${route.path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
