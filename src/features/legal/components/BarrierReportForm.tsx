import { useEffect, useId, useRef, useState, type TextareaHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import { reset, setError, useForm } from '@modular-forms/react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { TextField } from '../../../components/ui/TextField';
import { FieldFrame } from '../../../components/ui/FieldFrame';
import { FormError } from '../../../components/ui/FormError';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { validateAll } from '../../../lib/form-validation';
import { getSession } from '../../../lib/session';
import { AntiRobotCheck, type AntiRobotCheckHandle } from '../../accounts/components/AntiRobotCheck';
import { barrierReportFailure, BarrierReportSchema, DESCRIPTION_MAX, sendBarrierReport, type BarrierReportForm as FormValues } from '../barrier-report';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  label: string;
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> };
};

function TextAreaField({ label, field, ...textarea }: TextAreaProps) {
  useSignals();
  return <FieldFrame label={label} error={field.error.value}>{(control) => <textarea {...textarea} {...control} value={field.value.value ?? ''} />}</FieldFrame>;
}

/**
 * The accessibility statement's way to report a barrier (RD 1112/2018): what is in the way, where,
 * and an address for the answer. Open to guests (the barrier may be what keeps someone from signing
 * in); the report reaches the editors. What was typed stays when sending fails.
 */
export function BarrierReportForm() {
  useSignals();
  const { _ } = useLingui();
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const antiRobot = useRef<AntiRobotCheckHandle>(null);
  const thanks = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone with the form: the thanks take the focus, so it is read and the keyboard goes on from there.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  const [form, { Form, Field }] = useForm<FormValues>({
    initialValues: { description: '', pageUrl: '', email: getSession()?.login ?? '' },
    validate: validateAll(BarrierReportSchema),
    revalidateOn: 'change',
  });

  async function submit(values: FormValues) {
    setErrorKey(null);
    const report = v.parse(BarrierReportSchema, values);
    const altcha = (await antiRobot.current?.payload()) ?? null;
    if (!altcha) {
      setErrorKey('antiRobot.errors.failed');
      return;
    }
    try {
      await sendBarrierReport(report, altcha);
      reset(form, { initialValues: { description: '', pageUrl: '', email: report.email } });
      setSent(true);
    } catch (error) {
      // The check's solution is spent: the next try solves a new one. The fields keep what was typed.
      antiRobot.current?.reset();
      const failure = await barrierReportFailure(error);
      if (failure.field) setError(form, failure.field, failure.key, { shouldFocus: true });
      else setErrorKey(failure.key);
    }
  }

  return (
    <section className="legal__barrier" aria-labelledby={titleId}>
      <h2 id={titleId}>{_('barrierReport.title')}</h2>
      <p>{_('barrierReport.intro')}</p>
      {sent ? (
        <div ref={thanks} className="alert alert--info" role="status" tabIndex={-1}>
          <p>{_('barrierReport.sent')}</p>
          <button type="button" className="button" onClick={() => setSent(false)}>
            {_('barrierReport.another')}
          </button>
        </div>
      ) : (
        <Form onSubmit={submit} className="form" noValidate>
          <Field name="description">
            {(field, props) => <TextAreaField {...props} rows={6} maxLength={DESCRIPTION_MAX} label={_('barrierReport.description')} field={field} />}
          </Field>
          <Field name="pageUrl">
            {(field, props) => <TextField {...props} type="text" inputMode="url" autoComplete="off" label={_('barrierReport.pageUrl')} field={field} />}
          </Field>
          <Field name="email">
            {(field, props) => <TextField {...props} type="email" inputMode="email" autoComplete="email" label={_('barrierReport.email')} field={field} />}
          </Field>
          <AntiRobotCheck ref={antiRobot} />
          <FormError messageId={errorKey} />
          <SubmitButton submitting={form.submitting.value} label={_('barrierReport.submit')} busyLabel={_('barrierReport.submitting')} />
        </Form>
      )}
    </section>
  );
}
