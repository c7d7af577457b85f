import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { goOffline, joinWithWorker } from './offline-helpers';
import { signInContentEditor } from './content-editor';
import { CACHES } from '../../src/offline/cache-names';

const PROJECT = 'api::project.project';
/** More closed projects than one page of the list holds (12), all found by one accent-free search. */
const ARCHIVED = Array.from({ length: 14 }, (_, i) => `Jardín comunitario ${String(i + 1).padStart(2, '0')}`);

let editor: Awaited<ReturnType<typeof signInContentEditor>>;
const made: string[] = [];

beforeAll(async () => {
  editor = await signInContentEditor();
  for (const name of ARCHIVED) {
    const documentId = await editor.draft(PROJECT, { name, location: 'Cuenca', currentstatus: 'published', project_type: 'others', voting_start: '2020-01-01', voting_end: '2020-02-01' });
    await editor.publish(PROJECT, documentId);
    made.push(documentId);
  }
});

afterAll(async () => {
  for (const documentId of made) await editor.remove(PROJECT, documentId);
});

describe('a member finds projects in a list of many, online and offline (Chromium)', () => {
  const browser = useBrowser();

  it('searches, filters and pages the projects, opens the archive, shares a filtered list, and does the same offline over what is kept', async () => {
    const { page, url, context } = browser;
    const cards = page.locator('.project-card h3');
    const count = page.locator('.list-count');
    const search = page.getByLabel('Buscar proyectos');
    await joinWithWorker(page, url);

    // Search, accents aside: "lavapies" finds "Lavapiés"; the address says so.
    await page.goto(url('/projects'));
    await cards.first().waitFor();
    await search.fill('lavapies');
    await expect.poll(() => cards.allTextContents()).toEqual(['Comedor social de Lavapiés']);
    await expect.poll(() => count.textContent()).toBe('1 proyecto');
    expect(new URL(page.url()).searchParams.get('q')).toBe('lavapies');

    // Filters: a place, then a type as well.
    await search.fill('');
    await page.getByLabel('Lugar').selectOption('Valencia');
    await expect.poll(async () => (await cards.allTextContents()).sort()).toEqual(['Bibliotecas de barrio: ¿cómics o ciencia?', 'Limpieza de playas en la Malvarrosa']);
    await page.getByLabel('Tipo').selectOption({ label: 'Inscripción' });
    await expect.poll(() => cards.allTextContents()).toEqual(['Limpieza de playas en la Malvarrosa']);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ place: 'Valencia', type: 'form' });

    // The archive: closed projects, each with its result; a search there pages.
    await page.getByRole('link', { name: 'Ver el archivo de proyectos cerrados y sus resultados' }).click();
    await page.getByRole('heading', { level: 1, name: 'Archivo de proyectos' }).waitFor();
    await search.fill('JARDIN');
    await expect.poll(() => count.textContent()).toBe('14 proyectos');
    await expect.poll(() => cards.count()).toBe(12);
    await expect(page.getByRole('article', { name: ARCHIVED[0] }).locator('.card-result').count()).resolves.toBe(1);
    await page.getByText('Página 1 de 2').waitFor();
    await page.getByRole('link', { name: 'Página siguiente' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    const shared = page.url();
    expect(Object.fromEntries(new URL(shared).searchParams)).toEqual({ status: 'closed', q: 'JARDIN', page: '2' });

    // The shared address opens the same list, on another page and after a reload.
    const other = await context.newPage();
    await other.goto(shared);
    await other.getByText('Página 2 de 2').waitFor();
    await expect.poll(() => other.locator('.project-card h3').count()).toBe(2);
    expect(await other.getByLabel('Buscar proyectos').inputValue()).toBe('JARDIN');
    await other.reload();
    await other.getByText('Página 2 de 2').waitFor();
    await other.close();
    // Back returns to the first page of the archive's search.
    await page.goBack();
    await page.getByText('Página 1 de 2').waitFor();

    // Offline: the projects the worker keeps (the home's bounded list) are searched and filtered here.
    await expect
      .poll(() => page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).some((request) => request.url.includes('/api/project-search?group=all')), CACHES.publicData), { timeout: 15_000 })
      .toBe(true);
    await goOffline(context);
    await page.goto(url('/projects'));
    await cards.first().waitFor();
    await search.fill('huertos');
    await page.getByText(/Sin conexión: buscas solo entre los proyectos guardados en este dispositivo/).waitFor();
    await expect.poll(() => cards.allTextContents()).toEqual(['Huertos urbanos en Nou Barris']);
    await expect.poll(() => count.textContent()).toBe('1 proyecto guardado en este dispositivo');
    await page.getByLabel('Estado').selectOption('closed');
    await search.fill('jardin');
    await expect.poll(() => count.textContent()).toBe('14 proyectos guardados en este dispositivo');
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByRole('link', { name: 'Página siguiente' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByLabel('Lugar').selectOption('Valencia');
    await page.getByText('Ninguno de los proyectos guardados en este dispositivo coincide. Conéctate para buscar en todos.').waitFor();
  });
});
