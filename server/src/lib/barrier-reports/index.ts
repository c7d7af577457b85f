import type { Core } from '@strapi/strapi';
import { assertSolved } from '../eligibility/proof-of-work';
import { sendMailLater } from '../mailer';
import { operatorIdentity } from '../operator/identity';
import { barrierReportMail } from './mail';
import { BARRIER_REPORT_UID } from './model';
import type { BarrierReportInput } from './payload';
import { schedule } from '../operations/scheduled-jobs';

export { barrierReportOf } from './payload';
export { BARRIER_REPORT_UID } from './model';

/**
 * A barrier report from the accessibility statement (RD 1112/2018, art. 10.2.a): stored for the
 * editors, who read it in the admin panel (nobody edits it there: lib/server-written.ts), and mailed
 * to the operator's contact address off the request's path (a mail server's hiccup never loses the
 * report, which is stored first). Anyone may send one, a guest too: a barrier may be what keeps them
 * from signing in; the proof-of-work and the throttle keep scripts out.
 */
export async function receiveBarrierReport(strapi: Core.Strapi, input: BarrierReportInput, language: 'es' | 'en' | null) {
  await assertSolved(strapi, input.altcha);
  const receivedAt = new Date();
  await strapi.db.query(BARRIER_REPORT_UID).create({ data: { description: input.description, pageUrl: input.pageUrl, email: input.email, language } });
  sendMailLater(strapi, operatorIdentity().contactEmail, barrierReportMail({ ...input, language, receivedAt }));
}

/** How long a report (and the address its author gave) is kept: two years, enough for the yearly accessibility review and any complaint about it. */
const KEPT_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/**
 * Reports older than that are deleted once a day across every instance (docs/decisions/privacy/barrier-reports.md):
 * a server that is never restarted keeps them no longer than one that is.
 */
export async function startForgettingOldBarrierReports(strapi: Core.Strapi) {
  await schedule(strapi, {
    name: 'barrier-reports-forgotten',
    everyMs: 24 * 60 * 60 * 1000,
    run: () => strapi.db.query(BARRIER_REPORT_UID).deleteMany({ where: { createdAt: { $lt: new Date(Date.now() - KEPT_MS) } } }),
  });
}
