import nodemailer, { type Transporter } from 'nodemailer';
import type { Core } from '@strapi/strapi';
import { keep } from './dev-mailbox';
import type { Mail } from './templates';

export { templates, mailLanguage } from './templates';

let transport: Transporter | null | undefined;

/** SMTP when SMTP_HOST is set; otherwise null, and mails go to the development mailbox. */
function smtp(): Transporter | null {
  if (transport === undefined) {
    transport = process.env.SMTP_HOST
      ? nodemailer.createTransport({
          host: process.env.SMTP_HOST,
          port: Number(process.env.SMTP_PORT ?? 587),
          secure: process.env.SMTP_SECURE === 'true',
          auth: process.env.SMTP_USERNAME ? { user: process.env.SMTP_USERNAME, pass: process.env.SMTP_PASSWORD } : undefined,
        })
      : null;
  }
  return transport;
}

export const devMailboxEnabled = () => !process.env.SMTP_HOST && process.env.NODE_ENV !== 'production';

/** Sends one mail. In production without SMTP it refuses loudly rather than dropping mails. */
export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail) {
  const transporter = smtp();
  if (transporter) {
    await transporter.sendMail({ from: process.env.MAIL_FROM ?? 'Chispa <hola@chispa.app>', to, ...mail });
    return;
  }
  if (!devMailboxEnabled()) throw new Error('SMTP_HOST is not set: mail cannot be sent in production');
  const kept = keep({ to, ...mail });
  strapi.log.info(`[dev mailbox] to ${to}: ${mail.subject} (${kept.links.join(' ')})`);
}

/**
 * Sends one mail off the request path: the answer does not wait for the mail server, so it takes
 * the same time whether a mail goes out or not (nobody learns who is a member by timing), and a
 * mail server hiccup is logged rather than turned into a failed request.
 */
export function sendMailLater(strapi: Core.Strapi, to: string, mail: Mail) {
  sendMail(strapi, to, mail).catch((error: unknown) => strapi.log.error(`mail to ${to} failed: ${String(error)}`));
}

/** Absolute links into the app (the origin members use, which proxies the API). */
export const appLink = (path: string) => new URL(path, process.env.APP_URL ?? 'http://localhost:4173').href;
