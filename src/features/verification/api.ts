import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http, HTTPError } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';

const Method = v.nullable(v.picklist(['census', 'code']));

/** `GET /api/verification`: how the member is verified, and the ways the organiser offers. */
const VerificationSchema = v.object({
  data: v.object({
    method: Method,
    verifiedAt: v.nullable(v.string()),
    offered: v.object({ census: v.boolean(), postalCode: v.boolean(), code: v.boolean() }),
  }),
});

export type Verification = v.InferOutput<typeof VerificationSchema>['data'];

export const verificationQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['member', userId, 'verification'], queryFn: async () => v.parse(VerificationSchema, await http.get('verification').json()).data });

const VerifiedSchema = v.object({ data: v.object({ method: Method, verifiedAt: v.nullable(v.string()) }) });

export type CensusAnswer = { documentNumber: string; birthDate: string; postalCode: string | null };

export async function verifyWithCensus(answer: CensusAnswer) {
  return v.parse(VerifiedSchema, await http.post('verification/census', { json: answer }).json()).data;
}

export async function verifyWithCode(code: string) {
  return v.parse(VerifiedSchema, await http.post('verification/code', { json: { code } }).json()).data;
}

/** Codes the server answers with a message of their own (server/src/lib/eligibility/); anything else is generic. */
const KNOWN = new Set([
  'verification.census.checkLetter',
  'verification.census.documentNumber',
  'verification.census.birthDate',
  'verification.census.notListed',
  'verification.census.taken',
  'verification.census.postalCodeRequired',
  'age.under14',
  'verification.code.format',
  'verification.code.notFound',
  'verification.code.used',
]);

/** The message for a verification that did not pass, and the field it is about. */
export async function verificationFailure(error: unknown): Promise<string> {
  if (error instanceof TypeError) return 'common.errors.network';
  if (error instanceof HTTPError && error.response.status === 429) return 'login.errors.tooManyAttempts';
  if (error instanceof HTTPError && error.response.status >= 500) return 'common.errors.server';
  const code = await apiErrorCode(error);
  return code && KNOWN.has(code) ? code : 'verification.errors.generic';
}
