import type { Core } from '@strapi/strapi';
import { keep, refused } from './dev-mailbox';
import type { Mail } from './templates';

export { templates, mailLanguage } from './templates';

/** SMTP is configured (config/plugins.ts then gives Strapi's email plugin the nodemailer provider). */
const smtpConfigured = () => Boolean(process.env.SMTP_HOST);

export const devMailboxEnabled = () => !smtpConfigured() && process.env.NODE_ENV !== 'production';

type EmailService = { send(options: { to: string; subject: string; text: string; html: string; headers?: Record<string, string> }): Promise<unknown> };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The provider sends the text as HTML when no HTML is given: member input (a first name) must not
 * become markup in a mail, so the HTML part is the escaped text.
 */
export const textAsHtml = (text: string) => `<div style="white-space:pre-wrap">${escapeHtml(text)}</div>`;

/** Sends one mail over SMTP; without SMTP, outside production, into the development mailbox. */
export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail) {
  if (smtpConfigured()) {
    const email = strapi.plugin('email').service('email') as EmailService;
    await email.send({ to, subject: mail.subject, text: mail.text, html: textAsHtml(mail.text), headers: mail.headers });
    return;
  }
  if (!devMailboxEnabled()) throw new Error('SMTP_HOST is not set: mail cannot be sent in production');
  if (refused(to)) throw new Error(`the development mailbox refused this mail to ${to}, as it was asked to (POST /dev/mailbox/outage)`);
  const kept = keep({ to, ...mail });
  strapi.log.info(`[dev mailbox] to ${to}: ${mail.subject} (${kept.links.join(' ')})`);
}

/**
 * Sends one mail off the request path: the answer does not wait for the mail server, so it takes
 * the same time whether a mail goes out or not (nobody learns who is a member by timing), and a
 * mail server hiccup is logged rather than turned into a failed request.
 */
export function sendMailLater(strapi: Core.Strapi, to: string, mail: Mail) {
  // Neither the address nor the subject (which may name a member) in the log: docs/decisions/operations/logs.md.
  sendMail(strapi, to, mail).catch((error: unknown) => strapi.log.error(`A mail could not be sent: ${String(error)}`));
}

/** Absolute links into the app (the origin members use, which proxies the API). */
export const appLink = (path: string) => new URL(path, process.env.APP_URL ?? 'http://localhost:4173').href;
