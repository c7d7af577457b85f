import type { ChangeEvent } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import type { FieldElementProps, FieldStore } from '@modular-forms/react';
import { TextField } from '../../../components/ui/TextField';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { RadioGroupField } from '../../../components/ui/RadioGroupField';
import { messageValues, type SignupForm } from '../form-schema';
import { inLanguage, type Question } from '../signup-questions';
import type { Language } from '../../../lib/i18n';

type Props = {
  question: Question;
  language: Language;
  field: FieldStore<SignupForm, string>;
  props: FieldElementProps<SignupForm, string>;
  /** After a choice or a tick: other questions may now be asked or not. */
  onAnswer: () => void;
};

const AUTOCOMPLETE: Record<string, string> = { city: 'address-level2', name: 'name' };

type Signals<T> = { value: ReadonlySignal<T | undefined>; error: ReadonlySignal<string> };

/** One question of a reward's sign-up form, with the control its kind needs, in the member's language. */
export function SignupQuestionField({ question, language, field, props, onAnswer }: Props) {
  const label = inLanguage(question, language);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    props.onChange(event);
    onAnswer();
  };
  if (question.kind === 'checkbox') return <CheckboxField {...props} onChange={onChange} label={label} field={field as Signals<boolean>} />;
  if (question.kind === 'choice') {
    return (
      <RadioGroupField
        name={props.name}
        legend={label}
        options={(question.choices ?? []).map((choice) => ({ value: choice.value, label: inLanguage(choice, language) }))}
        field={field as Signals<string>}
        inputRef={props.ref}
        onBlur={props.onBlur}
        onChange={onChange}
      />
    );
  }
  return (
    <TextField
      {...props}
      type={question.kind === 'phone' ? 'tel' : 'text'}
      inputMode={question.kind === 'number' ? 'numeric' : undefined}
      autoComplete={question.kind === 'phone' ? 'tel' : AUTOCOMPLETE[question.key]}
      label={label}
      field={field as Signals<string>}
      errorValues={messageValues(question)}
    />
  );
}
