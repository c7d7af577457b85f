import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';

type Url = (path: string) => string;
type Mail = { id: number; to: string; subject: string; text: string; links: string[]; sentAt: string };

/**
 * A link the server made, on the app's origin. The server writes links to `APP_URL` (default
 * http://localhost:4173); the test stack serves the app on another port and does not set it, so the
 * path and query are kept and the origin is the app's. Harmless when they already agree.
 */
export function onApp(url: Url, link: string) {
  const { pathname, search, hash } = new URL(link);
  return url(`${pathname}${search}${hash}`);
}

/** The mails the development mailbox holds for an address, newest first. */
export async function mailsTo(url: Url, email: string): Promise<Mail[]> {
  const response = await fetch(url('/dev/mailbox.json'));
  const { data } = (await response.json()) as { data: Mail[] };
  return data.filter((mail) => mail.to === email.toLowerCase());
}

/** The newest mail's id for an address (0 when none): mails after it are the ones a step sends. */
export async function lastMailId(url: Url, email: string) {
  return (await mailsTo(url, email))[0]?.id ?? 0;
}

/** Waits for a mail with this subject sent to `email` after mail `after`, and answers its link on the app. */
export async function mailedLink(url: Url, email: string, subject: string, after = 0) {
  let mail: Mail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(url, email)).find((m) => m.subject === subject && m.id > after)), {
      message: `a mail "${subject}" to ${email}`,
      timeout: 10_000,
    })
    .toBeDefined();
  expect(mail!.links, 'the mail has a link').not.toHaveLength(0);
  return onApp(url, mail!.links[0]!);
}

/**
 * Keeps the checkout on the app's origin (see `onApp`): the `{ url }` answers of POST and DELETE
 * /api/subscriptions and the local checkout's Pay/Cancel redirects are rebased. Nothing else is
 * touched: the app, the checkout page and the server do their own work.
 */
export async function keepCheckoutOnApp(context: BrowserContext, url: Url) {
  await context.route(
    (address) => address.pathname === '/api/subscriptions',
    async (route) => {
      if (!['POST', 'DELETE'].includes(route.request().method())) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (!response.ok() || typeof body?.url !== 'string') return route.fulfill({ response });
      await route.fulfill({ response, json: { ...body, url: onApp(url, body.url) } });
    },
  );
  await context.route(
    (address) => /^\/api\/checkout\/local\/[^/]+\/(pay|cancel)$/.test(address.pathname),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers()['location'];
      if (!location) return route.fulfill({ response });
      await route.fulfill({ response, headers: { ...response.headers(), location: onApp(url, location) } });
    },
  );
}
