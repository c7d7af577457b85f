import * as v from 'valibot';
import { http, HTTPError, AuthenticationError } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { isUnreachable } from '../../lib/unreachable';

/** A text the member is asked to accept (GET /api/legal-acceptances/pending). */
const PendingTextSchema = v.object({
  kind: v.picklist(['terms', 'privacy']),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  locale: v.picklist(['es', 'en']),
  title: v.string(),
  changeSummary: v.nullish(v.string()),
  publishedAt: v.string(),
});
export type PendingText = v.InferOutput<typeof PendingTextSchema>;

/** The pending texts the prompt can show: anything it cannot read is left out, never a broken dialog. */
export function pendingTexts(pending: readonly unknown[]): PendingText[] {
  return pending.flatMap((item) => {
    const parsed = v.safeParse(PendingTextSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

/** Records that the member accepts this version (idempotent on the server: a repeat answers the recorded one). */
export async function acceptText({ kind, version, locale }: PendingText): Promise<void> {
  await http.post('legal-acceptances', { json: { kind, version, locale } });
}

/** Which message a failed acceptance shows. Nothing is queued: accepting needs the connection. */
export async function acceptanceFailureKey(error: unknown): Promise<string> {
  if (isUnreachable(error)) return 'acceptance.errors.offline';
  if (error instanceof AuthenticationError) return 'acceptance.errors.signedOut';
  if (!(error instanceof HTTPError)) return 'common.errors.unexpected';
  if (error.response.status >= 500) return 'common.errors.server';
  if (error.response.status === 429) return 'acceptance.errors.tooMany';
  const code = await apiErrorCode(error);
  return code === 'legalAcceptance.notCurrent' ? 'acceptance.errors.notCurrent' : 'common.errors.unexpected';
}
