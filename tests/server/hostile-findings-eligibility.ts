import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { solvedChallenge } from '../../scripts/lib/proof-of-work.mjs';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { censusLine, makeCodes, uploadCensus, verifyByCensus, verifyByCode } from './eligibility-helpers';
import { refusedWith, unless, type Finding } from './finding';
import { balanceOf, mailedLink, memberAt, newMember, registration, seededProjects } from './members';

const ROUND = 'issue 49';
const RULES = '/content-manager/single-types/api::eligibility.eligibility';
const register = (email: string, extra: Record<string, unknown> = {}) => apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(email, extra) });

/** An alias of an existing member's address makes no second account: answered as a member's address, no set-password mail. */
const alias = (name: string, spell: (local: string) => string, domain = 'gmail.com'): Finding => ({
  round: ROUND,
  name,
  attack: async () => {
    const local = `ana.garcia.${randomUUID().slice(0, 8)}`;
    await memberAt(`${local}@${domain}`);
    const other = `${spell(local)}@${domain}`;
    const answer = await register(other);
    const mailed = await mailedLink(other).then((link) => new URL(link).pathname === '/reset', () => false);
    return [...unless(answer.status === 200, `answered ${answer.status}`), ...unless(!mailed, 'a second account was made (a set-password mail went)')];
  },
});

const verifiedOnly = async () => {
  const { Un } = await seededProjects();
  return { project: Un!.documentId, reward: Un!.reward!.documentId };
};

export const ELIGIBILITY_FINDINGS: Finding[] = [
  alias('an alias with a +tag of a member’s address', (local) => `${local}+2`),
  alias('a dotted Gmail address of a member’s undotted one', (local) => local.replace(/\./g, '')),
  alias('a +tag on any other domain', (local) => `${local}+campaign`, 'ayto.es'),
  {
    round: ROUND,
    name: 'a sign-up from a disposable mail service',
    attack: async () => refusedWith(await register(`x-${randomUUID()}@mailinator.com`), 400, 'registration.errors.disposableEmail'),
  },
  {
    round: ROUND,
    name: 'a registration and a reset mail without a solved challenge, and with one used twice',
    attack: async () => {
      const email = `robot-${randomUUID()}@chispa.test`;
      const solved = await solvedChallenge(inject('strapiUrl'));
      const first = await register(email, { altcha: solved });
      return [
        ...refusedWith(await register(`robot-${randomUUID()}@chispa.test`, { altcha: null }), 400, 'challenge.required'),
        ...refusedWith(await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email, altcha: null } }), 400, 'challenge.required'),
        ...unless(first.status === 200, `a solved challenge answered ${first.status}`),
        ...refusedWith(await register(`robot-${randomUUID()}@chispa.test`, { altcha: solved }), 400, 'challenge.failed'),
      ];
    },
  },
  {
    round: ROUND,
    name: 'an under-14 sign-up: no declaration, and a birth date under 14 in the profile',
    attack: async () => {
      const declined = await register(`joven-${randomUUID()}@chispa.test`, { ageDeclaration: false });
      const member = await newMember();
      const thirteen = new Date(Date.now() - 13 * 365.25 * 86_400_000).toISOString().slice(0, 10);
      const profile = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: 'A', lastName: 'B', email: member.email, birthDate: thirteen } });
      return [...refusedWith(declined, 400, 'validation.invalid'), ...refusedWith(profile, 400, 'editProfile.errors.tooYoung')];
    },
  },
  {
    round: ROUND,
    name: 'a vote on a verified-only project by an unverified member, sent and replayed',
    attack: async () => {
      const { project } = await verifiedOnly();
      const member = await newMember();
      const vote = () => member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } }, headers: { 'X-Chispa-Queued-At': String(Date.now() - 60_000) } });
      const balance = await balanceOf(member);
      return [...refusedWith(await vote(), 409, 'verification.required'), ...refusedWith(await vote(), 409, 'verification.required'), ...unless((await balanceOf(member)) === balance, 'DIDs moved')];
    },
  },
  {
    round: ROUND,
    name: 'a DIDs entry on a verified-only reward by an unverified member, alone, in a batch and replayed',
    attack: async () => {
      const { reward } = await verifiedOnly();
      const member = await newMember();
      const key = randomUUID();
      const entry = { rewardId: reward, amount: 1, locale: 'es' };
      const alone = await member.as('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': key } });
      const again = await member.as('/api/participations', { method: 'POST', json: entry, headers: { 'Idempotency-Key': key } });
      const batch = await member.as('/api/participations/batch', { method: 'POST', json: { entries: [{ key: randomUUID(), body: entry }] } });
      const inBatch = batch.body?.data?.[0] ?? { status: batch.status, body: batch.body };
      return [...refusedWith(alone, 409, 'verification.required'), ...refusedWith(again, 409, 'verification.required'), ...refusedWith(inBatch, 409, 'verification.required'), ...unless((await balanceOf(member)) === 50, 'DIDs were taken')];
    },
  },
  {
    round: ROUND,
    name: 'a sign-up to a reward for verified members by an unverified member',
    attack: async () => {
      const editor = await signInEditor();
      const { Limpieza } = await seededProjects();
      const reward = Limpieza!.reward!.documentId;
      const path = `/content-manager/collection-types/api::reward.reward/${reward}`;
      const publish = () => editor.call(`${path}/actions/publish?locale=es`, { method: 'POST', json: {} });
      await editor.call(`${path}?locale=es`, { method: 'PUT', json: { signupRequirement: 'verified' } });
      await publish();
      try {
        const member = await newMember();
        const signUp = await member.as('/api/form-participations', { method: 'POST', json: { rewardId: reward, city: 'Valencia', phone: '+34 600 000 000', option: 1, legal: true, acceptPolicy: true, locale: 'es' } });
        return refusedWith(signUp, 409, 'verification.required');
      } finally {
        await editor.call(`${path}?locale=es`, { method: 'PUT', json: { signupRequirement: 'anyMember' } });
        await publish();
      }
    },
  },
  {
    round: ROUND,
    name: 'one census line used to verify two accounts',
    attack: async () => {
      const line = censusLine();
      await uploadCensus(await signInEditor(), [line]);
      const first = await verifyByCensus(await newMember(), line);
      const second = await verifyByCensus(await newMember(), line);
      return [...unless(first.status === 200, `the first verification answered ${first.status}`), ...refusedWith(second, 409, 'verification.census.taken')];
    },
  },
  {
    round: ROUND,
    name: 'invitation codes guessed by brute force',
    attack: async () => {
      await makeCodes(await signInEditor(), 5);
      const member = await newMember();
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) statuses.push((await verifyByCode(member, `${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase().replace(/[ILOU]/g, '0')}`)).status);
      const guessed = statuses.filter((status) => status !== 404 && status !== 429 && status !== 400);
      return [...unless(statuses.filter((status) => status === 429).length >= 25, `only ${statuses.filter((s) => s === 429).length} of 40 guesses were throttled`), ...guessed.map((status) => `a guess answered ${status}`)];
    },
  },
  {
    round: ROUND,
    name: 'welcome and referral DIDs farmed by unverified accounts where the organiser requires verification',
    attack: async () => {
      const editor = await signInEditor();
      await editor.call(RULES, { method: 'PUT', json: { welcomeRequirement: 'verified', referralRequirement: 'verified', referralsPerMonth: 10 } });
      try {
        const referrer = await newMember();
        const code = (await referrer.as('/api/users/me')).body.referralCode;
        const aliases = await Promise.all([newMember({ referenceCode: code }), newMember({ referenceCode: code })]);
        const balances = await Promise.all([referrer, ...aliases].map(balanceOf));
        return balances.some((balance) => balance > 0) ? [`unverified accounts hold DIDs: ${balances.join(', ')}`] : [];
      } finally {
        await editor.call(RULES, { method: 'PUT', json: { welcomeRequirement: 'anyMember', referralRequirement: 'anyMember', referralsPerMonth: 10 } });
      }
    },
  },
];
