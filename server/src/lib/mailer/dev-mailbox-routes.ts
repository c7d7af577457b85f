import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { devMailboxEnabled } from './index';
import { keptMails, refuseNext } from './dev-mailbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"')]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escape(part)}">${escape(part)}</a>` : escape(part)))
    .join('');

function page() {
  const mails = keptMails()
    .map((m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">to ${escape(m.to)} · ${escape(m.sentAt)}</p><pre>${linkify(m.text)}</pre></article>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Chispa · development mailbox</title><style>body{font:16px/1.5 system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f1b2e}
article{border:1px solid #e7ded4;border-radius:12px;padding:1rem;margin:1rem 0}.meta{color:#4b4660;margin:0}pre{white-space:pre-wrap;font:inherit}a{color:#c2410c}</style></head>
<body><h1>Development mailbox</h1><p>Every mail the server sent since it started, newest first. This page does not exist in production. <a href="/dev/mailbox">Refresh</a></p>
${mails || '<p>No mail yet.</p>'}</body></html>`;
}

const MAX_REFUSALS = 100;

/**
 * /dev/mailbox (HTML) and /dev/mailbox.json, outside /api, only when mails are kept here; and
 * POST /dev/mailbox/outage `{ to, mails }`: the next `mails` mails to `to` fail, as if the mail server were down.
 */
export function mountDevMailbox(strapi: Core.Strapi) {
  if (!devMailboxEnabled()) return;
  strapi.server.router.get('/dev/mailbox.json', (ctx: Context) => {
    ctx.body = { data: keptMails() };
  });
  strapi.server.router.post('/dev/mailbox/outage', (ctx: Context) => {
    const { to, mails } = (ctx.request.body ?? {}) as { to?: unknown; mails?: unknown };
    if (typeof to !== 'string' || to.length === 0 || to.length > 500 || !Number.isInteger(mails) || (mails as number) < 0 || (mails as number) > MAX_REFUSALS) {
      ctx.status = 400;
      ctx.body = { error: { status: 400, name: 'ValidationError', message: `Send { "to": an address, "mails": 0 to ${MAX_REFUSALS} }` } };
      return;
    }
    refuseNext(to, mails as number);
    ctx.status = 204;
  });
  strapi.server.router.get('/dev/mailbox', (ctx: Context) => {
    ctx.type = 'html';
    ctx.body = page();
  });
}
