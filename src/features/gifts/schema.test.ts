// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EMAIL_MAX, GIFT_ERRORS, giftSchema } from './schema';

// An address of exactly `length` characters.
const emailOfLength = (length: number) => `${'a'.repeat(length - '@chispa.test'.length)}@chispa.test`;
const both = (email: string) => ({ email, emailConfirmation: email });

// Every problem at once, one message per field, as the form shows them (src/lib/form-validation.ts).
const errors = (input: unknown, ownEmail?: string) => {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(giftSchema(ownEmail), input, { abortPipeEarly: false }).issues ?? []) {
    const path = v.getDotPath(issue)!;
    found[path] ??= issue.message;
  }
  return found;
};

describe('send gift schema (spec §5)', () => {
  it('accepts the same valid address twice and gives it back trimmed', () => {
    expect(errors(both('amiga@chispa.test'))).toEqual({});
    expect(v.parse(giftSchema(), { email: ' amiga@chispa.test ', emailConfirmation: 'amiga@chispa.test' }).email).toBe('amiga@chispa.test');
  });

  it('requires both fields', () => {
    expect(errors({})).toEqual({ email: GIFT_ERRORS.mandatoryEmail, emailConfirmation: GIFT_ERRORS.mandatoryEmailConfirmation });
    expect(errors({ email: '   ', emailConfirmation: '' })).toEqual({
      email: GIFT_ERRORS.mandatoryEmail,
      emailConfirmation: GIFT_ERRORS.mandatoryEmailConfirmation,
    });
  });

  it('requires valid e-mails in both fields', () => {
    expect(errors({ email: 'amiga@', emailConfirmation: 'amiga@' })).toEqual({
      email: GIFT_ERRORS.wrongEmail,
      emailConfirmation: GIFT_ERRORS.wrongEmailConfirmation,
    });
    expect(errors({ email: 'amiga@chispa.test', emailConfirmation: 'amiga chispa.test' })).toEqual({
      emailConfirmation: GIFT_ERRORS.wrongEmailConfirmation,
    });
  });

  it(`accepts ${EMAIL_MAX} characters and refuses ${EMAIL_MAX + 1}`, () => {
    expect(emailOfLength(500)).toHaveLength(500);
    expect(errors(both(emailOfLength(500)))).toEqual({});
    expect(errors(both(emailOfLength(501)))).toEqual({ email: GIFT_ERRORS.wrongEmail, emailConfirmation: GIFT_ERRORS.wrongEmailConfirmation });
  });

  it('refuses two different addresses with the spec’s key, on the confirmation', () => {
    expect(errors({ email: 'amiga@chispa.test', emailConfirmation: 'amigo@chispa.test' })).toEqual({ emailConfirmation: 'sendGift.errors.passwordsDontMatch' });
  });

  it('treats addresses that differ only in case or spaces as equal, as the server stores them', () => {
    expect(errors({ email: 'Amiga@Chispa.test', emailConfirmation: ' amiga@chispa.test' })).toEqual({});
  });

  it('refuses a gift to the giver’s own address, which already has an account', () => {
    expect(errors(both('Demo@chispa.test'), 'demo@chispa.test')).toEqual({ email: GIFT_ERRORS.ownEmail });
    expect(errors(both('amiga@chispa.test'), 'demo@chispa.test')).toEqual({});
  });
});
