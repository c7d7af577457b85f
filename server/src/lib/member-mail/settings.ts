import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { markEntriesMailed, MAIL_TOPICS, ownTable, type DbTransaction, type MailTopic } from '../strapi-internals';
import { mailLanguage, type MailLanguage } from '../mailer/templates';

const TABLE = 'chispa_notification_settings';
const QUEUE = 'chispa_mail_queue';

export const DIGESTS = ['immediate', 'daily', 'weekly'] as const;
export type Digest = (typeof DIGESTS)[number];

/** What a member chose: mail per topic (opt-in: all off until they turn one on), and how often. */
export type NotificationSettings = { mail: Record<MailTopic, boolean>; digest: Digest };

const DEFAULT_SETTINGS: NotificationSettings = { mail: { updates: false, results: false, draws: false }, digest: 'immediate' };

type Row = { user_id: number; mail_updates: boolean | number; mail_results: boolean | number; mail_draws: boolean | number; digest: string; unsubscribe_nonce: string; locale: string | null };

/** A member's stored choices, with what their mails need: the one-click links' nonce and their language. */
export type StoredSettings = { settings: NotificationSettings; nonce: string; language: MailLanguage };

const settingsOf = (row: Row): NotificationSettings => ({
  mail: { updates: Boolean(row.mail_updates), results: Boolean(row.mail_results), draws: Boolean(row.mail_draws) },
  digest: (DIGESTS as readonly string[]).includes(row.digest) ? (row.digest as Digest) : 'immediate',
});

export const mailedTopics = (settings: NotificationSettings): MailTopic[] => MAIL_TOPICS.filter((topic) => settings.mail[topic]);

/** A PUT's body as settings, or null when it is not exactly that shape (every topic a boolean, a known digest). */
export function parseSettings(body: unknown): NotificationSettings | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { mail, digest, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !mail || typeof mail !== 'object' || Array.isArray(mail)) return null;
  const topics = mail as Record<string, unknown>;
  if (Object.keys(topics).length !== MAIL_TOPICS.length || !MAIL_TOPICS.every((topic) => typeof topics[topic] === 'boolean')) return null;
  if (typeof digest !== 'string' || !(DIGESTS as readonly string[]).includes(digest)) return null;
  return { mail: { updates: topics.updates as boolean, results: topics.results as boolean, draws: topics.draws as boolean }, digest: digest as Digest };
}

export async function storedSettings(strapi: Core.Strapi, userId: number): Promise<StoredSettings | null> {
  const row = (await ownTable(strapi, TABLE).where({ user_id: userId }).first()) as Row | undefined;
  return row ? { settings: settingsOf(row), nonce: row.unsubscribe_nonce, language: mailLanguage(row.locale) } : null;
}

export const readSettings = async (strapi: Core.Strapi, userId: number): Promise<NotificationSettings> => (await storedSettings(strapi, userId))?.settings ?? DEFAULT_SETTINGS;

const newNonce = () => randomBytes(16).toString('hex');

/**
 * Saves a member's choices, and the app's language they saved them in (their mails' language).
 * A topic turned on mails what happens from now on, not the inbox's past: its rows waiting are noted
 * as told. A mail waiting in the queue (not being sent) goes, so that the next one is due at the
 * new digest's slot.
 */
export async function saveSettings(strapi: Core.Strapi, userId: number, settings: NotificationSettings, locale: unknown): Promise<NotificationSettings> {
  const at = now();
  const before = await readSettings(strapi, userId);
  const row = {
    mail_updates: settings.mail.updates,
    mail_results: settings.mail.results,
    mail_draws: settings.mail.draws,
    digest: settings.digest,
    locale: mailLanguage(locale),
    changed_at: at,
  };
  await ownTable(strapi, TABLE)
    .insert({ user_id: userId, unsubscribe_nonce: newNonce(), ...row })
    .onConflict('user_id')
    .merge(Object.keys(row));
  const turnedOn = mailedTopics(settings).filter((topic) => !before.mail[topic]);
  await markEntriesMailed(strapi, { userId, topics: turnedOn, lastId: null, at });
  await ownTable(strapi, QUEUE)
    .where({ user_id: userId, state: 'pending' })
    .andWhere((query) => query.whereNull('lease_until').orWhere('lease_until', '<', at))
    .delete();
  return settings;
}

/** One-click unsubscribe: every mail topic off for the member whose link carries this nonce. False when no such link is current. */
export async function turnMailOff(strapi: Core.Strapi, userId: number, nonce: string): Promise<boolean> {
  const changed = await ownTable(strapi, TABLE)
    .where({ user_id: userId, unsubscribe_nonce: nonce })
    .update({ mail_updates: false, mail_results: false, mail_draws: false, changed_at: now() });
  return Number(changed) > 0;
}

/** A new nonce: every one-click link mailed before stops working (in `trx`: with the change that calls for it). */
export const rotateUnsubscribeNonce = (strapi: Core.Strapi, userId: number, trx: DbTransaction) =>
  ownTable(strapi, TABLE, trx).where({ user_id: userId }).update({ unsubscribe_nonce: newNonce() });
