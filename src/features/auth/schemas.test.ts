// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoginSchema } from './schemas';

const valid = { identifier: 'demo@chispa.test', password: 'chispa-demo-2026' };
// Parsed as the form adapter (valiForm) parses: the first failure of each field.
const messagesFor = (input: unknown) =>
  v.safeParse(LoginSchema, input, { abortPipeEarly: true }).issues?.map((issue) => issue.message) ?? [];

// An address of exactly `length` characters.
const emailOfLength = (length: number) => `${'a'.repeat(length - '@chispa.test'.length)}@chispa.test`;

describe('login schema (spec §5)', () => {
  it('accepts a valid member', () => expect(messagesFor(valid)).toEqual([]));

  it('requires the e-mail', () => {
    expect(messagesFor({ ...valid, identifier: '' })).toEqual(['login.errors.mandatoryEmail']);
    expect(messagesFor({ password: valid.password })).toEqual(['login.errors.mandatoryEmail']);
  });

  it('requires a valid e-mail', () => {
    expect(messagesFor({ ...valid, identifier: 'demo@' })).toEqual(['login.errors.wrongEmail']);
  });

  it('accepts 225 characters of e-mail and refuses 226', () => {
    expect(messagesFor({ ...valid, identifier: emailOfLength(225) })).toEqual([]);
    expect(messagesFor({ ...valid, identifier: emailOfLength(226) })).toEqual(['login.errors.wrongEmail']);
  });

  it('requires the password', () => {
    expect(messagesFor({ ...valid, password: '' })).toEqual(['login.errors.mandatoryPassword']);
  });

  it('accepts 8 to 255 characters of password', () => {
    expect(messagesFor({ ...valid, password: 'x'.repeat(7) })).toEqual(['login.errors.minCharactersPassword']);
    expect(messagesFor({ ...valid, password: 'x'.repeat(8) })).toEqual([]);
    expect(messagesFor({ ...valid, password: 'x'.repeat(255) })).toEqual([]);
    expect(messagesFor({ ...valid, password: 'x'.repeat(256) })).toEqual(['login.errors.maxCharactersPassword']);
  });
});
