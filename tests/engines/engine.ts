import type { NetworkNamespace } from './network-namespace';

/**
 * What a walk needs of a browser, the same for every engine (firefox.ts drives Firefox over WebDriver
 * BiDi, webkit.ts WebKitGTK over classic WebDriver). Clicks and typing are the driver's real input,
 * never a script's `click()`.
 */
export interface EnginePage {
  /** Opens an address and waits for its load. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page (its source, with a JSON argument) and answers its awaited result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Whether the target is on the page, visible (and a button enabled). */
  has(target: Target): Promise<boolean>;
  click(target: Target): Promise<void>;
  fill(target: Target, text: string): Promise<void>;
  /** Errors the page threw or logged since it loaded (WebDriver classic has no console: trapped in the page). */
  errors(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
}

export interface Engine {
  name: 'Firefox' | 'WebKit';
  version: string;
  page: EnginePage;
  /** The browser's network: its link goes down and comes back (network-namespace.ts). */
  network: NetworkNamespace;
  close(): Promise<void>;
}

/** A button by its text (within an element matching `within`), or a form field by its label, as a member finds them. */
export type Target = { button: string; within?: string } | { label: string };

/** Finds a target in the page, visible (a button enabled); runs there (its source is sent to the page). */
export function findTarget(target: Target): HTMLElement | null {
  // As a role query sees the page: shown, and not hidden from assistive technology (the loop carousel's copies are).
  const visible = (element: Element | null | undefined): element is HTMLElement =>
    element instanceof HTMLElement && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]');
  if ('label' in target) {
    const control = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === target.label)?.control;
    return visible(control) ? control : null;
  }
  const scopes = target.within ? [...document.querySelectorAll(target.within)] : [document];
  for (const scope of scopes) {
    const button = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === target.button && visible(candidate) && !candidate.disabled);
    if (button) return button;
  }
  return null;
}

/**
 * Brings an element into view and waits until it stays put and is what a click at its centre hits
 * (a banner that appears moves the page; the carousel moves its cards), as Playwright does before a
 * click; runs in the page. False when it did not within a second, or was replaced meanwhile (the
 * caller finds it again).
 */
/**
 * Fills a field as a paste or the browser's autofill does: the value set whole and one `input` event,
 * in the page; answers the value it then holds, once the page has rendered it. Typed key by key by
 * the drivers (Firefox's BiDi `type`, WebDriver's Send Keys in WebKit), a CI run's sign-in e-mail reached the form incomplete, and
 * the form rightly refused it: the driver's keys, not the app's (typing is the e2e suite's, in Chromium).
 */
export async function pasteInto(input: HTMLElement, text: string): Promise<string | null> {
  if (!(input instanceof HTMLInputElement)) return null;
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // A controlled field: React may put back the value it last rendered until its next render, which
  // shows the new one (a CI run read "" at once). Up to 5 s for that render.
  for (let waited = 0; input.value !== text && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return input.value;
}

export async function settle(element: HTMLElement): Promise<boolean> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const until = Date.now() + 1_000;
  let last = '';
  while (Date.now() < until && element.isConnected) {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    await frame();
    const box = element.getBoundingClientRect();
    const now = [box.x, box.y, box.width, box.height].join();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (now === last && hit && element.contains(hit)) return true;
    last = now;
  }
  return false;
}

/** Finds, settles and clicks a target, finding it again while it moves or is replaced (10 s at most). */
export async function clickWhenSettled<E>(target: Target, find: (target: Target) => Promise<E | null>, settled: (element: E) => Promise<boolean>, click: (element: E) => Promise<void>) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const element = await find(target);
    if (element && (await settled(element))) return click(element);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not where a click reaches it: ${JSON.stringify(target)}`);
}

/**
 * Keeps the page's errors in `window.__engineErrors` (WebKit's driver reads no console); set again
 * after each load.
 */
export function trapErrors() {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  page.__engineErrors = [];
  window.addEventListener('error', (event) => page.__engineErrors!.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => page.__engineErrors!.push(`unhandled rejection: ${String(event.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    page.__engineErrors!.push(`console.error: ${args.map(String).join(' ')}`);
    original(...args);
  };
}
