import * as v from 'valibot';

/** A form field: a field the member never touched arrives as undefined and is checked as ''. */
const textField = <const TPipe extends v.GenericSchema<string, string>>(pipe: TPipe) => v.optional(pipe, '');

/** Spec §5, login: messages are translation keys. */
export const LoginSchema = v.object({
  identifier: textField(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('login.errors.mandatoryEmail'),
      v.email('login.errors.wrongEmail'),
      v.maxLength(225, 'login.errors.wrongEmail'),
    ),
  ),
  password: textField(
    v.pipe(
      v.string(),
      v.nonEmpty('login.errors.mandatoryPassword'),
      v.minLength(8, 'login.errors.minCharactersPassword'),
      v.maxLength(255, 'login.errors.maxCharactersPassword'),
    ),
  ),
});

export type LoginForm = v.InferInput<typeof LoginSchema>;
