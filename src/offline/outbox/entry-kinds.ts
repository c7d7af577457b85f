import * as v from 'valibot';

/**
 * Everything the app knows about each kind of write that goes through the outbox, in one place:
 * what its payload holds, how it travels (path, body, locale), what answer proves it was delivered,
 * what the member is told, and what it must wait for. Worker-safe: no React, no DOM.
 */

const DocumentId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

const VotePayload = v.object({ project: DocumentId, support: v.picklist([1, -1]) });
const VoteMeta = v.object({ projectType: v.optional(v.string()), name: v.optional(v.string()) });

const ParticipationPayload = v.object({ rewardId: DocumentId, amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)) });
const ParticipationMeta = v.object({ total: v.optional(v.number()), title: v.optional(v.string()), project: v.optional(v.string()) });

/** Spec §7's sign-up: its fields carry the default questions' answers, `answers` those of a reward's own questions. */
const FormParticipationPayload = v.object({
  rewardId: DocumentId,
  city: v.optional(v.string()),
  phone: v.optional(v.string()),
  option: v.optional(v.pipe(v.number(), v.integer())),
  option2Fields: v.optional(v.object({ name: v.optional(v.string()), year: v.optional(v.number()), location: v.optional(v.boolean()) })),
  answers: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
  legal: v.literal(true),
  acceptPolicy: v.literal(true),
});
const FormParticipationMeta = v.object({ title: v.optional(v.string()), project: v.optional(v.string()) });

/** A created or replayed record: the server's answer to every outbox write (201 new, 200 replayed). */
const Delivered = v.object({ data: v.object({ documentId: v.string() }), meta: v.object({ replayed: v.boolean() }) });

export type VotePayload = v.InferOutput<typeof VotePayload>;
export type ParticipationPayload = v.InferOutput<typeof ParticipationPayload>;
export type FormParticipationPayload = v.InferOutput<typeof FormParticipationPayload>;

export type KindData =
  | { kind: 'vote'; payload: VotePayload; meta: v.InferOutput<typeof VoteMeta> }
  | { kind: 'participation'; payload: ParticipationPayload; meta: v.InferOutput<typeof ParticipationMeta> }
  | { kind: 'formParticipation'; payload: FormParticipationPayload; meta: v.InferOutput<typeof FormParticipationMeta> };

export type OutboxKind = KindData['kind'];

/** A text for the member: a catalog id and its values (the page translates it). */
export type Message = { id: string; values?: Record<string, unknown> };

type KindSpec<K extends OutboxKind> = {
  payload: v.GenericSchema<unknown, Extract<KindData, { kind: K }>['payload']>;
  meta: v.GenericSchema<unknown, Extract<KindData, { kind: K }>['meta']>;
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
    payload: VotePayload,
    meta: VoteMeta,
    request: (payload) => ({ path: 'user-project-supports', body: { data: payload } }),
    tapKey: (payload) => `vote:${payload.project}`,
    once: true,
    delivered: ({ payload, meta }) => ({ id: voteToastId(meta.projectType, payload.support) }),
    label: ({ meta }) => ({ id: 'outbox.kind.vote', values: { name: meta.name ?? '' } }),
    waitsFor: () => false,
  },
  participation: {
    payload: ParticipationPayload,
    meta: ParticipationMeta,
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
    payload: FormParticipationPayload,
    meta: FormParticipationMeta,
    request: (payload, locale) => ({ path: 'form-participations', body: withLocale(payload, locale) }),
    tapKey: (payload) => `form:${payload.rewardId}`,
    once: true,
    delivered: () => ({ id: 'listSignUp.toast' }),
    label: ({ meta }) => ({ id: 'outbox.kind.formParticipation', values: { name: meta.title ?? '' } }),
    waitsFor: (earlier) => earlier.kind === 'vote',
  },
};

const KIND_NAMES = Object.keys(ENTRY_KINDS) as OutboxKind[];

/**
 * Reads a stored entry's kind, payload and meta back, checking them: what IndexedDB holds may come
 * from an older version of the app, or have been changed by hand. Null when it cannot be sent.
 */
export function readKindData(stored: { kind: unknown; payload: unknown; meta?: unknown }): KindData | null {
  if (typeof stored.kind !== 'string' || !KIND_NAMES.includes(stored.kind as OutboxKind)) return null;
  const kind = stored.kind as OutboxKind;
  const spec = ENTRY_KINDS[kind] as KindSpec<OutboxKind>;
  const payload = v.safeParse(spec.payload, stored.payload);
  if (!payload.success) return null;
  const meta = v.safeParse(spec.meta, stored.meta ?? {});
  return { kind, payload: payload.output, meta: meta.success ? meta.output : {} } as KindData;
}

/** The outbox panel's line for a stored entry, whatever it holds. */
export function entryLabel(stored: { kind: unknown; payload: unknown; meta?: unknown }): Message {
  const data = readKindData(stored);
  return data ? kindSpec(data.kind).label(data) : { id: 'outbox.kind.unknown' };
}

export const kindSpec = <K extends OutboxKind>(kind: K) => ENTRY_KINDS[kind] as unknown as KindSpec<OutboxKind>;

/** The answer that proves a write was stored (new or replayed); anything else proves nothing. */
export const isDeliveryProof = (body: unknown) => v.is(Delivered, body);

/** Our server's refusal: its error shape with the status it was sent with. */
const Refusal = v.object({ error: v.object({ status: v.number(), details: v.optional(v.object({ code: v.optional(v.string()) })) }) });

export function refusalCode(status: number, body: unknown): { code: string | undefined } | null {
  const parsed = v.safeParse(Refusal, body);
  if (!parsed.success || parsed.output.error.status !== status) return null;
  return { code: parsed.output.error.details?.code };
}
