import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  label: string;
  /** A translation key from the form's schema. */
  error?: string;
  value: string | undefined;
};

/** A labelled input whose validation message is announced and tied to the field. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, value, ...input }, ref) {
  const { _ } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={ref}
        value={value ?? ''}
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
