/**
 * index.html may show the top of the home page before the app's code has run (the `.early-root`
 * element of vite-plugins/early-home-script.ts). It goes as soon as the app has rendered anything into
 * `container`: in the same task as that render, before the browser paints again, so the screen goes
 * from the early picture to the app's page with nothing between (the router's first render is empty
 * while the page loads). It may also come after this call, while the section's answer was on its way.
 */
export function removeEarlyPaintOnFirstRender(container: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (!container.firstElementChild) return;
    observer.disconnect();
    document.querySelectorAll('.early-root').forEach((early) => early.remove());
  });
  observer.observe(container, { childList: true });
}

/** How long the app's code waits at most for the early picture to arrive and be painted. */
export const EARLY_PICTURE_WAIT_MS = 100;

/**
 * Settles once the early picture (index.html's, see above) is on the screen, at once when there is
 * none, and after `waitMs` at the latest: a picture still on its way does not hold the app back.
 */
export function afterEarlyPicture(waitMs = EARLY_PICTURE_WAIT_MS): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('.early-root img');
  if (!picture) return Promise.resolve();
  const loaded = picture.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      });
  // Decoded, then the frame that shows it: by the task after the second animation frame, the first
  // has been presented.
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const painted = loaded
    .then(() => picture.decode().catch(() => undefined))
    .then(nextFrame)
    .then(nextFrame)
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
