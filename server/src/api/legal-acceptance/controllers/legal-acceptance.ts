import { memberOf, type ApiContext } from '../../../lib/api-context';
import { accept, ACCEPTED_KINDS, LEGAL_LOCALES, localeParam, pendingFor, type AcceptanceInput } from '../../../lib/legal-texts';
import { validBody, yup } from '../../../lib/payload';

const CODE = 'legalAcceptance.invalid';

const AcceptanceSchema = yup.object({
  kind: yup.string().strict().required().oneOf([...ACCEPTED_KINDS]),
  version: yup.number().strict().required().integer().min(1).max(999_999_999),
  locale: yup.string().strict().required().oneOf([...LEGAL_LOCALES]),
});

export default {
  /** GET /api/legal-acceptances/pending?locale=es|en: the texts the member must accept before going on (empty: none). */
  async pending(ctx: ApiContext) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await pendingFor(strapi, memberOf(ctx).id, localeParam(ctx.query.locale, CODE)) };
  },

  /** POST /api/legal-acceptances {kind, version, locale}: 201 recorded now, 200 recorded before. */
  async accept(ctx: ApiContext) {
    // The schema has checked each value against its list (yup's types do not narrow a `oneOf`).
    const input = (await validBody(AcceptanceSchema, ctx.request.body, CODE)) as AcceptanceInput;
    const { created, acceptance } = await accept(strapi, memberOf(ctx).id, input);
    ctx.status = created ? 201 : 200;
    ctx.body = { data: acceptance };
  },
};
