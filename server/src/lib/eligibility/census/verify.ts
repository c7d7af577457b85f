import type { Core } from '@strapi/strapi';
import { refusal } from '../../errors';
import { madridToday } from '../../madrid-time';
import { isBirthDate, underAge } from '../age';
import { claimProof, recordVerification, type VerificationState } from '../verification';
import { birthDateOf, postalCodeOf } from './birth-date';
import { normaliseDocumentNumber } from './document-number';
import { censusEntryHash, postalHash } from './entry';
import { ownTable } from '../../strapi-internals';

export type CensusAnswer = { documentNumber: string; birthDate: string; postalCode?: string | null };
type Member = { id: number; verificationMethod?: unknown; verifiedAt?: unknown };

const TABLE = 'chispa_census_entries';

/**
 * A member verifies as a resident: the document number and birth date they type match a line of the
 * organiser's census (and its postal code, when the census has one), which no other account has
 * claimed. Each answer says what to mend: the document's check letter, a birth date under 14, a line
 * not found (never which part did not match), a line already used.
 */
export async function verifyByCensus(strapi: Core.Strapi, member: Member, answer: CensusAnswer): Promise<VerificationState> {
  if (member.verificationMethod === 'census') return { method: 'census', verifiedAt: new Date(member.verifiedAt as string).toISOString() };
  const document = normaliseDocumentNumber(answer.documentNumber);
  if (!document.ok) {
    throw refusal(400, document.reason === 'checkLetter' ? 'verification.census.checkLetter' : 'verification.census.documentNumber', 'This document number is not valid', { field: 'documentNumber' });
  }
  const today = madridToday();
  const birthDate = birthDateOf(answer.birthDate);
  if (!birthDate || !isBirthDate(birthDate, today)) throw refusal(400, 'verification.census.birthDate', 'This birth date is not valid', { field: 'birthDate' });
  if (underAge(birthDate, today)) throw refusal(409, 'age.under14', 'Members must be 14 or older', { field: 'birthDate' });

  const entryHash = censusEntryHash(document.value, birthDate);
  const line = (await ownTable(strapi, TABLE).where({ entry_hash: entryHash }).first('postal_hash')) as { postal_hash: string | null } | undefined;
  const notListed = () => refusal(404, 'verification.census.notListed', 'No line of the census has these details');
  if (!line) throw notListed();
  if (line.postal_hash) {
    if (!answer.postalCode) throw refusal(400, 'verification.census.postalCodeRequired', 'The census asks for a postal code too', { field: 'postalCode' });
    const postal = postalCodeOf(answer.postalCode);
    if (!postal || postalHash(postal) !== line.postal_hash) throw notListed();
  }
  const claim = await claimProof(strapi, 'census', { column: 'entry_hash', value: entryHash }, member.id);
  if (claim === 'unknown') throw notListed(); // replaced by a new census meanwhile
  if (claim === 'taken') throw refusal(409, 'verification.census.taken', 'These details have verified another account');
  return recordVerification(strapi, member.id, 'census');
}
