import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { ownTable, type DbTransaction } from '../strapi-internals';
import { operatorIdentity } from '../operator/identity';
import { fillLegalTitle } from './fill';
import { ACCEPTED_KINDS, type AcceptedKind, type LegalLocale, type LegalVersion } from './model';
import { mustAcceptAgain, type Acceptance } from './pending-rule';
import { currentVersion, servedLocale } from './reading';
import { latestMaterialVersion, latestVersion, publishedLocalesOf } from './versions';

const ACCEPTANCES = 'chispa_legal_acceptances';
const USERS = 'plugin::users-permissions.user';

type AcceptanceRow = { kind: AcceptedKind; locale: LegalLocale; version: number | string; accepted_at: number | string };

/** An acceptance as the member reads it (their data download, the answer to their acceptance). */
export type AcceptanceAnswer = { kind: AcceptedKind; version: number; locale: LegalLocale; acceptedAt: string };

const answerOf = (row: AcceptanceRow): AcceptanceAnswer => ({
  kind: row.kind,
  version: Number(row.version),
  locale: row.locale,
  acceptedAt: new Date(Number(row.accepted_at)).toISOString(),
});

const rowsOf = (strapi: Core.Strapi, userId: number) => ownTable(strapi, ACCEPTANCES).where({ user_id: userId });

/** Every version the member accepted, oldest first (their data download). */
export async function acceptancesOf(strapi: Core.Strapi, userId: number): Promise<AcceptanceAnswer[]> {
  return ((await rowsOf(strapi, userId).orderBy('accepted_at', 'asc').orderBy('id', 'asc')) as AcceptanceRow[]).map(answerOf);
}

export type PendingText = { kind: AcceptedKind; version: number; locale: LegalLocale; title: string; changeSummary: string | null; publishedAt: string };

/**
 * What the member must accept before going on: each of the terms and the privacy policy whose latest
 * material version (in any language: a change ticked in Spanish concerns English readers too) came
 * after their sign-up and their latest acceptance (pending-rule.ts). They accept the current version, which is that one or a later one; the
 * summary told is the material change's.
 */
export async function pendingFor(strapi: Core.Strapi, userId: number, asked: LegalLocale): Promise<PendingText[]> {
  // Recorded before it is read (versions.ts), then the material changes: most of the time there is none, and nothing more is read.
  const served = await Promise.all(ACCEPTED_KINDS.map(async (kind) => ({ kind, locale: await servedLocale(strapi, kind, asked), material: await latestMaterialVersion(strapi, kind) })));
  const changed = served.filter((text) => text.locale !== null && text.material !== null);
  if (changed.length === 0) return [];
  const member = (await strapi.db.query(USERS).findOne({ where: { id: userId }, select: ['createdAt'] })) as { createdAt: string | Date } | null;
  if (!member) return [];
  const joinedAt = new Date(member.createdAt).getTime();
  const accepted = (await rowsOf(strapi, userId)) as AcceptanceRow[];
  const identity = operatorIdentity();
  const pending: PendingText[] = [];
  for (const { kind, locale, material } of changed as Array<{ kind: AcceptedKind; locale: LegalLocale; material: LegalVersion }>) {
    const ofKind: Acceptance[] = accepted
      .filter((row) => row.kind === kind)
      .map((row) => ({ version: Number(row.version), locale: row.locale, acceptedAt: Number(row.accepted_at) }));
    if (!mustAcceptAgain(material, ofKind, joinedAt)) continue;
    const current = await latestVersion(strapi, kind, locale);
    if (!current) continue;
    pending.push({ kind, version: current.version, locale, title: fillLegalTitle(current.title, identity), changeSummary: material.changeSummary, publishedAt: new Date(current.publishedAt).toISOString() });
  }
  return pending;
}

export type AcceptanceInput = { kind: AcceptedKind; version: number; locale: LegalLocale };

/**
 * The member accepts a version: recorded once (a repeat answers the recorded one, `created` false).
 * Only the current version of that text in that language is taken: 409 `legalAcceptance.notCurrent`.
 */
export async function accept(strapi: Core.Strapi, userId: number, input: AcceptanceInput): Promise<{ created: boolean; acceptance: AcceptanceAnswer }> {
  const where = { user_id: userId, kind: input.kind, locale: input.locale, version: input.version };
  const recorded = (await ownTable(strapi, ACCEPTANCES).where(where).first()) as AcceptanceRow | undefined;
  if (recorded) return { created: false, acceptance: answerOf(recorded) };
  const published = await publishedLocalesOf(strapi, input.kind);
  const current = published.includes(input.locale) ? await latestVersion(strapi, input.kind, input.locale) : null;
  if (!current || current.version !== input.version) {
    throw refusal(409, 'legalAcceptance.notCurrent', 'This is not the current version of that text', { current: current?.version ?? null });
  }
  const inserted = (await ownTable(strapi, ACCEPTANCES)
    .insert({ ...where, accepted_at: Date.now() })
    .onConflict(['user_id', 'kind', 'locale', 'version'])
    .ignore()
    .returning(['kind', 'locale', 'version', 'accepted_at'])) as AcceptanceRow[];
  if (inserted[0]) return { created: true, acceptance: answerOf(inserted[0]) };
  // The same acceptance sent twice at once: the other one recorded it.
  return { created: false, acceptance: answerOf((await ownTable(strapi, ACCEPTANCES).where(where).first()) as AcceptanceRow) };
}

export type SignUpAcceptance = { kind: AcceptedKind; locale: LegalLocale; version: number };

/** The versions a sign-up in `locale` accepts with its two ticks: the current terms and privacy policy, as the form showed them. */
export async function acceptedAtSignUp(strapi: Core.Strapi, locale: LegalLocale): Promise<SignUpAcceptance[]> {
  const accepted: SignUpAcceptance[] = [];
  for (const kind of ACCEPTED_KINDS) {
    const current = await currentVersion(strapi, kind, locale);
    if (current) accepted.push({ kind, locale: current.locale, version: current.version });
  }
  return accepted;
}

/** Records a new member's acceptances, in the transaction that creates them. */
export async function recordSignUpAcceptances(strapi: Core.Strapi, userId: number, accepted: readonly SignUpAcceptance[], trx: DbTransaction) {
  if (accepted.length === 0) return;
  const at = Date.now();
  await ownTable(strapi, ACCEPTANCES, trx)
    .insert(accepted.map((row) => ({ user_id: userId, ...row, accepted_at: at })))
    .onConflict(['user_id', 'kind', 'locale', 'version'])
    .ignore();
}
