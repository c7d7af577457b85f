import type { Context } from 'koa';
import type { Counter } from './counter';
import type { LimitName } from './shared-counters';
import type { DeviceCookies } from './device-cookie';
import { clientKey } from './client-key';
import { emailKey } from '../eligibility/email-key';

type KeyOf = (ctx: Context) => string | null | Promise<string | null>;

/** What a bucket does once the request succeeded: keep the count, take it back, or wipe the key. */
type OnSuccess = 'keep' | 'refund' | 'reset';

/** `exempt`: when the key is over its limit, whether this request may go on all the same. */
export type Bucket = { counter: Counter; key: KeyOf; onSuccess: OnSuccess; exempt?: (ctx: Context, key: string) => boolean };

/** A throttled route: its buckets, and what a success leaves behind. */
export type Rule = { buckets: Bucket[]; afterSuccess?: (ctx: Context) => void };

const clientOf: KeyOf = (ctx) => clientKey(ctx.request.ip);

const bodyField = (ctx: Context, field: string): string | null => {
  const body: unknown = ctx.request.body;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : null;
};

/** An e-mail as the throttle keys it (lower case, trimmed), whether from a body or a service. */
export const addressKey = (email: string) => email.trim().toLowerCase().slice(0, 320);

const addressOf: KeyOf = (ctx) => bodyField(ctx, 'email');
/** A sign-up's address in the form accounts are told apart in: `ana+1@`, `a.na@gmail` and `ana@` count as one. */
const canonicalAddressOf: KeyOf = (ctx) => {
  const address = bodyField(ctx, 'email');
  return address === null ? null : emailKey(address);
};

/**
 * The mailbox an address reaches, for counting mails to it: `"v"@x`, `V@x` and `v+1@x` land in the
 * same inbox with most providers.
 */
export const mailboxKey = (email: string) => {
  const address = addressKey(email).replace(/"/g, '');
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
};

/** The account a login names: its identifier in lower case, which covers every spelling that reaches it. */
export const accountOf = (ctx: Context) => bodyField(ctx, 'identifier');

/** The account and the client together: an attacker's failures on an account leave its owner's own client alone. */
const accountAndClientOf: KeyOf = (ctx) => `${accountOf(ctx) ?? ''}\n${clientOf(ctx)}`;

/**
 * The throttled routes, by method and normalised path (`/api/users/:id` stands for any member's
 * profile). Login counts failures only (a success wipes the account-and-client count and takes back
 * the others); the others count every attempt.
 */
export function throttleRules(counter: (name: LimitName) => Counter, memberOf: KeyOf, devices: DeviceCookies): Map<string, Rule> {
  const accountMails: Bucket[] = [
    { counter: counter('accountMailsPerClient'), key: clientOf, onSuccess: 'keep' },
    { counter: counter('accountMailsPerAddress'), key: addressOf, onSuccess: 'keep' },
  ];
  const passwords: Bucket[] = [{ counter: counter('passwordChangesPerClient'), key: clientOf, onSuccess: 'keep' }];
  const shares: Bucket[] = [
    { counter: counter('sharesPerClient'), key: clientOf, onSuccess: 'keep' },
    { counter: counter('sharesPerMember'), key: memberOf, onSuccess: 'keep' },
  ];
  const logIn: Rule = {
    buckets: [
      { counter: counter('loginFailuresPerAccountAndClient'), key: accountAndClientOf, onSuccess: 'reset' },
      { counter: counter('loginFailuresPerClient'), key: clientOf, onSuccess: 'refund' },
      // Over the ceiling, a browser the owner signed in from still gets in: the ceiling slows guessing
      // from many addresses without handing anyone a way to lock the owner out.
      { counter: counter('loginFailuresPerAccount'), key: accountOf, onSuccess: 'refund', exempt: (ctx, account) => devices.knows(ctx, account) },
    ],
    afterSuccess(ctx) {
      const account = accountOf(ctx);
      if (account) devices.remember(ctx, account);
    },
  };
  const only = (buckets: Bucket[]): Rule => ({ buckets });
  return new Map<string, Rule>([
    ['POST /api/auth/local', logIn],
    ['POST /api/auth/local/register', only([
      { counter: counter('signUpsPerClient'), key: clientOf, onSuccess: 'keep' },
      { counter: counter('signUpsPerAddress'), key: canonicalAddressOf, onSuccess: 'keep' },
    ])],
    ['POST /api/auth/forgot-password', only(accountMails)],
    ['POST /api/auth/reset-password', only(passwords)],
    ['POST /api/auth/change-password', only(passwords)],
    ['POST /api/challenges/shareproject', only(shares)],
    ['POST /api/challenges/sharepost', only(shares)],
    ['POST /api/auth/email-change/confirm', only(passwords)],
    // A save may ask for an e-mail change, which mails two addresses (the new one is also counted
    // per recipient, by the e-mail change service, with the account mails).
    ['PUT /api/users/:id', only([{ counter: counter('profileSavesPerMember'), key: memberOf, onSuccess: 'keep' }])],
    ['GET /api/member-data', only([{ counter: counter('dataDownloadsPerMember'), key: memberOf, onSuccess: 'keep' }])],
    ['POST /api/account-deletion', only([...passwords, { counter: counter('accountDeletionsPerMember'), key: memberOf, onSuccess: 'keep' }])],
    // Every upload is decoded and re-encoded, which costs CPU whether or not it is stored. Only
    // members' uploads count (a guest's is refused before any decoding): otherwise anyone could
    // spend the upload budget of every member behind the same address.
    ...['census', 'code'].map((method): [string, Rule] => [`POST /api/verification/${method}`, only([
      { counter: counter('verificationsPerClient'), key: clientOf, onSuccess: 'keep' },
      { counter: counter('verificationsPerMember'), key: memberOf, onSuccess: 'keep' },
    ])]),
    // Stored and mailed to the operator (lib/barrier-reports): anyone may send one, so it counts per client.
    ['POST /api/barrier-reports', only([{ counter: counter('barrierReportsPerClient'), key: clientOf, onSuccess: 'keep' }])],
    ['POST /api/upload', only([
      { counter: counter('uploadsPerClient'), key: async (ctx) => ((await memberOf(ctx)) ? clientOf(ctx) : null), onSuccess: 'keep' },
      { counter: counter('uploadsPerMember'), key: memberOf, onSuccess: 'keep' },
    ])],
  ]);
}
