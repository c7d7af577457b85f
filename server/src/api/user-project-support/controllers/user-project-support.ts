import { factories } from '@strapi/strapi';
import { dataOf, documentId, validBody, yup } from '../../../lib/payload';
import { offlineVoteArrived } from '../../../lib/push/events';
import { now } from '../../../lib/clock';
import { queuedTime } from '../../../lib/late-votes';
import { countedWrite } from '../../../lib/metrics/writes';

/** A vote the outbox kept longer than this before it could be sent was cast offline: its arrival is news. */
const OFFLINE_FOR_MS = 60_000;

const UID = 'api::user-project-support.user-project-support';

const VoteSchema = yup.object({
  support: yup.number().strict().required().oneOf([1, -1], 'must be 1 or -1'),
  project: documentId().required(),
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const votes = await strapi.service(UID).listOwn(ctx.state.user.id, ctx.query.locale);
    ctx.body = { data: votes, meta: { pagination: { total: votes.length } } };
  },

  async create(ctx) {
    const { vote, created } = await countedWrite(
      'vote',
      async () => {
        const input = await validBody(VoteSchema, dataOf(ctx.request.body));
        const arrival = now();
        // When the app queued it: a forged or future time is no time (lib/late-votes.ts).
        const queuedAt = queuedTime(ctx.get('X-Chispa-Queued-At'), arrival);
        const cast = (await strapi.service(UID).cast(ctx.state.user.id, input, ctx.state.user, queuedAt)) as { vote: unknown; created: boolean };
        if (cast.created && queuedAt !== null && arrival - queuedAt > OFFLINE_FOR_MS) {
          offlineVoteArrived(strapi, ctx.state.user.id, input.project);
        }
        return cast;
      },
      (cast) => !cast.created,
    );
    ctx.status = created ? 201 : 200;
    ctx.body = { data: vote, meta: { replayed: !created } };
  },
}));
