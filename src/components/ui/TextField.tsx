import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  label: string;
  /** The form field's signals: its value and its error (a translation key from the form's schema). */
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> };
};

/** A labelled input whose validation message is announced and tied to the field. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, field, ...input }, ref) {
  useSignals();
  const { _ } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const error = field.error.value;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={ref}
        value={field.value.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {_(error)}
        </p>
      )}
    </div>
  );
});
