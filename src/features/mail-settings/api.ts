import * as v from 'valibot';
import { apiErrorCode } from '../../lib/api-error-code';
import { http, HTTPError } from '../../lib/http';
import { singleOf } from '../../lib/schemas';

export const MAIL_TOPICS = ['updates', 'results', 'draws'] as const;
export const DIGESTS = ['immediate', 'daily', 'weekly'] as const;

const SettingsSchema = singleOf(v.object({ mail: v.object({ updates: v.boolean(), results: v.boolean(), draws: v.boolean() }), digest: v.picklist(DIGESTS) }));
export type MailSettings = v.InferOutput<typeof SettingsSchema>['data'];

/** The signed-in member's mail choices (all off until they choose: mail is opt-in per topic). */
export const fetchMailSettings = async (): Promise<MailSettings> => v.parse(SettingsSchema, await http.get('notification-settings').json()).data;

/** Saved in the app's language (the `locale` every call carries): the mails are written in it. */
export const saveMailSettings = async (settings: MailSettings): Promise<MailSettings> => v.parse(SettingsSchema, await http.put('notification-settings', { json: settings }).json()).data;

/** The mail's unsubscribe link, confirmed by the member: every mail topic off (RFC 8058's body, as JSON). */
export async function unsubscribeFromMail(token: string) {
  await http.post('mail/unsubscribe', { searchParams: { token }, json: { 'List-Unsubscribe': 'One-Click' } });
}

/** Why a save or an unsubscribe failed, as a message id. */
export async function mailErrorKey(error: unknown): Promise<string> {
  if (!(error instanceof HTTPError)) return 'common.errors.network';
  const code = await apiErrorCode(error);
  if (code === 'unsubscribe.invalidLink' || code === 'unsubscribe.invalid') return 'unsubscribe.errors.invalidLink';
  if (code === 'notificationSettings.invalid') return 'mailSettings.errors.invalid';
  return 'mailSettings.errors.failed';
}
