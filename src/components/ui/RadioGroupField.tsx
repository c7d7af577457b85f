import type { ChangeEvent, Ref } from 'react';
import { useLingui } from '@lingui/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';

type Props = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> };
  inputRef: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement>) => void;
};

/** A labelled group of radio buttons bound to one form field. */
export function RadioGroupField({ name, legend, options, field, inputRef, onChange, onBlur }: Props) {
  useSignals();
  const { _ } = useLingui();
  const error = field.error.value;
  return (
    <fieldset className="field" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio">
          <input ref={inputRef} type="radio" name={name} value={option.value} checked={field.value.value === option.value} onChange={onChange} onBlur={onBlur} />
          {option.label}
        </label>
      ))}
      {error && <p className="field__error">{_(error)}</p>}
    </fieldset>
  );
}
