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
