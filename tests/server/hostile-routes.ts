import { randomUUID } from 'node:crypto';
import type { Member } from './members';
import { registration } from './members';

/** What the hostile suite knows when it builds a request: the member it writes as, and seeded ids. */
export type Setup = { member: Member; project: string; reward: string; formReward: string; post: string };

/**
 * Who sends the request: the suite's member (bearer token), a guest, or a guest that holds an XSRF
 * cookie and sends the header (so that cookie-authenticated routes get past the XSRF check).
 */
export type Sender = 'member' | 'guest' | 'xsrfGuest';

export type WriteRoute = {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: (setup: Setup) => string;
  sender: Sender;
  /** A body as the app would send it, which every attack then breaks in its own way. */
  body: (setup: Setup) => Record<string, unknown>;
  headers?: () => Record<string, string>;
};

/**
 * Every write route, with a plausible body. Add a row for a new route: the hostile suite sends
 * every attack of hostile-attacks.ts to it and expects a 4xx with a code and no change.
 */
export const WRITE_ROUTES: WriteRoute[] = [
  { name: 'register', method: 'POST', path: () => '/api/auth/local/register', sender: 'guest', body: () => registration(`hostile-${randomUUID()}@chispa.test`) },
  { name: 'login', method: 'POST', path: () => '/api/auth/local', sender: 'guest', body: ({ member }) => ({ identifier: member.email, password: 'not-the-password' }) },
  { name: 'forgot-password', method: 'POST', path: () => '/api/auth/forgot-password', sender: 'guest', body: ({ member }) => ({ email: member.email, locale: 'es' }) },
  { name: 'reset-password', method: 'POST', path: () => '/api/auth/reset-password', sender: 'guest', body: () => ({ code: randomUUID(), password: 'hostile-pass-2026', passwordConfirmation: 'hostile-pass-2026' }) },
  { name: 'confirm e-mail change', method: 'POST', path: () => '/api/auth/email-change/confirm', sender: 'guest', body: () => ({ code: 'f'.repeat(64) }) },
  { name: 'send-email-confirmation', method: 'POST', path: () => '/api/auth/send-email-confirmation', sender: 'guest', body: ({ member }) => ({ email: member.email }) },
  { name: 'change-password', method: 'POST', path: () => '/api/auth/change-password', sender: 'member', body: () => ({ currentPassword: 'not-the-password', password: 'hostile-pass-2026', passwordConfirmation: 'hostile-pass-2026' }) },
  { name: 'refresh', method: 'POST', path: () => '/api/auth/refresh', sender: 'xsrfGuest', body: () => ({ refreshToken: 'not-a-token' }) },
  { name: 'logout', method: 'POST', path: () => '/api/auth/logout', sender: 'xsrfGuest', body: () => ({ deviceId: 'x' }) },
  { name: 'profile', method: 'PUT', path: ({ member }) => `/api/users/${member.user.id}`, sender: 'member', body: ({ member }) => ({ firstName: 'Hostile', lastName: 'Change', email: member.email }) },
  { name: 'upload', method: 'POST', path: () => '/api/upload', sender: 'member', body: () => ({ fileInfo: { name: 'x' } }) },
  { name: 'vote', method: 'POST', path: () => '/api/user-project-supports', sender: 'member', body: ({ project }) => ({ data: { support: 1, project } }) },
  { name: 'participation', method: 'POST', path: () => '/api/participations', sender: 'member', body: ({ reward }) => ({ rewardId: reward, amount: 1 }), headers: () => ({ 'Idempotency-Key': randomUUID() }) },
  {
    name: 'participation batch', method: 'POST', path: () => '/api/participations/batch', sender: 'member',
    body: ({ reward }) => ({ entries: [{ key: randomUUID(), body: { rewardId: reward, amount: 1 } }] }),
  },
  {
    name: 'form participation', method: 'POST', path: () => '/api/form-participations', sender: 'member',
    body: ({ formReward }) => ({ rewardId: formReward, city: 'Valencia', phone: '600000000', option: 1, legal: true, acceptPolicy: true }),
  },
  { name: 'share project', method: 'POST', path: () => '/api/challenges/shareProject', sender: 'member', body: ({ project }) => ({ documentId: project }) },
  { name: 'share post', method: 'POST', path: () => '/api/challenges/sharePost', sender: 'member', body: ({ post }) => ({ documentId: post }) },
  { name: 'subscribe', method: 'POST', path: () => '/api/subscriptions', sender: 'member', body: () => ({ priceId: 'premium_monthly', type: 'recurring', locale: 'es' }) },
  { name: 'cancel subscription', method: 'DELETE', path: () => '/api/subscriptions', sender: 'member', body: () => ({ reason: 'x' }) },
  { name: 'local checkout pay', method: 'POST', path: () => `/api/checkout/local/cs_local_${'0'.repeat(48)}/pay`, sender: 'guest', body: () => ({ ok: true }) },
  { name: 'local checkout cancel', method: 'POST', path: () => `/api/checkout/local/cs_local_${'0'.repeat(48)}/cancel`, sender: 'guest', body: () => ({ ok: true }) },
  {
    name: 'push subscription', method: 'PUT', path: () => '/api/push/subscription', sender: 'member',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/hostile', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }, topics: ['newProjects'], locale: 'es' }),
  },
  { name: 'push unsubscription', method: 'DELETE', path: () => '/api/push/subscription', sender: 'member', body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/hostile' }) },
  { name: 'gift link redeemed', method: 'POST', path: () => '/api/gifts/redeem', sender: 'member', body: () => ({ token: 'a'.repeat(48), locale: 'es' }) },
  { name: 'follow', method: 'PUT', path: ({ project }) => `/api/follows/${project}`, sender: 'member', body: () => ({ following: true }) },
  { name: 'inbox read', method: 'POST', path: () => '/api/inbox/read', sender: 'member', body: () => ({ ids: [1] }) },
  { name: 'mail settings', method: 'PUT', path: () => '/api/notification-settings', sender: 'member', body: () => ({ mail: { updates: true, results: false, draws: false }, digest: 'daily' }) },
  { name: 'mail one-click unsubscribe', method: 'POST', path: () => `/api/mail/unsubscribe?token=1.${'0'.repeat(32)}.${'A'.repeat(43)}`, sender: 'guest', body: () => ({ 'List-Unsubscribe': 'One-Click' }) },
  { name: 'legal acceptance', method: 'POST', path: () => '/api/legal-acceptances', sender: 'member', body: () => ({ kind: 'terms', version: 999_999, locale: 'es' }) },
  // An unsolved anti-robot check: every attack is refused, and the plausible body too.
  { name: 'barrier report', method: 'POST', path: () => '/api/barrier-reports', sender: 'guest', body: () => ({ description: 'No puedo pulsar el botón de votar con el teclado.', pageUrl: '/projects', altcha: 'x' }) },
  { name: 'account deletion', method: 'POST', path: () => '/api/account-deletion', sender: 'member', body: () => ({ password: 'not-the-password' }) },
  { name: 'stripe webhook', method: 'POST', path: () => '/api/payments/stripe/webhook', sender: 'guest', body: () => ({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }), headers: () => ({ 'Stripe-Signature': 't=1,v1=00' }) },
];
