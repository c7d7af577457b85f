import * as v from 'valibot';
import { http, HTTPError } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { currentLanguage } from '../../lib/i18n';
import type { RegistrationValues } from './schemas';

/**
 * The registration payload carries a password (spec §3), but the member chooses theirs through the
 * mailed set-password link (docs/decisions/accounts/registration.md). This one is random, never shown and never stored here:
 * 32 bytes from the browser's CSPRNG as base64url (43 characters, within the 8–255 rule).
 */
export function generatePassword(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What `POST /api/auth/local/register` expects (spec §3 payload plus the form's fields). */
export function registrationPayload(values: RegistrationValues, giftToken: string | null, locale: string, altcha: string | null, password = generatePassword()) {
  return {
    email: values.email,
    username: values.email, // spec §3: the e-mail is copied into username
    password,
    userType: 'default' as const,
    giftToken,
    locale,
    firstName: values.firstName,
    lastName: values.lastName,
    referenceCode: values.referenceCode,
    privacyPolicy: true as const,
    termsAgreement: true as const,
    ageDeclaration: true as const,
    // The solved anti-robot check (AntiRobotCheck); the server refuses a sign-up without one.
    ...(altcha ? { altcha } : {}),
  };
}

const RegisteredSchema = v.object({ user: v.object({ email: v.string() }) });

/** Creates the (still inactive) account; the server mails the set-password link. Answers the e-mail used. */
export async function register(values: RegistrationValues, giftToken: string | null, altcha: string | null): Promise<{ email: string }> {
  const body = await http.post('auth/local/register', { json: registrationPayload(values, giftToken, currentLanguage(), altcha) }).json();
  return { email: v.parse(RegisteredSchema, body).user.email };
}

/** Mails a reset link if the address has an account; the server answers the same either way. */
export async function requestPasswordReset(email: string, altcha: string | null): Promise<void> {
  await http.post('auth/forgot-password', { json: { email, locale: currentLanguage(), ...(altcha ? { altcha } : {}) } });
}

const ResetAnswerSchema = v.object({ email: v.optional(v.string()) });

/** Sets a new (or the first) password with a mailed code. Answers whose account it was, when the server says. */
export async function resetPassword(input: { code: string; password: string; passwordConfirmation: string }): Promise<{ email?: string }> {
  const body = await http.post('auth/reset-password', { json: input }).json();
  const parsed = v.safeParse(ResetAnswerSchema, body);
  return parsed.success ? { email: parsed.output.email } : {};
}

/** A failure that is not the server's verdict: no network, the server down, or too many attempts. */
function transportFailureKey(error: unknown): string | null {
  if (error instanceof TypeError) return 'common.errors.network';
  if (error instanceof HTTPError) {
    if (error.response.status === 429) return 'login.errors.tooManyAttempts';
    if (error.response.status >= 500) return 'common.errors.server';
  }
  return null;
}

export type RegistrationFailure = { field: 'referenceCode' | 'email' | null; key: string };

/** The anti-robot check missing, wrong, expired or used: the member tries it again. */
const CHALLENGE_CODES = new Set(['challenge.required', 'challenge.failed']);

/**
 * Which message a failed registration shows. Spec §8: any refusal is `userAlreadyExists`; but an
 * unknown referral code is shown on its field (docs/decisions/accounts/registration.md), a gift link that does not fit says so,
 * and a missing network or a server that is down is not blamed on the member's e-mail.
 */
export async function registrationFailure(error: unknown): Promise<RegistrationFailure> {
  const transport = transportFailureKey(error);
  if (transport) return { field: null, key: transport };
  const code = await apiErrorCode(error);
  if (code === 'registration.errors.wrongReferenceCode') return { field: 'referenceCode', key: code };
  if (code === 'registration.invalidGiftToken') return { field: null, key: 'registration.errors.invalidGiftToken' };
  if (code === 'registration.giftExpired') return { field: null, key: 'registration.errors.giftExpired' };
  if (code === 'registration.errors.disposableEmail') return { field: 'email', key: code };
  if (code && CHALLENGE_CODES.has(code)) return { field: null, key: 'antiRobot.errors.failed' };
  return { field: null, key: 'registration.errors.userAlreadyExists' };
}

/** Spec §8: reset and forgot failures are `resetPasswordFailed`, except a mismatch, an expired link, the network or the server. */
export async function passwordFailureKey(error: unknown): Promise<string> {
  const transport = transportFailureKey(error);
  if (transport) return transport;
  const code = await apiErrorCode(error);
  if (code === 'resetPassword.errors.expiredCode') return code;
  if (code && CHALLENGE_CODES.has(code)) return 'antiRobot.errors.failed';
  return code === 'resetPassword.passwordsDontMatch' ? 'resetPassword.errors.passwordsDontMatch' : 'resetPassword.errors.resetPasswordFailed';
}

/**
 * The `error` query parameter of /reset, as a message of ours: a known code is translated, anything
 * else is the generic failure. Its text is never shown as it is (a link could carry anything).
 */
export function resetErrorParamKey(param: unknown): string | null {
  if (param === undefined || param === null || param === '') return null;
  const known: Record<string, string> = {
    'resetPassword.invalidCode': 'resetPassword.errors.resetPasswordFailed',
    'resetPassword.passwordsDontMatch': 'resetPassword.errors.passwordsDontMatch',
    'resetPassword.errors.resetPasswordFailed': 'resetPassword.errors.resetPasswordFailed',
    'resetPassword.errors.passwordsDontMatch': 'resetPassword.errors.passwordsDontMatch',
    'resetPassword.wrongTokenMessage': 'resetPassword.wrongTokenMessage',
    'resetPassword.errors.expiredCode': 'resetPassword.errors.expiredCode',
  };
  return (typeof param === 'string' && Object.hasOwn(known, param) ? known[param] : undefined) ?? 'resetPassword.errors.resetPasswordFailed';
}

const EmailConfirmedSchema = v.object({ email: v.string() });

/** Applies a pending e-mail change with the code mailed to the new address; answers the address now in use. */
export async function confirmEmailChange(code: string): Promise<{ email: string }> {
  return v.parse(EmailConfirmedSchema, await http.post('auth/email-change/confirm', { json: { code } }).json());
}

const EMAIL_CHANGE_ERRORS = ['confirmEmail.errors.invalidCode', 'confirmEmail.errors.expiredCode', 'confirmEmail.errors.emailTaken'];

/** Which message a refused e-mail confirmation shows: the server's reason, the network, or the server being down. */
export async function emailChangeFailureKey(error: unknown): Promise<string> {
  const transport = transportFailureKey(error);
  if (transport) return transport;
  const code = await apiErrorCode(error);
  return code && EMAIL_CHANGE_ERRORS.includes(code) ? code : 'confirmEmail.errors.invalidCode';
}
