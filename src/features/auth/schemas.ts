import * as v from 'valibot';

/** Spec §5, login: messages are translation keys. */
export const LoginSchema = v.object({
  identifier: v.pipe(
    v.string('login.errors.mandatoryEmail'),
    v.trim(),
    v.nonEmpty('login.errors.mandatoryEmail'),
    v.email('login.errors.wrongEmail'),
    v.maxLength(225, 'login.errors.wrongEmail'),
  ),
  password: v.pipe(
    v.string('login.errors.mandatoryPassword'),
    v.nonEmpty('login.errors.mandatoryPassword'),
    v.minLength(8, 'login.errors.minCharactersPassword'),
    v.maxLength(255, 'login.errors.maxCharactersPassword'),
  ),
});

export type LoginForm = v.InferInput<typeof LoginSchema>;
