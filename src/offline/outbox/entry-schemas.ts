import * as v from 'valibot';
import { kindSpec, type Message } from './entry-kinds';

/**
 * What each kind of outbox write holds, checked where stored or answered data is read back (the
 * flush, the outbox panel, the worker). Apart from `entry-kinds.ts`, whose behaviour the page needs
 * at a tap or a toast: these schemas are read with the sending code, not with the app's start.
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

export type VotePayload = v.InferOutput<typeof VotePayload>;
export type ParticipationPayload = v.InferOutput<typeof ParticipationPayload>;
export type FormParticipationPayload = v.InferOutput<typeof FormParticipationPayload>;

export type KindData =
  | { kind: 'vote'; payload: VotePayload; meta: v.InferOutput<typeof VoteMeta> }
  | { kind: 'participation'; payload: ParticipationPayload; meta: v.InferOutput<typeof ParticipationMeta> }
  | { kind: 'formParticipation'; payload: FormParticipationPayload; meta: v.InferOutput<typeof FormParticipationMeta> };

export type OutboxKind = KindData['kind'];

type KindSchemas<K extends OutboxKind> = {
  payload: v.GenericSchema<unknown, Extract<KindData, { kind: K }>['payload']>;
  meta: v.GenericSchema<unknown, Extract<KindData, { kind: K }>['meta']>;
};

const KIND_SCHEMAS: { [K in OutboxKind]: KindSchemas<K> } = {
  vote: { payload: VotePayload, meta: VoteMeta },
  participation: { payload: ParticipationPayload, meta: ParticipationMeta },
  formParticipation: { payload: FormParticipationPayload, meta: FormParticipationMeta },
};

const KIND_NAMES = Object.keys(KIND_SCHEMAS) as OutboxKind[];

/**
 * Reads a stored entry's kind, payload and meta back, checking them: what IndexedDB holds may come
 * from an older version of the app, or have been changed by hand. Null when it cannot be sent.
 */
export function readKindData(stored: { kind: unknown; payload: unknown; meta?: unknown }): KindData | null {
  if (typeof stored.kind !== 'string' || !KIND_NAMES.includes(stored.kind as OutboxKind)) return null;
  const kind = stored.kind as OutboxKind;
  const schemas = KIND_SCHEMAS[kind] as KindSchemas<OutboxKind>;
  const payload = v.safeParse(schemas.payload, stored.payload);
  if (!payload.success) return null;
  const meta = v.safeParse(schemas.meta, stored.meta ?? {});
  return { kind, payload: payload.output, meta: meta.success ? meta.output : {} } as KindData;
}

/** The outbox panel's line for a stored entry, whatever it holds. */
export function entryLabel(stored: { kind: unknown; payload: unknown; meta?: unknown }): Message {
  const data = readKindData(stored);
  return data ? kindSpec(data.kind).label(data) : { id: 'outbox.kind.unknown' };
}

/** A created or replayed record: the server's answer to every outbox write (201 new, 200 replayed). */
const Delivered = v.object({ data: v.object({ documentId: v.string() }), meta: v.object({ replayed: v.boolean() }) });

/** The answer that proves a write was stored (new or replayed); anything else proves nothing. */
export const isDeliveryProof = (body: unknown) => v.is(Delivered, body);

/** Our server's refusal: its error shape with the status it was sent with. */
const Refusal = v.object({ error: v.object({ status: v.number(), details: v.optional(v.object({ code: v.optional(v.string()) })) }) });

export function refusalCode(status: number, body: unknown): { code: string | undefined } | null {
  const parsed = v.safeParse(Refusal, body);
  if (!parsed.success || parsed.output.error.status !== status) return null;
  return { code: parsed.output.error.details?.code };
}
