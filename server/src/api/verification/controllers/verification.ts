import { memberOf, type ApiContext } from '../../../lib/api-context';
import { validBody, yup } from '../../../lib/payload';
import { verifyByCensus } from '../../../lib/eligibility/census/verify';
import { censusInUse } from '../../../lib/eligibility/census/upload';
import { verifyByCode } from '../../../lib/eligibility/codes/redeem';

type Member = ReturnType<typeof memberOf> & { verificationMethod?: unknown; verifiedAt?: unknown };

const CensusSchema = yup.object({
  documentNumber: yup.string().strict().required().max(40),
  birthDate: yup.string().strict().required().max(20),
  postalCode: yup.string().strict().nullable().max(10),
});
const CodeSchema = yup.object({ code: yup.string().strict().required().max(40) });

const member = (ctx: ApiContext) => memberOf(ctx) as Member;

export default {
  /** GET /api/verification: how the member is verified, and which ways the organiser offers (a census asking for a postal code or not, codes). */
  async mine(ctx: ApiContext) {
    const { verificationMethod, verifiedAt } = member(ctx);
    const census = await censusInUse(strapi);
    const codes = (await strapi.db.query('api::code-batch.code-batch').count({})) > 0;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: {
        method: verificationMethod === 'census' || verificationMethod === 'code' ? verificationMethod : null,
        verifiedAt: verifiedAt ? new Date(verifiedAt as string).toISOString() : null,
        offered: { census: census !== null, postalCode: census?.postalCode ?? false, code: codes },
      },
    };
  },

  /** POST /api/verification/census {documentNumber, birthDate, postalCode?} (lib/eligibility/census/verify.ts). */
  async census(ctx: ApiContext) {
    const answer = await validBody(CensusSchema, ctx.request.body);
    ctx.body = { data: await verifyByCensus(strapi, member(ctx), answer) };
  },

  /** POST /api/verification/code {code} (lib/eligibility/codes/redeem.ts). */
  async code(ctx: ApiContext) {
    const { code } = await validBody(CodeSchema, ctx.request.body);
    ctx.body = { data: await verifyByCode(strapi, member(ctx), code) };
  },
};
