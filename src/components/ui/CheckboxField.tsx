import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'type'> & {
  label: string;
  field: { value: ReadonlySignal<boolean | undefined>; error: ReadonlySignal<string> };
};

export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField({ label, field, ...input }, ref) {
  useSignals();
  const { _ } = useLingui();
  const id = useId();
  const error = field.error.value;
  return (
    <div className="field field--check">
      <input {...input} id={id} ref={ref} type="checkbox" checked={field.value.value ?? false} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {_(error)}
        </p>
      )}
    </div>
  );
});
