import { keyedHash } from '../keyed-hash';

/** The keyed hash a census line is found by: its document number and birth date, both normalised. */
export const censusEntryHash = (documentNumber: string, birthDate: string) => keyedHash('census', `${documentNumber}|${birthDate}`);

/** The keyed hash of a line's postal code, asked too when the census has one. */
export const postalHash = (postalCode: string) => keyedHash('postal', postalCode);
