import type { Page } from 'playwright-core';

/** Every picture on the page, by what the member sees: loaded, an empty frame (placeholder), or broken. */
export function pictureCount(page: Page) {
  return page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
    return {
      loaded: images.filter((img) => img.complete && img.naturalWidth > 0).length,
      broken: images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => `${img.currentSrc || img.src} (${img.className || img.parentElement?.className})`),
      waiting: images.filter((img) => !img.complete).length,
      waitingFor: images.filter((img) => !img.complete).map((img) => `${img.currentSrc || img.src} (${img.className || img.parentElement?.className})`),
      placeholders: document.querySelectorAll('main [data-missing], main .project-card__media[data-state="failed"]').length,
    };
  });
}

/**
 * Scrolls to the end of the page, step by step, so that every lazy picture is asked for; the carousel's
 * cards far to the side (every visible project is a card) are asked for too, as a swipe would.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    document.querySelectorAll<HTMLImageElement>('main .project-carousel img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
