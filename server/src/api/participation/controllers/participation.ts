import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { listOwnForReward } from '../../../lib/rewards';

const UID = 'api::participation.participation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const ParticipationSchema = yup.object({
  rewardId: documentId().required(),
  amount: yup.number().strict().required().integer('must be a whole number').min(1).max(5),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
  date: yup.string().strict().max(40),
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  find: (ctx) => listOwnForReward(strapi, UID, ctx),

  async create(ctx) {
    const requestId = ctx.get('Idempotency-Key');
    if (!UUID.test(requestId)) {
      throw refusal(400, 'participation.idempotencyKeyRequired', 'Send a UUID in the Idempotency-Key header');
    }
    const input = await validBody(ParticipationSchema, ctx.request.body);
    const { participation, created } = await strapi.service(UID).enter(ctx.state.user.id, input, requestId.toLowerCase());
    ctx.status = created ? 201 : 200;
    ctx.body = { data: participation, meta: { replayed: !created } };
  },
}));
