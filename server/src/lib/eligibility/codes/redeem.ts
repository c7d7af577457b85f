import type { Core } from '@strapi/strapi';
import { refusal } from '../../errors';
import { keyedHash } from '../keyed-hash';
import { claimProof, recordVerification, type VerificationState } from '../verification';
import { normaliseCode } from './code-format';

type Member = { id: number; verificationMethod?: unknown; verifiedAt?: unknown };

/** A member verifies with an invitation code from the organiser's letter: single-use, never another account's. */
export async function verifyByCode(strapi: Core.Strapi, member: Member, typed: string): Promise<VerificationState> {
  if (member.verificationMethod === 'code') return { method: 'code', verifiedAt: new Date(member.verifiedAt as string).toISOString() };
  const code = normaliseCode(typed);
  if (!code) throw refusal(400, 'verification.code.format', 'An invitation code has 16 letters and digits', { field: 'code' });
  const claim = await claimProof(strapi, 'code', { column: 'code_hash', value: keyedHash('code', code) }, member.id);
  if (claim === 'unknown') throw refusal(404, 'verification.code.notFound', 'This invitation code does not exist');
  if (claim === 'taken') throw refusal(409, 'verification.code.used', 'This invitation code has been used');
  return recordVerification(strapi, member.id, 'code');
}
