import * as v from 'valibot';
import type { FieldValues, FormErrors, ValidateForm } from '@modular-forms/react';

/**
 * Like modular-forms' `valiForm`, but cross-field checks (`v.forward`) run even while another field is
 * still wrong, so a member sees every problem after one submit. Each field shows its first message.
 */
export function validateAll<TValues extends FieldValues>(schema: v.GenericSchema): ValidateForm<TValues> {
  return async (values) => {
    const result = await v.safeParseAsync(schema, values, { abortPipeEarly: false });
    const errors: Record<string, string> = {};
    for (const issue of result.issues ?? []) {
      const path = v.getDotPath(issue);
      if (path && !(path in errors)) errors[path] = issue.message;
    }
    return errors as FormErrors<TValues>;
  };
}
