import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & {
  label: string;
  options: { value: string; label: string }[];
  /** The form field's signals: its value and its error (a translation key from the form's schema). */
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> };
};

/** A labelled select whose validation message is announced and tied to the field (like TextField). */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, options, field, ...select }, ref) {
  useSignals();
  const { _ } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const error = field.error.value;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        id={id}
        ref={ref}
        value={field.value.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {_(error)}
        </p>
      )}
    </div>
  );
});
