import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';

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

const ListQuery = yup.object({ documentId: documentId().required(), locale: yup.string().strict().max(10) });

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const { documentId: reward } = await validBody(ListQuery, ctx.query);
    const data = await strapi.service(UID).listOwn(ctx.state.user.id, reward);
    ctx.body = { data, meta: { pagination: { total: data.length } } };
  },

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
