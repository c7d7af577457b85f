// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RegistrationSchema, ResetPasswordSchema, SendResetPasswordSchema } from './schemas';

// Parsed as the form parses (src/lib/form-validation.ts): every issue, the first one per field.
const errors = (schema: v.GenericSchema, input: unknown) => {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input, { abortPipeEarly: false }).issues ?? []) {
    const path = v.getDotPath(issue);
    if (path && !(path in found)) found[path] = issue.message;
  }
  return found;
};

// An address of exactly `length` characters.
const emailOfLength = (length: number) => `${'a'.repeat(length - '@chispa.test'.length)}@chispa.test`;

describe('registration schema (spec §5)', () => {
  const valid = { firstName: 'Núria', lastName: 'Vidal', email: 'nuria@chispa.test', referenceCode: '', privacyPolicy: true, termsAgreement: true, ageDeclaration: true };
  const check = (change: Record<string, unknown>) => errors(RegistrationSchema, { ...valid, ...change });

  it('accepts a complete form and turns an empty reference code into null', () => {
    expect(check({})).toEqual({});
    expect(v.parse(RegistrationSchema, valid)).toEqual({ ...valid, referenceCode: null });
    expect(v.parse(RegistrationSchema, { ...valid, referenceCode: '   ' }).referenceCode).toBeNull();
    expect(v.parse(RegistrationSchema, { ...valid, referenceCode: undefined }).referenceCode).toBeNull();
  });

  it('names every missing field with its key', () => {
    expect(errors(RegistrationSchema, {})).toEqual({
      firstName: 'registration.errors.mandatoryFirstName',
      lastName: 'registration.errors.mandatoryLastName',
      email: 'registration.errors.mandatoryEmail',
      privacyPolicy: 'registration.errors.acceptPolicy',
      termsAgreement: 'registration.errors.termsAgreement',
      ageDeclaration: 'registration.errors.ageDeclaration',
    });
    expect(check({ firstName: '   ', lastName: '' })).toEqual({
      firstName: 'registration.errors.mandatoryFirstName',
      lastName: 'registration.errors.mandatoryLastName',
    });
  });

  it('accepts names of 225 characters and refuses 226', () => {
    expect(check({ firstName: 'x'.repeat(225), lastName: 'y'.repeat(225) })).toEqual({});
    expect(check({ firstName: 'x'.repeat(226) })).toEqual({ firstName: 'registration.errors.mandatoryFirstName' });
    expect(check({ lastName: 'y'.repeat(226) })).toEqual({ lastName: 'registration.errors.mandatoryLastName' });
  });

  it('trims the names and the e-mail', () => {
    expect(v.parse(RegistrationSchema, { ...valid, firstName: ' Núria ', email: ' nuria@chispa.test ' })).toMatchObject({ firstName: 'Núria', email: 'nuria@chispa.test' });
  });

  it('needs a valid e-mail of at most 500 characters', () => {
    expect(check({ email: 'nuria@' })).toEqual({ email: 'login.errors.wrongEmail' });
    expect(check({ email: emailOfLength(500) })).toEqual({});
    expect(check({ email: emailOfLength(501) })).toEqual({ email: 'registration.errors.mandatoryEmail' });
  });

  it('needs a reference code of at least 8 characters when there is one', () => {
    expect(check({ referenceCode: 'ABCDEFG' })).toEqual({ referenceCode: 'registration.errors.wrongReferenceCode' });
    expect(check({ referenceCode: 'ABCDEFGH' })).toEqual({});
    expect(v.parse(RegistrationSchema, { ...valid, referenceCode: ' ABCDEFGH ' }).referenceCode).toBe('ABCDEFGH');
    expect(check({ referenceCode: 'A'.repeat(32) })).toEqual({});
    expect(check({ referenceCode: 'A'.repeat(33) })).toEqual({ referenceCode: 'registration.errors.wrongReferenceCode' });
  });

  it('needs both ticks', () => {
    expect(check({ privacyPolicy: false })).toEqual({ privacyPolicy: 'registration.errors.acceptPolicy' });
    expect(check({ termsAgreement: false })).toEqual({ termsAgreement: 'registration.errors.termsAgreement' });
    expect(check({ privacyPolicy: undefined, termsAgreement: undefined })).toEqual({
      privacyPolicy: 'registration.errors.acceptPolicy',
      termsAgreement: 'registration.errors.termsAgreement',
    });
  });

  it('needs the declaration of being 14 or older (shared/spec/decisions.md)', () => {
    expect(check({ ageDeclaration: false })).toEqual({ ageDeclaration: 'registration.errors.ageDeclaration' });
    expect(check({ ageDeclaration: undefined })).toEqual({ ageDeclaration: 'registration.errors.ageDeclaration' });
  });
});

describe('send reset request schema (spec §5)', () => {
  const check = (email: unknown) => errors(SendResetPasswordSchema, { email });

  it('needs an e-mail', () => {
    expect(check('')).toEqual({ email: 'login.errors.mandatoryEmail' });
    expect(check(undefined)).toEqual({ email: 'login.errors.mandatoryEmail' });
  });

  it('needs a valid e-mail of at most 500 characters', () => {
    expect(check('nuria@')).toEqual({ email: 'login.errors.wrongEmail' });
    expect(check(' nuria@chispa.test ')).toEqual({});
    expect(check(emailOfLength(500))).toEqual({});
    expect(check(emailOfLength(501))).toEqual({ email: 'login.errors.wrongEmail' });
  });
});

describe('reset password schema (spec §5)', () => {
  const check = (password: unknown, passwordConfirmation: unknown) => errors(ResetPasswordSchema, { password, passwordConfirmation });

  it('accepts two equal passwords of 8 to 255 characters', () => {
    expect(check('x'.repeat(8), 'x'.repeat(8))).toEqual({});
    expect(check('x'.repeat(255), 'x'.repeat(255))).toEqual({});
  });

  it('needs both fields', () => {
    expect(check('', '')).toEqual({
      password: 'resetPassword.errors.mandatoryPassword',
      passwordConfirmation: 'resetPassword.errors.mandatoryPasswordConfirmation',
    });
    expect(errors(ResetPasswordSchema, {})).toEqual({
      password: 'resetPassword.errors.mandatoryPassword',
      passwordConfirmation: 'resetPassword.errors.mandatoryPasswordConfirmation',
    });
  });

  it('refuses 7 and 256 characters in either field', () => {
    expect(check('x'.repeat(7), 'x'.repeat(7))).toEqual({
      password: 'resetPassword.errors.minCharactersPassword',
      passwordConfirmation: 'resetPassword.errors.minCharactersPasswordConfirmation',
    });
    expect(check('x'.repeat(256), 'x'.repeat(256))).toEqual({
      password: 'resetPassword.errors.minCharactersPassword',
      passwordConfirmation: 'resetPassword.errors.minCharactersPasswordConfirmation',
    });
  });

  it('needs the confirmation to equal the password, and says so under the password', () => {
    expect(check('a-new-password', 'another-one')).toEqual({ password: 'resetPassword.errors.passwordsDontMatch' });
    // Spaces count: a password is never trimmed.
    expect(check('a-new-password ', 'a-new-password')).toEqual({ password: 'resetPassword.errors.passwordsDontMatch' });
  });
});
