import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityProblems } from './accessibility';
import { logIn, useBrowser } from './browser';
import { goOffline, waitForServiceWorker } from './offline-helpers';

type CarouselState = { realIndex: number; slides: number; transitionMs: string };

/** Until the carousel is at rest (its last slide has ended), as under a member's finger or mouse. */
const carouselAtRest = (page: Page) => page.waitForFunction(() => !document.querySelector('.project-carousel')!.hasAttribute('data-moving'));

/** The carousel's real index (among the projects, not the copies that make the loop) and its last move's duration. */
const carousel = (page: Page) =>
  page.locator('.project-carousel').evaluate((el): CarouselState => ({
    realIndex: Number((el as HTMLElement).dataset.index),
    slides: el.querySelectorAll('.project-carousel__slide:not([aria-hidden])').length,
    transitionMs: el.querySelector<HTMLElement>('.project-carousel__track')!.style.transitionDuration,
  }));

async function openHome(page: Page, url: (path: string) => string) {
  await logIn(page, url);
  await page.waitForURL((current) => current.pathname === '/');
  await page.locator('.project-card').first().waitFor();
}

describe('home page (issue 14)', () => {
  const browser = useBrowser();

  it('with reduced motion: a toast closes by its ✕ and by itself, and the carousel moves without sliding', { timeout: 60_000 }, async () => {
    const { page, url } = browser;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, url);
    await page.goto(url('/?welcome=true'));
    const welcome = page.locator('.Toastify__toast', { hasText: '¡Hola de nuevo!' }).or(page.locator('.Toastify__toast').first());
    await welcome.waitFor();
    await welcome.getByRole('button', { name: /close/i }).click();
    await welcome.waitFor({ state: 'detached', timeout: 5_000 });

    await page.goto(url('/?welcome=true'));
    await page.locator('.Toastify__toast').first().waitFor();
    // autoClose is 6 s: it goes away by itself, with no click.
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 });

    await page.locator('.project-card').first().waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await carousel(page)).realIndex).toBe(1);
    expect((await carousel(page)).transitionMs).toBe('0ms');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it.each([
    { name: 'desktop 1366×768', viewport: { width: 1366, height: 768 } },
    { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
  ])('shows a project card on the first screen: $name', { timeout: 60_000 }, async ({ viewport }) => {
    const { page, url } = browser;
    await page.setViewportSize(viewport);
    await openHome(page, url);
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = await page.locator('.project-carousel .project-carousel__slide.is-active .project-card').evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewport.height);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it.each([
    { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
    { name: 'desktop 1366×768', viewport: { width: 1366, height: 768 } },
  ])("preloads the first section's picture from index.html, the very one the page shows, once: $name", { timeout: 60_000 }, async ({ viewport }) => {
    const { page, url } = browser;
    await page.setViewportSize(viewport);
    await openHome(page, url);
    // A start on / with a member signed in (the installed app's start page): index.html's own script runs.
    await page.reload();
    const poster = page.locator('.home-section--first img').first();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await poster.evaluate((img: HTMLImageElement) => ({ srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes'), src: img.currentSrc }));
    const preload = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => ({ srcset: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes') })));
    expect(preload).toContainEqual({ srcset: shown.srcset, sizes: shown.sizes });
    const downloads = await page.evaluate((src) => performance.getEntriesByType('resource').filter((entry) => entry.name === src).length, shown.src);
    expect(downloads).toBe(1);
  });

  it.each([
    { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
    { name: 'desktop 1366×768', viewport: { width: 1366, height: 768 } },
  ])("shows the first section's picture before the app's code has run, where the app then shows it: $name", { timeout: 60_000 }, async ({ viewport }) => {
    // Without a worker, so that the page and its code come from the network, where the test holds them.
    await browser.restart({ serviceWorkers: 'block', viewport });
    const { page, url } = browser;
    await openHome(page, url);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const startChunk = /\/assets\/start-[^/]+\.js$/;
    await page.route(startChunk, async (route) => {
      await held;
      await route.fallback();
    });
    await page.reload({ waitUntil: 'commit' });
    const early = page.locator('.early-root .home-section--first img');
    await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await page.getByText('Tu barrio decide').first().waitFor();
    const before = await early.boundingBox();
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
    // The app server gave the section in the page, and preloaded its picture ahead of the scripts.
    expect(await page.locator('script#chispa-early-sections').count()).toBe(1);
    const preloaded = await page.locator('head > link[rel="preload"][as="image"][media]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded).toContain(await early.evaluate((img: HTMLImageElement) => img.src));

    release();
    const poster = page.locator('#root .home-section--first img').first();
    await poster.waitFor();
    expect(await page.locator('.early-root').count()).toBe(0);
    expect(await poster.boundingBox()).toEqual(before);
    await page.unroute(startChunk);
  });

  it('shows every visible project under "Proyectos", open votings first and closed ones last with their result, with its subtitle and a link to all projects', { timeout: 60_000 }, async () => {
    const { page, url } = browser;
    await openHome(page, url);
    const { realIndex, slides } = await carousel(page);
    expect(realIndex).toBe(0);
    // Every project is a card (those beyond the view come a moment after the first ones).
    const headings = page.locator('.project-carousel .project-carousel__slide:not([aria-hidden]) h3');
    await expect.poll(() => headings.count()).toBe(slides);
    const names = await headings.allTextContents();
    const at = (name: string) => names.indexOf(name);
    expect(at('Huertos urbanos en Nou Barris')).toBe(0); // open, first in the list
    expect(at('Reforestación en la Sierra de Gredos')).toBeGreaterThan(at('Huertos urbanos en Nou Barris')); // coming soon, after the open ones
    expect(at('Rutas accesibles por el casco antiguo')).toBeGreaterThan(at('Reforestación en la Sierra de Gredos')); // its voting closed: last
    const rutas = page.locator('.project-carousel__slide[role="group"] article', { hasText: 'Rutas accesibles por el casco antiguo' });
    await rutas.locator('.card-result').waitFor();
    await page.getByText('Tu voto decide qué proyectos salen adelante.').waitFor();
    await page.getByRole('link', { name: 'Ver todos los proyectos' }).click();
    await page.waitForURL((current) => current.pathname === '/projects');
  });

  it('the video is a poster until played: no Vimeo frame before, the frame after; offline the poster says it needs a connection', { timeout: 90_000 }, async () => {
    const { page, url, context } = browser;
    await openHome(page, url);
    const play = page.getByRole('button', { name: /^Reproducir el vídeo/ });
    await play.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    // Our own picture, loaded (so the worker stores it with the other /uploads pictures).
    const poster = page.locator('.video__poster');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(/^\/uploads\//);

    await waitForServiceWorker(page);
    await page.reload();
    await page.locator('.video__poster').waitFor();
    await goOffline(context);
    await page.reload();
    await page.getByText('El vídeo necesita conexión a internet.').waitFor();
    expect(await play.count()).toBe(0);
    await expect.poll(() => page.locator('.video__poster').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.setOffline(false);
    await play.click();
    await page.locator('iframe[src^="https://player.vimeo.com/video/"]').waitFor({ state: 'attached' });
  });

  it('the carousel reaches its last card by mouse drags, by the arrow keys and by its buttons', { timeout: 90_000 }, async () => {
    const { page, url } = browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openHome(page, url);
    const { slides } = await carousel(page);
    expect(slides).toBeGreaterThan(2);
    const last = slides - 1;

    // Over the cards' pictures, on screen (mouse events outside the viewport reach nothing).
    const box = (await page.locator('.project-carousel').boundingBox())!;
    await page.evaluate((top) => window.scrollTo(0, top - 20), box.y);
    const picture = (await page.locator('.project-carousel .project-carousel__slide.is-active img').first().boundingBox())!;
    const y = picture.y + picture.height / 2;
    for (let moved = 1; moved <= last; moved += 1) {
      await carouselAtRest(page);
      // Drag the centre card's picture from right to left across most of its width.
      await page.mouse.move(picture.x + picture.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(picture.x + picture.width * 0.5, y, { steps: 5 });
      await page.mouse.move(picture.x + picture.width * 0.1, y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => (await carousel(page)).realIndex, { message: `drag ${moved}` }).toBe(moved);
    }

    await page.reload();
    await page.locator('.project-card').first().waitFor();
    for (let moved = 1; moved <= last; moved += 1) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await carousel(page)).realIndex, { message: `key ${moved}` }).toBe(moved);
    }

    await page.reload();
    await page.locator('.project-card').first().waitFor();
    for (let moved = 1; moved <= last; moved += 1) {
      await page.getByRole('button', { name: 'Proyecto siguiente' }).click();
      await expect.poll(async () => (await carousel(page)).realIndex, { message: `button ${moved}` }).toBe(moved);
    }
  });

  it('the carousel reaches its last card by touch swipes on a phone', { timeout: 90_000 }, async () => {
    await browser.restart({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page, url } = browser;
    await openHome(page, url);
    const { slides } = await carousel(page);
    const last = slides - 1;
    const cdp = await page.context().newCDPSession(page);
    for (let moved = 1; moved <= last; moved += 1) {
      await carouselAtRest(page);
      const picture = (await page.locator('.project-carousel .project-carousel__slide.is-active img').first().boundingBox())!;
      const y = picture.y + picture.height / 2;
      const at = (x: number) => [{ x, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(picture.x + picture.width * 0.9) });
      for (const share of [0.75, 0.55, 0.35, 0.15]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(picture.x + picture.width * share) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => (await carousel(page)).realIndex, { message: `swipe ${moved}` }).toBe(moved);
    }
  });
});
