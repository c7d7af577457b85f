import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { listOwnForReward } from '../../../lib/rewards';

const UID = 'api::form-participation.form-participation';

const text = (max: number) => yup.string().strict().max(max);

/** Spec §5, "Form reward signup", re-checked on the server. */
const FormParticipationSchema = yup.object({
  rewardId: documentId().required(),
  city: text(225).required('listSignUp.errors.required'),
  phone: text(40).required('listSignUp.errors.required').min(8, 'listSignUp.errors.invalid'),
  option: yup.number().strict().required('listSignUp.errors.required').oneOf([1, 2]),
  option2Fields: yup
    .object({
      name: text(225),
      year: yup.number().strict().integer(),
      location: yup.boolean().strict(),
    })
    .noUnknown()
    .default(undefined)
    .when('option', {
      is: 2,
      then: (schema) =>
        schema.required('listSignUp.errors.required').shape({
          name: text(225).required('listSignUp.errors.required'),
          year: yup.number().strict().integer().required('listSignUp.errors.required').min(2017, 'listSignUp.errors.invalid').max(2022, 'listSignUp.errors.invalid'),
          location: yup.boolean().strict().required('listSignUp.errors.required').oneOf([true], 'listSignUp.errors.required'),
        }),
    }),
  legal: yup.boolean().strict().oneOf([true], 'listSignUp.errors.required').required('listSignUp.errors.required'),
  acceptPolicy: yup.boolean().strict().oneOf([true], 'listSignUp.errors.required').required('listSignUp.errors.required'),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  find: (ctx) => listOwnForReward(strapi, UID, ctx),

  async create(ctx) {
    const body = await validBody(FormParticipationSchema, ctx.request.body);
    const input = { ...body, city: body.city.trim(), phone: body.phone.trim() };
    if (!input.city) throw refusal(400, 'listSignUp.errors.required', 'city is required', { field: 'city' });
    if (input.phone.length < 8) throw refusal(400, 'listSignUp.errors.invalid', 'phone is too short', { field: 'phone' });
    if (input.option === 2 && !input.option2Fields?.name?.trim()) {
      throw refusal(400, 'listSignUp.errors.required', 'name is required', { field: 'name' });
    }
    const { entry, created } = await strapi.service(UID).signUp(ctx.state.user.id, input);
    ctx.status = created ? 201 : 200;
    ctx.body = { data: entry, meta: { replayed: !created } };
  },
}));
