import * as v from 'valibot';

/** Spec §9: e-mail addresses are at most 500 characters outside the login form. */
export const EMAIL_MAX = 500;

export const GIFT_ERRORS = {
  mandatoryEmail: 'sendGift.errors.mandatoryEmail',
  wrongEmail: 'sendGift.errors.wrongEmail',
  mandatoryEmailConfirmation: 'sendGift.errors.mandatoryEmailConfirmation',
  wrongEmailConfirmation: 'sendGift.errors.wrongEmailConfirmation',
  /** The spec's key for "the two addresses differ" (spec §5, Send gift). */
  mismatch: 'sendGift.errors.passwordsDontMatch',
  ownEmail: 'sendGift.errors.ownEmail',
} as const;

const email = (mandatory: string, wrong: string) =>
  // A field the member never touched arrives as undefined and is checked as ''.
  v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(mandatory), v.email(wrong), v.maxLength(EMAIL_MAX, wrong)), '');

/** Addresses are compared as the server stores them: trimmed and lower-cased. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §5, "Send gift": both fields required, valid e-mails of at most 500 characters, and equal.
 * With the giver's own address, a gift to themselves is refused: its link creates a new account,
 * which their address already has.
 */
export function giftSchema(ownEmail?: string) {
  return v.pipe(
    v.object({
      email: email(GIFT_ERRORS.mandatoryEmail, GIFT_ERRORS.wrongEmail),
      emailConfirmation: email(GIFT_ERRORS.mandatoryEmailConfirmation, GIFT_ERRORS.wrongEmailConfirmation),
    }),
    v.forward(
      v.partialCheck([['email'], ['emailConfirmation']], (input) => sameAddress(input.email, input.emailConfirmation), GIFT_ERRORS.mismatch),
      ['emailConfirmation'],
    ),
    v.forward(
      v.partialCheck([['email']], (input) => !ownEmail || !sameAddress(input.email, ownEmail), GIFT_ERRORS.ownEmail),
      ['email'],
    ),
  );
}

export type GiftForm = v.InferInput<ReturnType<typeof giftSchema>>;
