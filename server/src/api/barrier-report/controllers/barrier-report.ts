import type { ApiContext } from '../../../lib/api-context';
import { barrierReportOf, receiveBarrierReport } from '../../../lib/barrier-reports';
import { isLegalLocale } from '../../../lib/legal-texts';

export default {
  /** POST /api/barrier-reports {description, pageUrl?, email?, altcha}: stored for the editors and mailed to the operator. */
  async create(ctx: ApiContext) {
    const report = await barrierReportOf(ctx.request.body);
    const locale = ctx.query.locale;
    await receiveBarrierReport(strapi, report, isLegalLocale(locale) ? locale : null);
    ctx.status = 201;
    ctx.body = { data: { received: true } };
  },
};
