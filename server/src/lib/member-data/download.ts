import type { Core } from '@strapi/strapi';
import { memberDraw } from '../draws/results';
import { followRowsOfMember, inboxRowsOfMember } from '../strapi-internals';
import { storedSettings } from '../member-mail/settings';
import { acceptancesOf } from '../legal-texts';

const USERS = 'plugin::users-permissions.user';

/** The download's format, for whoever reads it later (a member's other service, say). */
export const MEMBER_DATA_FORMAT = 'chispa-member-data/1';

type Row = Record<string, unknown>;
/** The member's own row, with their picture. */
type MemberRow = Row & { image?: { url?: unknown } | null };

/** Only the fields named, in that order: a record's private keys and links stay out of the file. */
const pick = (row: Row, fields: string[]) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));

const ownRows = (strapi: Core.Strapi, uid: string, userId: number, where: Row = { user: userId }) =>
  strapi.db.query(uid as never).findMany({ where, orderBy: { id: 'asc' } }) as Promise<Row[]>;

/** Someone else's address, as the member who typed it sees it again: enough to recognise, not to reuse. */
export const maskedAddress = (email: string | null | undefined) => {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/** Where a device's notifications go (its push service), not the device's own address there. */
const serviceOf = (endpoint: unknown) => {
  try {
    return new URL(String(endpoint)).origin;
  } catch {
    return null;
  }
};

/** The tickets of each draw the member entered (a reward no longer published: the entry only). */
async function drawsOf(strapi: Core.Strapi, userId: number, rewardIds: string[]) {
  const draws = [];
  for (const rewardId of rewardIds) {
    try {
      const { pseudonym, tickets, result } = await memberDraw(strapi, userId, rewardId);
      draws.push({ rewardId, pseudonym, tickets, result });
    } catch {
      draws.push({ rewardId, pseudonym: null, tickets: null, result: null });
    }
  }
  return draws;
}

/**
 * Everything Chispa keeps about one member, as one JSON document (GDPR access and portability,
 * issue 33): their profile and consents, votes, DIDs history, draw entries with their tickets,
 * sign-ups with their answers, devices' notification subscriptions, the projects they follow, their
 * inbox, subscriptions and gifts, and the versions of the legal texts they accepted.
 * Nothing of another member: a gift's recipient is masked, a referrer is only said to exist.
 */
export async function memberData(strapi: Core.Strapi, userId: number) {
  const user = (await strapi.db.query(USERS).findOne({ where: { id: userId }, populate: { image: { select: ['url'] }, referredBy: { select: ['id'] } } })) as MemberRow;
  const [votes, didRecords, entries, signUps, pushSubscriptions, subscriptions, giftsReceived, verifications, follows, inbox, mail, legalAcceptances] = await Promise.all([
    ownRows(strapi, 'api::user-project-support.user-project-support', userId),
    ownRows(strapi, 'api::did-record.did-record', userId),
    ownRows(strapi, 'api::participation.participation', userId),
    ownRows(strapi, 'api::form-participation.form-participation', userId),
    ownRows(strapi, 'api::push-subscription.push-subscription', userId),
    ownRows(strapi, 'api::subscription.subscription', userId),
    ownRows(strapi, 'api::gift.gift', userId, { redeemedBy: userId }),
    ownRows(strapi, 'api::verification.verification', userId),
    followRowsOfMember(strapi, userId),
    inboxRowsOfMember(strapi, userId),
    storedSettings(strapi, userId),
    acceptancesOf(strapi, userId),
  ]);
  const rewardIds = [...new Set([...entries, ...signUps].map((entry) => entry.rewardDocumentId as string))];
  return {
    format: MEMBER_DATA_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: {
      ...pick(user, ['email', 'username', 'firstName', 'lastName', 'birthDate', 'gender', 'country', 'city', 'referralCode', 'userType', 'confirmed', 'createdAt', 'updatedAt']),
      picture: user.image?.url ?? null,
      pendingEmail: user.pendingEmail ?? null,
      joinedThroughAReferral: Boolean(user.referredBy),
    },
    // How they proved who they are, and when: never the census line or code (kept only as keyed hashes).
    verification: {
      method: user.verificationMethod ?? null,
      verifiedAt: user.verifiedAt ?? null,
      history: verifications.map((record) => ({ method: record.method, verifiedAt: record.verifiedAt, revokedAt: record.revokedAt ?? null, revokeNote: record.revokeNote ?? null })),
    },
    consents: {
      termsAndPrivacyAcceptedAt: user.consentedAt ?? null,
      fourteenOrOlderDeclaredAt: user.ageDeclaredAt ?? null,
      notifications: pushSubscriptions.map((device) => ({ topics: device.topics ?? [], since: device.createdAt, updatedAt: device.updatedAt })),
      // What they chose to hear by e-mail (opt-in per topic), how often, and in which language.
      mail: mail ? { ...mail.settings, language: mail.language } : null,
    },
    votes: votes.map((vote) => ({ project: vote.projectDocumentId, support: vote.support, at: vote.createdAt })),
    didsHistory: didRecords.map((record) => ({ amount: record.amount, reason: record.reason, note: record.note ?? null, at: record.createdAt })),
    drawEntries: entries.map((entry) => ({ reward: entry.rewardDocumentId, tickets: entry.amount, didsPerTicket: entry.cost, dids: entry.total, at: entry.date ?? entry.createdAt })),
    signUps: signUps.map((signUp) => ({ ...pick(signUp, ['rewardDocumentId', 'name', 'phone', 'city', 'year', 'option', 'location', 'answers']), at: signUp.createdAt })),
    draws: await drawsOf(strapi, userId, rewardIds),
    pushSubscriptions: pushSubscriptions.map((device) => ({ service: serviceOf(device.endpoint), topics: device.topics ?? [], locale: device.locale, since: device.createdAt })),
    subscriptions: subscriptions.map((subscription) => ({
      ...pick(subscription, ['type', 'priceId', 'state', 'provider', 'activatedAt', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'cancelledAt', 'createdAt', 'consentedAt', 'amountCents', 'currency', 'withdrawnAt', 'refundedCents']),
      giftTo: maskedAddress(subscription.targetEmail as string | null),
    })),
    // Every project they follow or stopped following, and how it began; what they were told.
    follows,
    inbox,
    giftsReceived: giftsReceived.map((gift) => ({ state: gift.state, premiumUntil: gift.premiumUntil ?? null, redeemedAt: gift.redeemedAt ?? gift.updatedAt, fromTheTeam: Boolean(gift.grantedBy) })),
    // Which version of the terms and of the privacy policy they accepted, in which language, and when (issue 53).
    legalAcceptances,
  };
}
