import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { countedWrite } from '../../../lib/metrics/writes';
import { listOwnForReward } from '../../../lib/rewards';
import { TEXT_MAX } from '../../../lib/signup-questions/question';
import { isAnswerMap } from '../../../lib/signup-questions/answer-map';
import type { SignUp } from '../services/form-participation';

const UID = 'api::form-participation.form-participation';

const text = () => yup.string().strict().max(TEXT_MAX);
const BOXES = ['legal', 'acceptPolicy'] as const;

/**
 * Spec §7's body: its own fields carry the default questions' answers, `answers` any others; their
 * types here, and every answer against the reward's questions in the service. The legal and privacy
 * boxes are asked by every reward.
 */
const FormParticipationSchema = yup.object({
  rewardId: documentId().required(),
  city: text(),
  phone: text(),
  option: yup.number().strict(),
  option2Fields: yup.object({ name: text(), year: yup.number().strict(), location: yup.boolean().strict() }).noUnknown().default(undefined),
  answers: yup.mixed().test('answers', 'must map question keys to text, numbers or true/false', (value) => value === undefined || isAnswerMap(value)),
  legal: yup.boolean().strict(),
  acceptPolicy: yup.boolean().strict(),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  find: (ctx) => listOwnForReward(strapi, UID, ctx),

  async create(ctx) {
    const { entry, created } = await countedWrite(
      'form',
      async () => {
        const body = await validBody(FormParticipationSchema, ctx.request.body);
        const unticked = BOXES.find((box) => body[box] !== true);
        if (unticked) throw refusal(400, 'listSignUp.errors.required', `${unticked} must be ticked`, { field: unticked });
        return strapi.service(UID).signUp(ctx.state.user.id, body as SignUp, ctx.state.user) as Promise<{ entry: unknown; created: boolean }>;
      },
      (signedUp) => !signedUp.created,
    );
    ctx.status = created ? 201 : 200;
    ctx.body = { data: entry, meta: { replayed: !created } };
  },
}));
