import type { Context } from 'koa';
import type { ThrottleConfig } from '../../../config/throttle';
import type { CounterStore, Counter } from './counter';

type KeyOf = (ctx: Context) => string | null | Promise<string | null>;

/** What a bucket does once the request succeeded: keep the count, take it back, or wipe the key. */
type OnSuccess = 'keep' | 'refund' | 'reset';

export type Bucket = { counter: Counter; key: KeyOf; onSuccess: OnSuccess };

const clientOf: KeyOf = (ctx) => ctx.request.ip || 'unknown';

const bodyField = (ctx: Context, field: string): string | null => {
  const body: unknown = ctx.request.body;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : null;
};

const addressOf: KeyOf = (ctx) => bodyField(ctx, 'email');

/** The account and the client together: an attacker's failures on an account leave its owner's own client alone. */
const accountAndClientOf: KeyOf = (ctx) => `${bodyField(ctx, 'identifier') ?? ''}\n${clientOf(ctx)}`;

/**
 * The throttled routes, by method and normalised path (`/api/users/:id` stands for any member's
 * profile). Login counts failures only (a success wipes the account-and-client count and takes back
 * the client's); the others count every attempt.
 */
export function throttleRules(limits: ThrottleConfig, store: CounterStore, memberOf: KeyOf): Map<string, Bucket[]> {
  const counter = (name: keyof ThrottleConfig) => store(name, limits[name] as { points: number; seconds: number });
  const signUpsPerClient = counter('signUpsPerClient');
  const signUpsPerAddress = counter('signUpsPerAddress');
  const mailsPerClient = counter('accountMailsPerClient');
  const mailsPerAddress = counter('accountMailsPerAddress');
  const passwordsPerClient = counter('passwordChangesPerClient');
  const sharesPerClient = counter('sharesPerClient');
  const sharesPerMember = counter('sharesPerMember');
  const accountMails: Bucket[] = [
    { counter: mailsPerClient, key: clientOf, onSuccess: 'keep' },
    { counter: mailsPerAddress, key: addressOf, onSuccess: 'keep' },
  ];
  const passwords: Bucket[] = [{ counter: passwordsPerClient, key: clientOf, onSuccess: 'keep' }];
  const shares: Bucket[] = [
    { counter: sharesPerClient, key: clientOf, onSuccess: 'keep' },
    { counter: sharesPerMember, key: memberOf, onSuccess: 'keep' },
  ];
  return new Map<string, Bucket[]>([
    ['POST /api/auth/local', [
      { counter: counter('loginFailuresPerAccountAndClient'), key: accountAndClientOf, onSuccess: 'reset' },
      { counter: counter('loginFailuresPerClient'), key: clientOf, onSuccess: 'refund' },
    ]],
    ['POST /api/auth/local/register', [
      { counter: signUpsPerClient, key: clientOf, onSuccess: 'keep' },
      { counter: signUpsPerAddress, key: addressOf, onSuccess: 'keep' },
    ]],
    ['POST /api/auth/forgot-password', accountMails],
    ['POST /api/auth/send-email-confirmation', accountMails],
    ['POST /api/auth/reset-password', passwords],
    ['POST /api/auth/change-password', passwords],
    ['POST /api/challenges/shareproject', shares],
    ['POST /api/challenges/sharepost', shares],
    ['POST /api/auth/email-change/confirm', passwords],
    // A save may ask for an e-mail change, which mails two addresses.
    ['PUT /api/users/:id', [{ counter: counter('profileSavesPerMember'), key: memberOf, onSuccess: 'keep' }]],
  ]);
}
