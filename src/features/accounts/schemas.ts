import * as v from 'valibot';

/** Spec §9 limits. */
export const NAME_MAX = 225;
export const EMAIL_MAX = 500;
export const REFERENCE_CODE_MIN = 8;
/** The server keeps referral codes to 32 characters; no longer code can belong to anyone. */
export const REFERENCE_CODE_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;

/** A form field: a field the member never touched arrives as undefined and is checked as ''. */
const textField = <const TPipe extends v.GenericSchema<string, string>>(pipe: TPipe) => v.optional(pipe, '');
/** A checkbox that must be ticked; an untouched one arrives as undefined and is checked as false. */
const ticked = (message: string) => v.optional(v.literal(true, message), false as unknown as true);

const requiredName = (message: string) =>
  textField(v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(NAME_MAX, message)));

/** Spec §5, "Registration". The e-mail's own message names both "required" and the 500 limit. */
export const RegistrationSchema = v.object({
  firstName: requiredName('registration.errors.mandatoryFirstName'),
  lastName: requiredName('registration.errors.mandatoryLastName'),
  email: textField(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('registration.errors.mandatoryEmail'),
      v.email('login.errors.wrongEmail'),
      v.maxLength(EMAIL_MAX, 'registration.errors.mandatoryEmail'),
    ),
  ),
  // Optional: empty (or blanks) becomes null; a code must have at least 8 characters.
  referenceCode: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((code): string | null => (code === '' ? null : code)),
    v.nullable(
      v.pipe(
        v.string(),
        v.minLength(REFERENCE_CODE_MIN, 'registration.errors.wrongReferenceCode'),
        v.maxLength(REFERENCE_CODE_MAX, 'registration.errors.wrongReferenceCode'),
      ),
    ),
  ),
  privacyPolicy: ticked('registration.errors.acceptPolicy'),
  termsAgreement: ticked('registration.errors.termsAgreement'),
  // shared/spec/decisions.md: a declaration of being 14 or older, not a birth date.
  ageDeclaration: ticked('registration.errors.ageDeclaration'),
});

export type RegistrationForm = v.InferInput<typeof RegistrationSchema>;
export type RegistrationValues = v.InferOutput<typeof RegistrationSchema>;

/** Spec §5, "Send reset request": the login page's e-mail messages, with the 500 limit of every other form. */
export const SendResetPasswordSchema = v.object({
  email: textField(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('login.errors.mandatoryEmail'),
      v.email('login.errors.wrongEmail'),
      v.maxLength(EMAIL_MAX, 'login.errors.wrongEmail'),
    ),
  ),
});

export type SendResetPasswordForm = v.InferInput<typeof SendResetPasswordSchema>;

/** A password of PASSWORD_MIN to PASSWORD_MAX characters, with the spec's keys for missing and out of range. */
const passwordField = (mandatoryKey: string, lengthKey: string) =>
  textField(v.pipe(v.string(), v.nonEmpty(mandatoryKey), v.minLength(PASSWORD_MIN, lengthKey), v.maxLength(PASSWORD_MAX, lengthKey)));

/**
 * Spec §5, "Reset password". Passwords are not trimmed: every character counts. The mismatch is a
 * rule of the password (as the spec words it) and shows under it.
 */
export const ResetPasswordSchema = v.pipe(
  v.object({
    password: passwordField('resetPassword.errors.mandatoryPassword', 'resetPassword.errors.minCharactersPassword'),
    passwordConfirmation: passwordField(
      'resetPassword.errors.mandatoryPasswordConfirmation',
      'resetPassword.errors.minCharactersPasswordConfirmation',
    ),
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, 'resetPassword.errors.passwordsDontMatch'),
    ['password'],
  ),
);

export type ResetPasswordForm = v.InferInput<typeof ResetPasswordSchema>;
export type ResetPasswordValues = v.InferOutput<typeof ResetPasswordSchema>;
