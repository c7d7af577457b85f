import * as v from 'valibot';
import { http, HTTPError } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { isUnreachable } from '../../lib/unreachable';

/** The server's bounds (contract of issue 53: POST /api/barrier-reports). */
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;
export const PAGE_URL_MAX = 500;
export const EMAIL_MAX = 500;

const EmailSchema = v.pipe(v.string(), v.email());
/** An optional field: untouched it arrives as undefined, and blanks count as nothing written. */
const optionalText = v.pipe(v.optional(v.string(), ''), v.trim());

/** The barrier form: what is in the way (required), where (optional) and how to answer (optional). */
export const BarrierReportSchema = v.object({
  description: v.pipe(
    optionalText,
    v.nonEmpty('barrierReport.errors.descriptionRequired'),
    v.minLength(DESCRIPTION_MIN, 'barrierReport.errors.descriptionLength'),
    v.maxLength(DESCRIPTION_MAX, 'barrierReport.errors.descriptionLength'),
  ),
  pageUrl: v.pipe(optionalText, v.maxLength(PAGE_URL_MAX, 'barrierReport.errors.pageUrl')),
  email: v.pipe(
    optionalText,
    v.maxLength(EMAIL_MAX, 'barrierReport.errors.email'),
    v.check((email) => email === '' || v.is(EmailSchema, email), 'barrierReport.errors.email'),
  ),
});

export type BarrierReportForm = v.InferInput<typeof BarrierReportSchema>;
export type BarrierReport = v.InferOutput<typeof BarrierReportSchema>;

/** The request's body: the optional fields only when written, and the anti-robot check's proof. */
export const barrierReportPayload = ({ description, pageUrl, email }: BarrierReport, altcha: string | null) => ({
  description,
  ...(pageUrl ? { pageUrl } : {}),
  ...(email ? { email } : {}),
  ...(altcha ? { altcha } : {}),
});

export async function sendBarrierReport(report: BarrierReport, altcha: string | null): Promise<void> {
  await http.post('barrier-reports', { json: barrierReportPayload(report, altcha) });
}

export type BarrierReportFailure = { field: keyof BarrierReportForm | null; key: string };

const FIELD_KEYS: Record<keyof BarrierReportForm, string> = {
  description: 'barrierReport.errors.descriptionLength',
  pageUrl: 'barrierReport.errors.pageUrl',
  email: 'barrierReport.errors.email',
};

const isFormField = (field: unknown): field is keyof BarrierReportForm => typeof field === 'string' && Object.hasOwn(FIELD_KEYS, field);

/** Which message a refused or failed report shows, and under which field when the server names one. */
export async function barrierReportFailure(error: unknown): Promise<BarrierReportFailure> {
  if (isUnreachable(error)) return { field: null, key: 'common.errors.network' };
  if (!(error instanceof HTTPError)) return { field: null, key: 'common.errors.unexpected' };
  const { status } = error.response;
  if (status === 429) return { field: null, key: 'barrierReport.errors.tooMany' };
  if (status >= 500) return { field: null, key: 'common.errors.server' };
  const code = await apiErrorCode(error);
  if (code === 'challenge.required' || code === 'challenge.failed') return { field: null, key: 'antiRobot.errors.failed' };
  if (code === 'barrierReport.invalid') {
    const field = await refusedField(error);
    return isFormField(field) ? { field, key: FIELD_KEYS[field] } : { field: null, key: 'barrierReport.errors.invalid' };
  }
  return { field: null, key: 'common.errors.unexpected' };
}

async function refusedField(error: HTTPError): Promise<unknown> {
  try {
    const body = (await error.response.clone().json()) as { error?: { details?: { field?: unknown } } };
    return body.error?.details?.field;
  } catch {
    return undefined;
  }
}
