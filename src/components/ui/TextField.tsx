import { forwardRef, type InputHTMLAttributes } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldFrame } from './FieldFrame';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  label: string;
  /** The form field's signals: its value and its error (a translation key from the form's schema). */
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> };
  /** The values of its messages (a question's own limits). */
  errorValues?: Record<string, unknown>;
};

/** A labelled input whose validation message is announced and tied to the field. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, field, errorValues, ...input }, ref) {
  useSignals();
  return (
    <FieldFrame label={label} error={field.error.value} errorValues={errorValues}>
      {(control) => <input {...input} {...control} ref={ref} value={field.value.value ?? ''} />}
    </FieldFrame>
  );
});
