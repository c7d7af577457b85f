// Share links as a link-preview crawler reads them: plain HTTP, no JavaScript. /projects/:id and
// /rewards/:id carry the item's title, description and picture in <head> (Open Graph, Twitter card).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { signInContentEditor } from './content-editor';
import { DEMO_IDENTITY } from '../../scripts/lib/operator-identity.mjs';

const PROJECT = 'api::project.project';
const HOSTILE = 'Huertos "><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

type Head = Record<string, string | null>;

/** The head a crawler reads: the page with JavaScript off, in Chromium's own HTML parser. */
async function crawlerHead(browser: ReturnType<typeof useBrowser>, path: string): Promise<Head> {
  await browser.restart({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const response = await browser.page.goto(browser.url(path));
  expect(response?.status()).toBe(200);
  return browser.page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
    return {
      title: document.title,
      description: meta('name="description"'),
      author: meta('name="author"'),
      ogTitle: meta('property="og:title"'),
      ogDescription: meta('property="og:description"'),
      ogImage: meta('property="og:image"'),
      ogUrl: meta('property="og:url"'),
      ogType: meta('property="og:type"'),
      ogLocale: meta('property="og:locale"'),
      twitterCard: meta('name="twitter:card"'),
      twitterTitle: meta('name="twitter:title"'),
      twitterImage: meta('name="twitter:image"'),
      scripts: String(document.querySelectorAll('script').length),
      images: String(document.querySelectorAll('img').length),
    };
  });
}

const get = (url: string) => fetch(url, { headers: { Accept: 'text/html' } });

describe('link previews', () => {
  const browser = useBrowser();
  const apiUrl = inject('apiUrl');
  let editor: Awaited<ReturnType<typeof signInContentEditor>>;
  let project: { documentId: string; name: string; description_rt: unknown; reward: { documentId: string; title: string } | null };
  let hostile: string;
  let draft: string;

  beforeAll(async () => {
    const list = await (await fetch(`${apiUrl}/api/projects?populate=all&locale=es`)).json();
    project = list.data.find((p: typeof project) => p.reward && p.description_rt);
    editor = await signInContentEditor();
    const base = { subtitle: 'Para compartir', location: 'Girona', currentstatus: 'published', project_type: 'others', card_visible: false };
    hostile = await editor.draft(PROJECT, { ...base, name: HOSTILE, description_rt: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto </title><script>window.__pwned = 3</script>' }] }] });
    await editor.publish(PROJECT, hostile);
    draft = await editor.draft(PROJECT, { ...base, name: 'Proyecto sin publicar de la vista previa' });
  });

  afterAll(async () => {
    if (hostile) await editor.remove(PROJECT, hostile);
    if (draft) await editor.remove(PROJECT, draft);
  });

  it("gives a project's share link its title, description and picture, in Open Graph and a Twitter card", async () => {
    const head = await crawlerHead(browser, `/projects/${project.documentId}`);
    expect(head.title).toBe(`${project.name} · Chispa`);
    expect(head.ogTitle).toBe(project.name);
    expect(head.twitterTitle).toBe(project.name);
    expect(head.ogDescription!.length).toBeGreaterThan(20);
    expect(head.ogDescription!.length).toBeLessThanOrEqual(200);
    expect(head.ogDescription).not.toMatch(/[<>]|\[object/);
    expect(head.description).toBe(head.ogDescription);
    expect(head.ogUrl).toBe(browser.url(`/projects/${project.documentId}`));
    expect(head.ogType).toBe('article');
    expect(head.ogLocale).toBe('es_ES');
    // Published by the operator (development's stack runs on the demo's identity).
    expect(head.author).toBe(DEMO_IDENTITY.legalName);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.ogImage).toMatch(new RegExp(`^${browser.url('/uploads/')}`));
    expect(head.twitterImage).toBe(head.ogImage);
    const picture = await fetch(head.ogImage!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('reads the project in English with ?locale=en', async () => {
    const english = await (await fetch(`${apiUrl}/api/projects/${project.documentId}?locale=en`)).json();
    const head = await crawlerHead(browser, `/projects/${project.documentId}?locale=en`);
    expect(head.ogTitle).toBe(english.data.name);
    expect(head.ogLocale).toBe('en_GB');
  });

  it("gives a reward's share link the reward's title", async () => {
    const head = await crawlerHead(browser, `/rewards/${project.reward!.documentId}`);
    expect(head.ogTitle).toBe(project.reward!.title);
    expect(head.title).toBe(`${project.reward!.title} · Chispa`);
  });

  it('writes a hostile title and description as inert text', async () => {
    const head = await crawlerHead(browser, `/projects/${hostile}`);
    expect(head.ogTitle).toBe(HOSTILE);
    expect(head.title).toBe(`${HOSTILE} · Chispa`);
    expect(head.ogDescription).toBe('Texto </title><script>window.__pwned = 3</script>');
    const generic = await (await get(browser.url('/igniters'))).text(); // the shell (/ also carries the home's section)
    expect(head.scripts).toBe(String([...generic.matchAll(/<script\b/g)].length));
    expect(head.images).toBe('0');
    // With scripts on, the app runs and nothing of the title does.
    await browser.restart({});
    await browser.page.goto(browser.url(`/projects/${hostile}`));
    await browser.page.getByRole('heading', { level: 1, name: HOSTILE }).waitFor();
    expect(await browser.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('keeps the generic head for an unknown or unpublished project, and the app says it was not found', async () => {
    for (const id of ['no-such-project', draft, 'not%20an%20id%3Cscript%3E']) {
      const response = await get(browser.url(`/projects/${id}`));
      expect(response.status, id).toBe(200);
      const html = await response.text();
      expect(html, id).toContain('<title>Chispa</title>');
      expect(html, id).not.toContain('og:title');
    }
    await browser.page.goto(browser.url(`/projects/${draft}`));
    await browser.page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
  });

  it('keeps the CSP hashes of the inline scripts true on a preview page', async () => {
    const response = await get(browser.url(`/projects/${project.documentId}`));
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    expect(html).toContain('og:title');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(csp).toContain(hash);
  });

  it('shows an edit as soon as the project list does (the same cache, dropped on every write)', async () => {
    await editor.publish(PROJECT, hostile, { name: 'Huertos compartidos' });
    const head = await crawlerHead(browser, `/projects/${hostile}`);
    expect(head.ogTitle).toBe('Huertos compartidos');
    const list = await (await fetch(browser.url('/api/projects?populate=all&locale=es'))).json();
    expect(list.data.map((p: { name: string }) => p.name)).toContain('Huertos compartidos');
  });

  it.each([
    ['Accept */* (Facebook, Slack, curl)', { Accept: '*/*', 'User-Agent': 'facebookexternalhit/1.1' }],
    ['no Accept at all', { 'User-Agent': 'Twitterbot/1.0' }],
  ])('gives the preview to a crawler that takes any answer: %s', async (_, headers) => {
    const response = await fetch(browser.url(`/projects/${project.documentId}`), { headers: headers as Record<string, string> });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${project.name}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('answers data requests for those paths as before: a 404 in the API shape', async () => {
    const response = await fetch(browser.url(`/projects/${project.documentId}`), { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect((await response.json()).error.details.code).toBe('notFound');
  });
});
