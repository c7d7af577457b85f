import { validBody, yup } from '../payload';

const CODE = 'barrierReport.invalid';

const BarrierReportSchema = yup.object({
  description: yup
    .string()
    .strict()
    .required()
    .test('length', 'must be 10 to 5000 characters', (value) => typeof value === 'string' && value.trim().length >= 10 && value.length <= 5000),
  pageUrl: yup.string().strict().nullable().max(500),
  email: yup.string().strict().nullable().email().max(500),
  // The solved proof-of-work challenge, as at sign-up (lib/eligibility/proof-of-work.ts).
  altcha: yup.string().strict().max(4000),
});

export type BarrierReportInput = { description: string; pageUrl: string | null; email: string | null; altcha?: string };

/** A report's body, or 400 `barrierReport.invalid` naming the first field at fault (`field`) and each problem (`errors`). */
export async function barrierReportOf(body: unknown): Promise<BarrierReportInput> {
  try {
    const valid = await validBody(BarrierReportSchema, body, CODE);
    return { description: valid.description.trim(), pageUrl: valid.pageUrl?.trim() || null, email: valid.email?.trim() || null, altcha: valid.altcha };
  } catch (error) {
    const details = (error as { details?: { errors?: Array<{ path?: string }>; field?: string } }).details;
    if (details?.errors?.[0]?.path) details.field = details.errors[0].path;
    throw error;
  }
}
