import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { FieldFrame } from '../../../components/ui/FieldFrame';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & {
  label: string;
  options: { value: string; label: string }[];
  /** The form field's signals: its value and its error (a translation key from the form's schema). */
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> };
};

/** A labelled select whose validation message is announced and tied to the field (like TextField). */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, options, field, ...select }, ref) {
  useSignals();
  return (
    <FieldFrame label={label} error={field.error.value}>
      {(control) => (
        <select {...select} {...control} ref={ref} value={field.value.value ?? ''}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
