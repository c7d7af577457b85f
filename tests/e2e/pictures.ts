import { expect } from 'vitest';
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
 * The carousel's cards far to the side (every visible project is a card) are asked for, as a swipe
 * would. Again at each look: the loop's copies come in a transition after the first cards.
 */
function askForCarouselPictures(page: Page) {
  return page.evaluate(() => {
    document.querySelectorAll<HTMLImageElement>('main .project-carousel img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
  });
}

/** Scrolls to the end of the page, step by step, so that every lazy picture is asked for. */
export async function scrollThrough(page: Page) {
  await askForCarouselPictures(page);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** Waits until no picture on the page is still coming; fails naming the ones that are. */
export async function waitForPictures(page: Page, label: string) {
  await expect
    .poll(
      async () => {
        await askForCarouselPictures(page);
        return (await pictureCount(page)).waiting;
      },
      { timeout: 10_000 },
    )
    .toBe(0)
    .catch(async (error) => {
      throw new Error(`${label}: ${JSON.stringify(await pictureCount(page))}`, { cause: error });
    });
}
