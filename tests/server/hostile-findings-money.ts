import { randomBytes, randomUUID } from 'node:crypto';
import { adminWithRole, parseCsv } from './campaign-helpers';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { refusedWith, unless, type Finding } from './finding';
import { giveGift, mailedLink, memberAt, newMember, registration, seededProjects, type Member } from './members';
import { sendEvent, signature, stripeEvent, stripeObjects } from './stripe-events';

const GIFT = 'api::gift.gift';
const SUBSCRIPTION = 'api::subscription.subscription';
const ROUND = 'issue 48';
const NUL = '\u0000';
const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const userType = async (member: Member) => (await member.as('/api/users/me')).body.userType as string;
const freshAddress = (name: string) => `${name}-${randomUUID()}@chispa.test`;

/** What an admin role may do to the money records: nothing (403), and nothing changed. */
const refusedToAdmin = (answer: { status: number; body: any }) => unless(answer.status === 403, `the admin answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);

/** A member's row in the admin (read-only for every role), by one of its fields. */
async function adminRows(uid: string, field: string, operator: string, value: string | number) {
  const editor = await signInEditor();
  const { body } = await editor.call(`${collection(uid)}?page=1&pageSize=100&filters[$and][0][${field}][${operator}]=${encodeURIComponent(String(value))}`);
  return (body.results ?? []) as Array<Record<string, any>>;
}

export const MONEY_AND_TEXT_FINDINGS: Finding[] = [
  {
    round: ROUND,
    name: 'an Author makes a paid gift of their choosing in the content manager and registers with it',
    attack: async () => {
      const author = await adminWithRole(await signInEditor(), 'strapi-author');
      const email = freshAddress('autora');
      const token = randomBytes(24).toString('hex');
      const made = await author.call(`${collection(GIFT)}`, { method: 'POST', json: { targetEmail: email, token, state: 'paid', expiresAt: '2099-01-01T00:00:00.000Z' } });
      const joined = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(email, { giftToken: token }) });
      return [...refusedToAdmin(made), ...unless(joined.status === 400, `registering with the made-up gift answered ${joined.status}`)];
    },
  },
  {
    round: ROUND,
    name: 'an Editor retargets a member’s paid gift to their own address, and a Super Admin makes one',
    attack: async () => {
      const friend = freshAddress('amiga');
      await giveGift(await newMember(), friend);
      const [gift] = await adminRows(GIFT, 'targetEmail', '$eq', friend);
      const editorRole = await adminWithRole(await signInEditor(), 'strapi-editor');
      const retargeted = await editorRole.call(`${collection(GIFT)}/${gift!.documentId}`, { method: 'PUT', json: { targetEmail: 'editora-lista@chispa.test' } });
      const extended = await editorRole.call(`${collection(GIFT)}/${gift!.documentId}`, { method: 'PUT', json: { expiresAt: '2099-01-01T00:00:00.000Z' } });
      const superAdmin = await signInEditor();
      const made = await superAdmin.call(`${collection(GIFT)}`, { method: 'POST', json: { targetEmail: freshAddress('jefa'), state: 'paid' } });
      const [after] = await adminRows(GIFT, 'documentId', '$eq', gift!.documentId);
      return [
        ...refusedToAdmin(retargeted),
        ...refusedToAdmin(extended),
        ...refusedWith(made, 403, 'record.serverWritten'),
        ...unless(after?.targetEmail === friend && after.expiresAt === gift!.expiresAt, 'the gift changed'),
      ];
    },
  },
  {
    round: ROUND,
    name: 'an Editor sets a member’s subscription active until 2099',
    attack: async () => {
      const member = await newMember();
      const started = await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
      const [row] = (await member.as('/api/subscriptions')).body.data as Array<{ documentId: string }>;
      const editorRole = await adminWithRole(await signInEditor(), 'strapi-editor');
      const changed = await editorRole.call(`${collection(SUBSCRIPTION)}/${row!.documentId}`, { method: 'PUT', json: { state: 'active', currentPeriodEnd: '2099-01-01T00:00:00.000Z' } });
      const superAdmin = await (await signInEditor()).call(`${collection(SUBSCRIPTION)}/${row!.documentId}`, { method: 'PUT', json: { state: 'active' } });
      return [
        ...unless(started.status === 201, `the checkout answered ${started.status}`),
        ...refusedToAdmin(changed),
        ...refusedWith(superAdmin, 403, 'record.serverWritten'),
        ...unless((await userType(member)) === 'default', 'the member became Premium'),
      ];
    },
  },
  {
    round: ROUND,
    name: 'the admin shows a paid gift’s link token',
    attack: async () => {
      const friend = freshAddress('regalo');
      await giveGift(await newMember(), friend);
      const editor = await signInEditor();
      const list = await editor.call(`${collection(GIFT)}?page=1&pageSize=10&filters[$and][0][targetEmail][$eq]=${encodeURIComponent(friend)}`);
      const page = await editor.call(`${collection(GIFT)}/${list.body.results[0].documentId}`);
      const shown = JSON.stringify([list.body, page.body]);
      return [...unless(!/"token/i.test(shown), 'a token field is shown'), ...(shown.match(/\b[0-9a-f]{48,64}\b/g) ?? []).map((value) => `a token-sized value is shown: ${value.slice(0, 8)}…`)];
    },
  },
  {
    round: ROUND,
    name: 'a gift paid for an address that then joins without the link',
    attack: async () => {
      const late = freshAddress('late');
      await giveGift(await newMember(), late);
      const member = await memberAt(late);
      return unless((await userType(member)) === 'premium', 'the member who joined without the link is not Premium');
    },
  },
  {
    round: ROUND,
    name: 'a gift paid for an address that then reaches an account through an e-mail change',
    attack: async () => {
      const member = await newMember();
      const target = freshAddress('nueva');
      await giveGift(await newMember(), target);
      await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: 'Test', lastName: 'Member', email: target } });
      const code = new URL(await mailedLink(target)).searchParams.get('code');
      const confirmed = await apiClient().call('/api/auth/email-change/confirm', { method: 'POST', json: { code } });
      return [...unless(confirmed.status === 200, `the confirmation answered ${confirmed.status}`), ...unless((await userType(member)) === 'premium', 'the member is not Premium')];
    },
  },
  {
    round: ROUND,
    name: 'a Premium checkout paid after its member deleted the account',
    attack: async () => {
      const member = await newMember();
      const started = await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
      const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
      const [row] = (await member.as('/api/subscriptions')).body.data as Array<{ documentId: string }>;
      const deleted = await member.as('/api/account-deletion', { method: 'POST', json: { password: member.password } });
      const subscriptionId = `sub_test_${randomBytes(8).toString('hex')}`;
      const now = Math.floor(Date.now() / 1000);
      const completed = await sendEvent(stripeEvent('checkout.session.completed', stripeObjects.session(sessionId, row!.documentId, subscriptionId)));
      const invoice = await sendEvent(stripeEvent('invoice.paid', stripeObjects.invoice(subscriptionId, row!.documentId, now, now + 30 * 86_400)));
      const [after] = await adminRows(SUBSCRIPTION, 'documentId', '$eq', row!.documentId);
      return [
        ...unless(deleted.status === 200, `the deletion answered ${deleted.status}`),
        ...unless(completed.status === 200 && invoice.status === 200, `the events answered ${completed.status}, ${invoice.status}`),
        ...unless(after?.state === 'cancelled', `the subscription is ${after?.state}`),
        ...unless(after?.providerSubscriptionId === subscriptionId, 'the provider’s subscription was not recorded'),
        ...unless(!!after?.refundedAt, 'the payment was not ended and refunded at the provider'),
      ];
    },
  },
  {
    round: ROUND,
    name: 'NUL in a profile name, a registration name, a sign-up answer and a correction note',
    attack: async () => {
      const member = await newMember();
      const profile = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: `An${NUL}a`, lastName: 'García', email: member.email } });
      const joined = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(freshAddress('nul'), { firstName: `Ana${NUL}` }) });
      const reward = (await seededProjects()).Limpieza!.reward!.documentId;
      const signUp = await member.as('/api/form-participations', {
        method: 'POST',
        json: { rewardId: reward, city: `Val${NUL}encia`, phone: '+34 600 000 000', option: 1, legal: true, acceptPolicy: true, locale: 'es' },
      });
      const note = await (await signInEditor()).call('/campaign/corrections', { method: 'POST', json: { email: member.email, amount: 1, note: `Motivo${NUL}`, requestId: randomUUID() } });
      const query = await apiClient().call(`/api/projects?filters[name][$eq]=a%00b&locale=es`);
      return [profile, joined, signUp, note, query].flatMap((answer) => refusedWith(answer, 400, 'validation.invalid'));
    },
  },
  {
    round: ROUND,
    name: 'a project position beyond 32 bits',
    attack: async () => {
      const editor = await signInEditor();
      const project = (await seededProjects()).Huertos!.documentId;
      const saved = await editor.call(`${collection('api::project.project')}/${project}?locale=es`, { method: 'PUT', json: { position: 2 ** 31 } });
      return refusedWith(saved, 400, 'validation.invalid');
    },
  },
  {
    round: ROUND,
    name: 'a formula after a tab in an exported name',
    attack: async () => {
      const member = await newMember({ firstName: 'a\t=1+1', lastName: "Valencia\t=cmd|' /C calc'!A0" });
      const { Huertos } = await seededProjects();
      await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
      await member.as('/api/participations', { method: 'POST', json: { rewardId: Huertos!.reward!.documentId, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });
      const csv = (await (await signInEditor()).call(`/campaign/rewards/${Huertos!.reward!.documentId}/entries?format=csv`)).body as string;
      const row = parseCsv(csv).find((cells) => cells.includes(member.email));
      // As a sheet that splits on tabs too reads it: no cell may start with a formula character.
      const cells = (row ?? []).flatMap((cell) => cell.split(/[\t\r\n]/));
      return [...unless(!!row, 'the entry is not exported'), ...cells.filter((cell) => /^\s*[=+\-@]/.test(cell)).map((cell) => `a cell runs as a formula: ${cell}`)];
    },
  },
  {
    round: ROUND,
    name: 'a deleted member’s records still keyed by their user id',
    attack: async () => {
      const member = await newMember();
      const { Huertos } = await seededProjects();
      const old = member.jwt;
      await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
      const entryKey = randomUUID();
      const entry = { rewardId: Huertos!.reward!.documentId, amount: 1, locale: 'es' };
      await member.as('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': entryKey } });
      await member.as('/api/account-deletion', { method: 'POST', json: { password: member.password } });
      const id = member.user.id;
      const keyed = [
        ...(await adminRows('api::user-project-support.user-project-support', 'voteKey', '$startsWith', `${id}:`)),
        ...(await adminRows('api::participation.participation', 'requestKey', '$startsWith', `${id}:`)),
        ...(await adminRows('api::did-record.did-record', 'eventKey', '$contains', `:${id}:`)),
      ];
      const replay = await apiClient().call('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': entryKey }, token: old });
      return [...keyed.map((row) => `a record still keyed by the user id: ${JSON.stringify(row).slice(0, 120)}`), ...unless(replay.status === 401, `an old queued entry answered ${replay.status}`)];
    },
  },
  {
    round: ROUND,
    name: 'the seeded Editor publishes a project it did not create, in Spanish and in English',
    attack: async () => {
      const client = apiClient();
      const login = await client.call('/admin/login', { method: 'POST', json: { email: 'editora@chispa.test', password: 'Chispa-editora-2026' } });
      if (login.status !== 200) return [`the seeded Editor cannot sign in: ${login.status}`];
      const project = (await seededProjects()).Comedor!.documentId;
      const problems: string[] = [];
      for (const locale of ['es', 'en']) {
        const path = `${collection('api::project.project')}/${project}`;
        const page = await client.call(`${path}?locale=${locale}`, { token: login.body.data.token });
        const saved = await client.call(`${path}?locale=${locale}`, { method: 'PUT', json: { subtitle: page.body.data?.subtitle }, token: login.body.data.token });
        const published = await client.call(`${path}/actions/publish?locale=${locale}`, { method: 'POST', json: {}, token: login.body.data.token });
        if (saved.status !== 200 || published.status !== 200) problems.push(`${locale}: saved ${saved.status}, published ${published.status} ${JSON.stringify(published.body).slice(0, 120)}`);
      }
      return problems;
    },
  },
  {
    round: ROUND,
    name: 'a Stripe signature dated an hour ahead',
    attack: async () => {
      const event = stripeEvent('customer.created', { id: 'cus_test', object: 'customer' });
      const payload = JSON.stringify(event);
      const answer = await apiClient().call('/api/payments/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(payload, undefined, Math.floor(Date.now() / 1000) + 3600) },
      });
      return refusedWith(answer, 400, 'webhook.badTimestamp');
    },
  },
];
