import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal, refusalAnswer } from '../../../lib/errors';
import { listOwnForReward } from '../../../lib/rewards';
import { countedWrite, observeBatch } from '../../../lib/metrics/writes';

const UID = 'api::participation.participation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const ParticipationSchema = yup.object({
  rewardId: documentId().required(),
  amount: yup.number().strict().required().integer('must be a whole number').min(1).max(5),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
  date: yup.string().strict().max(40),
});

/** Entries per batch: small enough that one request stays short, big enough that few are needed. */
export const MAX_BATCH = 25;

// The batch's shape is checked as a whole (a malformed batch is refused); each entry's key and body
// are then checked as their own request's would be (a refusal answers that entry).
const BatchEntry = yup
  .object({ key: yup.string().strict().required().max(64), body: yup.object().strict().required() })
  .noUnknown(true, 'has unknown field ${unknown}')
  .strict(true);
const BatchSchema = yup.object({
  entries: yup.array().strict().of(BatchEntry).required().min(1).max(MAX_BATCH),
});

export default factories.createCoreController(UID, ({ strapi }) => {
  /** One draw entry: its request id (the Idempotency-Key) and the body POST /participations takes; counted alone or in a batch. */
  const enter = (member: { id: number; verificationMethod?: unknown }, requestId: unknown, body: unknown) =>
    countedWrite('entry', () => enterOnce(member, requestId, body), (answer) => answer.body.meta.replayed);

  async function enterOnce(member: { id: number; verificationMethod?: unknown }, requestId: unknown, body: unknown) {
    if (typeof requestId !== 'string' || !UUID.test(requestId)) {
      throw refusal(400, 'participation.idempotencyKeyRequired', 'Send a UUID in the Idempotency-Key header');
    }
    const input = await validBody(ParticipationSchema, body);
    const { participation, created } = await strapi.service(UID).enter(member.id, input, requestId.toLowerCase(), member);
    return { status: created ? 201 : 200, body: { data: participation, meta: { replayed: !created } } };
  }

  return {
    find: (ctx) => listOwnForReward(strapi, UID, ctx),

    async create(ctx) {
      const answer = await enter(ctx.state.user, ctx.get('Idempotency-Key'), ctx.request.body);
      ctx.status = answer.status;
      ctx.body = answer.body;
    },

    /**
     * POST /participations/batch `{ entries: [{ key, body }] }`: each entry in order, as if sent alone
     * (`key` is its Idempotency-Key), each answered with the status and body that request would get.
     * A refusal answers that entry only; a failure of the server (5xx) fails the batch, and the entries
     * already written are answered as replays when it is sent again.
     */
    async createMany(ctx) {
      const { entries } = await validBody(BatchSchema, ctx.request.body);
      observeBatch(entries.length);
      const answers = [];
      for (const { key, body } of entries as Array<{ key: string; body: unknown }>) {
        try {
          answers.push({ key, ...(await enter(ctx.state.user, key, body)) });
        } catch (error) {
          const refused = refusalAnswer(error);
          if (!refused) throw error;
          answers.push({ key, ...refused });
        }
      }
      ctx.body = { data: answers };
    },
  };
});
