// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EditProfileSchema, ERRORS, isValidBirthDate, localDay, profilePayload, type EditProfileForm } from './schemas';
import { validateAll } from '../../lib/form-validation';

const valid: EditProfileForm = {
  firstName: 'Núria',
  lastName: 'Vidal',
  email: 'nuria@chispa.test',
  city: 'Girona',
  gender: 'female',
  country: 'ES',
  birthDate: '1990-04-02',
};

const errorsOf = (change: Partial<EditProfileForm>) => validateAll<EditProfileForm>(EditProfileSchema)({ ...valid, ...change });
const emailOfLength = (length: number) => `${'a'.repeat(length - '@chispa.es'.length)}@chispa.es`;

describe('edit profile schema (spec §5)', () => {
  it('accepts a complete profile as it is', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(v.parse(EditProfileSchema, valid)).toEqual(valid);
  });

  it.each([
    ['firstName', ERRORS.mandatoryFirstName],
    ['lastName', ERRORS.mandatoryLastName],
    ['email', ERRORS.mandatoryEmail],
  ] as const)('requires %s (blanks do not count)', async (name, message) => {
    expect(await errorsOf({ [name]: '   ' })).toEqual({ [name]: message });
    expect(await errorsOf({ [name]: undefined })).toEqual({ [name]: message });
  });

  it.each(['firstName', 'lastName', 'city'] as const)('takes 225 characters in %s and refuses 226', async (name) => {
    expect(await errorsOf({ [name]: 'x'.repeat(225) })).toEqual({});
    expect(await errorsOf({ [name]: 'x'.repeat(226) })).toEqual({ [name]: ERRORS.max225 });
  });

  it('takes a 500-character e-mail and refuses 501', async () => {
    expect(emailOfLength(500)).toHaveLength(500);
    expect(await errorsOf({ email: emailOfLength(500) })).toEqual({});
    expect(await errorsOf({ email: emailOfLength(501) })).toEqual({ email: ERRORS.max500 });
  });

  it('refuses a malformed e-mail with editProfile.errors.wrongEmail', async () => {
    expect(await errorsOf({ email: 'nuria@' })).toEqual({ email: 'editProfile.errors.wrongEmail' });
    expect(await errorsOf({ email: 'nuria chispa.test' })).toEqual({ email: 'editProfile.errors.wrongEmail' });
  });

  it('takes a 140-character country and refuses 141', async () => {
    expect(await errorsOf({ country: 'x'.repeat(140) })).toEqual({});
    expect(await errorsOf({ country: 'x'.repeat(141) })).toEqual({ country: ERRORS.max140 });
  });

  it('offers only the spec’s genders, or none', async () => {
    for (const gender of ['', 'male', 'female', 'non-binary']) expect(await errorsOf({ gender })).toEqual({});
    expect(await errorsOf({ gender: 'robot' })).toEqual({ gender: ERRORS.invalidGender });
  });

  it.each(['2001-02-30', '1990-13-01', '1990-4-2', '02/04/1990', '1899-12-31', '2999-01-01', 'invalid'])(
    'refuses the birth date %s with editProfile.errors.invalidDate',
    async (birthDate) => {
      expect(await errorsOf({ birthDate })).toEqual({ birthDate: 'editProfile.errors.invalidDate' });
    },
  );

  it.each(['2000-02-29', '1900-01-01', '1990-12-31'])('takes the birth date %s', async (birthDate) => {
    expect(await errorsOf({ birthDate })).toEqual({});
  });

  it('takes today as a birth date but not tomorrow', () => {
    expect(isValidBirthDate('2026-03-10', '2026-03-10')).toBe(true);
    expect(isValidBirthDate('2026-03-11', '2026-03-10')).toBe(false);
    expect(isValidBirthDate(localDay())).toBe(true);
  });

  it('turns the empty optional fields into null, as the server expects them', () => {
    const values = v.parse(EditProfileSchema, { ...valid, city: '  ', gender: '', country: '', birthDate: '' });
    expect(values).toMatchObject({ city: null, gender: null, country: null, birthDate: null });
    expect(v.parse(EditProfileSchema, { firstName: 'A', lastName: 'B', email: 'a@b.es' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.es',
      city: null,
      gender: null,
      country: null,
      birthDate: null,
    });
  });

  it('trims what the member typed', () => {
    expect(v.parse(EditProfileSchema, { ...valid, firstName: '  Núria ', email: ' nuria@chispa.test ' })).toMatchObject({
      firstName: 'Núria',
      email: 'nuria@chispa.test',
    });
  });

  it('builds the PUT body with the id, the locale and the picture only when there is a new one', () => {
    const values = v.parse(EditProfileSchema, valid);
    expect(profilePayload(values, 7, 'es')).toEqual({ ...valid, id: 7, locale: 'es' });
    expect(profilePayload(values, 7, 'en', 42)).toEqual({ ...valid, id: 7, locale: 'en', image: 42 });
  });
});
