import type { KindData, OutboxKind } from './entry-schemas';

/**
 * Everything the app does with each kind of write that goes through the outbox, in one place: how
 * it travels (path, body, locale), what the member is told, and what it must wait for. What each kind
 * holds, and the checks of stored and answered data, are in `entry-schemas.ts` (read with the sending
 * code: the start needs only this half, at a tap or a toast). Worker-safe: no React, no DOM.
 */

/** A text for the member: a catalog id and its values (the page translates it). */
export type Message = { id: string; values?: Record<string, unknown> };

type KindSpec<K extends OutboxKind> = {
  /** Where it is posted and the body the server expects. */
  request: (payload: Extract<KindData, { kind: K }>['payload'], locale: string | undefined) => { path: string; body: unknown };
  /** What makes two taps on one screen the same action (a quick second tap is ignored). */
  tapKey: (payload: Extract<KindData, { kind: K }>['payload']) => string;
  /** At most one per member and target, so later taps are ignored outright. */
  once: boolean;
  /** The toast once the server has it. */
  delivered: (data: Extract<KindData, { kind: K }>) => Message;
  /** The line in the outbox panel. */
  label: (data: Extract<KindData, { kind: K }>) => Message;
  /** Whether it must wait for an earlier entry (a draw entry spends DIDs that an earlier vote earns). */
  waitsFor: (earlier: KindData) => boolean;
};

/**
 * The toast after a vote: one per project type (spec §4). A "humans" project's toast thanks the
 * member for supporting its people, which only a vote for it does; a vote against is thanked for
 * taking part. The other types' words fit both directions.
 */
export function voteToastId(projectType: string | undefined, support: 1 | -1): string {
  if (projectType === 'humans' && support === -1) return 'vote.toast.humansAgainst';
  return `vote.toast.${projectType ?? 'others'}`;
}

const withLocale = (body: Record<string, unknown>, locale: string | undefined) => (locale ? { ...body, locale } : body);

export const ENTRY_KINDS: { [K in OutboxKind]: KindSpec<K> } = {
  vote: {
    request: (payload) => ({ path: 'user-project-supports', body: { data: payload } }),
    tapKey: (payload) => `vote:${payload.project}`,
    once: true,
    delivered: ({ payload, meta }) => ({ id: voteToastId(meta.projectType, payload.support) }),
    label: ({ meta }) => ({ id: 'outbox.kind.vote', values: { name: meta.name ?? '' } }),
    waitsFor: () => false,
  },
  participation: {
    request: (payload, locale) => ({ path: 'participations', body: withLocale(payload, locale) }),
    tapKey: (payload) => `participation:${payload.rewardId}`,
    once: false,
    delivered: ({ meta }) => ({ id: 'rewardParticipation.toast', values: { dids: meta.total ?? 0 } }),
    label: ({ meta }) => ({ id: 'outbox.kind.participation', values: { name: meta.title ?? '' } }),
    // Spends DIDs: after every earlier vote, which earns them (and which the draw may require). Draw
    // entries do not wait for each other: the server checks each against the balance under a lock.
    waitsFor: (earlier) => earlier.kind === 'vote',
  },
  formParticipation: {
    request: (payload, locale) => ({ path: 'form-participations', body: withLocale(payload, locale) }),
    tapKey: (payload) => `form:${payload.rewardId}`,
    once: true,
    delivered: () => ({ id: 'listSignUp.toast' }),
    label: ({ meta }) => ({ id: 'outbox.kind.formParticipation', values: { name: meta.title ?? '' } }),
    waitsFor: (earlier) => earlier.kind === 'vote',
  },
};

export const kindSpec = <K extends OutboxKind>(kind: K) => ENTRY_KINDS[kind] as unknown as KindSpec<OutboxKind>;
