import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';

/** What the control inside needs to be tied to its label and its message. */
export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type Props = { label: string; error: string; errorValues?: Record<string, unknown>; children: (control: FieldControlProps) => ReactNode };

/** A label, a control and its validation message (a translation key, with its values), announced and tied together. */
export function FieldFrame({ label, error, errorValues, children }: Props) {
  const { _ } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field__error">
          {_(error, errorValues)}
        </p>
      )}
    </div>
  );
}
