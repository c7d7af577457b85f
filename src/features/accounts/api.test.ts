// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { generatePassword, passwordFailureKey, registrationFailure, registrationPayload, resetErrorParamKey } from './api';
import { AuthenticationError } from '../../lib/http';

const httpError = (status: number, body?: unknown) => {
  const request = new Request('http://localhost/api/auth/local/register', { method: 'POST' });
  const response = new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return new HTTPError(response, request, {} as never);
};
const refused = (code: string, status = 400) => httpError(status, { data: null, error: { status, details: { code } } });

describe('generated password', () => {
  it('is 43 base64url characters from 32 random bytes, within the 8–255 rule', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('comes from the random source it is given', () => {
    expect(generatePassword((bytes) => bytes.fill(0))).toBe('A'.repeat(43));
    expect(generatePassword((bytes) => bytes.fill(255))).toBe(`${'_'.repeat(42)}8`);
  });

  it('differs every time', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});

describe('registration payload', () => {
  const values = { firstName: 'Núria', lastName: 'Vidal', email: 'nuria@chispa.test', referenceCode: null, privacyPolicy: true as const, termsAgreement: true as const, ageDeclaration: true as const };

  it('copies the e-mail into username, sets userType default and sends the gift token, the age declaration and the solved check', () => {
    expect(registrationPayload(values, 'gift-1', 'en', 'solved', 'generated-password')).toEqual({
      email: 'nuria@chispa.test',
      username: 'nuria@chispa.test',
      password: 'generated-password',
      userType: 'default',
      giftToken: 'gift-1',
      locale: 'en',
      firstName: 'Núria',
      lastName: 'Vidal',
      referenceCode: null,
      privacyPolicy: true,
      termsAgreement: true,
      ageDeclaration: true,
      altcha: 'solved',
    });
  });

  it('generates a password when none is given', () => {
    expect(registrationPayload(values, null, 'es', null).password).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('failure messages', () => {
  it('registration: the spec’s userAlreadyExists for any refusal, specific codes where the member can act', async () => {
    expect(await registrationFailure(refused('registration.errors.userAlreadyExists'))).toEqual({ field: null, key: 'registration.errors.userAlreadyExists' });
    expect(await registrationFailure(refused('validation.invalid'))).toEqual({ field: null, key: 'registration.errors.userAlreadyExists' });
    expect(await registrationFailure(httpError(400))).toEqual({ field: null, key: 'registration.errors.userAlreadyExists' });
    expect(await registrationFailure(new AuthenticationError())).toEqual({ field: null, key: 'registration.errors.userAlreadyExists' });
    expect(await registrationFailure(refused('registration.errors.wrongReferenceCode'))).toEqual({ field: 'referenceCode', key: 'registration.errors.wrongReferenceCode' });
    expect(await registrationFailure(refused('registration.errors.disposableEmail'))).toEqual({ field: 'email', key: 'registration.errors.disposableEmail' });
    expect(await registrationFailure(refused('challenge.failed'))).toEqual({ field: null, key: 'antiRobot.errors.failed' });
    expect(await registrationFailure(refused('registration.invalidGiftToken'))).toEqual({ field: null, key: 'registration.errors.invalidGiftToken' });
  });

  it('registration: network, server down and rate limit are said as they are', async () => {
    expect(await registrationFailure(new TypeError('Failed to fetch'))).toEqual({ field: null, key: 'common.errors.network' });
    expect(await registrationFailure(httpError(502))).toEqual({ field: null, key: 'common.errors.server' });
    expect(await registrationFailure(refused('rateLimit.exceeded', 429))).toEqual({ field: null, key: 'login.errors.tooManyAttempts' });
  });

  it('reset and forgot: resetPasswordFailed, except a mismatch, the network and the server', async () => {
    expect(await passwordFailureKey(refused('resetPassword.invalidCode'))).toBe('resetPassword.errors.resetPasswordFailed');
    expect(await passwordFailureKey(refused('validation.invalid'))).toBe('resetPassword.errors.resetPasswordFailed');
    expect(await passwordFailureKey(refused('resetPassword.passwordsDontMatch'))).toBe('resetPassword.errors.passwordsDontMatch');
    expect(await passwordFailureKey(new TypeError('Failed to fetch'))).toBe('common.errors.network');
    expect(await passwordFailureKey(httpError(500))).toBe('common.errors.server');
  });

  it('the error query parameter: known codes translated, anything else the generic failure, nothing when absent', () => {
    expect(resetErrorParamKey(undefined)).toBeNull();
    expect(resetErrorParamKey('')).toBeNull();
    expect(resetErrorParamKey('resetPassword.invalidCode')).toBe('resetPassword.errors.resetPasswordFailed');
    expect(resetErrorParamKey('resetPassword.passwordsDontMatch')).toBe('resetPassword.errors.passwordsDontMatch');
    expect(resetErrorParamKey('<b>Call us</b>')).toBe('resetPassword.errors.resetPasswordFailed');
    expect(resetErrorParamKey('toString')).toBe('resetPassword.errors.resetPasswordFailed');
    expect(resetErrorParamKey(42)).toBe('resetPassword.errors.resetPasswordFailed');
  });
});
