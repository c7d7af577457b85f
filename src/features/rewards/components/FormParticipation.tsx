import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { getValue, setValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import type { Reward } from '../api';
import { formParticipationsQueryOptions } from '../api-forms';
import { drawQueryOptions } from '../draw-api';
import { formParticipationPayload, FormParticipationSchema, type FormParticipationForm } from '../form-schema';
import { participationBlockers } from '../rules';
import { TextField } from '../../../components/ui/TextField';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { RadioGroupField } from '../../../components/ui/RadioGroupField';
import { usePendingEntries } from '../../../offline/page/use-pending-entries';
import { useEnqueue } from '../../../offline/page/use-enqueue';
import { validateAll } from '../../../lib/form-validation';
import { RetryAlert } from '../../../components/ui/RetryAlert';

type Props = { reward: Reward & { project: NonNullable<Reward['project']> }; userId: number };

/** The sign-up form of a form-type reward; once sent it turns read-only with a thank-you. */
export function FormParticipation({ reward, userId }: Props) {
  useSignals();
  const { _ } = useLingui();
  const enqueue = useEnqueue();
  const { data: entries = [], isError: entriesFailed, refetch: refetchEntries } = useQuery(formParticipationsQueryOptions(userId, reward.documentId));
  const { data: draw } = useQuery(drawQueryOptions(reward.documentId));
  const pending = usePendingEntries(userId).find((e) => e.kind === 'formParticipation' && e.payload.rewardId === reward.documentId);
  const [form, { Form, Field }] = useForm<FormParticipationForm>({ validate: validateAll(FormParticipationSchema), revalidateOn: 'change' });

  const sent = entries[0] ?? (pending ? (pending.payload as { city: string; option: number }) : null);
  if (sent) {
    return (
      <section className="participation" aria-labelledby="form-title">
        <h2 id="form-title">{_('listSignUp.thanksTitle')}</h2>
        <p role="status">
          {_('listSignUp.thanks', { city: sent.city, option: sent.option })}
          {pending && !entries[0] && <span className="pending-badge">{_('projectCard.pending')}</span>}
        </p>
      </section>
    );
  }

  // A form participation needs a valid status and date window, not a vote (form projects have no voting buttons).
  const blockers = participationBlockers({ hasVoted: true, reward, projectStatus: reward.project.currentstatus, amount: 0, balance: 0, drawStatus: draw?.status });
  const optionTwo = getValue(form, 'option') === '2';

  return (
    <section className="participation" aria-labelledby="form-title">
      <h2 id="form-title">{_('listSignUp.title')}</h2>
      {entriesFailed && <RetryAlert message={_('userVotes.errors.genericServerError')} retry={() => void refetchEntries()} />}
      {blockers.map((reason) => (
        <p key={reason} className="participation__blockers">
          {_(reason)}
        </p>
      ))}
      <Form
        className="form"
        noValidate
        onSubmit={(values) =>
          void enqueue({
            kind: 'formParticipation',
            payload: formParticipationPayload(v.parse(FormParticipationSchema, values), reward.documentId),
            meta: { title: reward.title, project: reward.project.documentId },
          })
        }
      >
        <Field name="city">{(field, props) => <TextField {...props} label={_('listSignUp.city')} autoComplete="address-level2" field={field} />}</Field>
        <Field name="phone">{(field, props) => <TextField {...props} type="tel" label={_('listSignUp.phone')} autoComplete="tel" field={field} />}</Field>
        <Field name="option">
          {(field, props) => (
            <RadioGroupField
              name={props.name}
              legend={_('listSignUp.option')}
              options={[
                { value: '1', label: _('listSignUp.option1') },
                { value: '2', label: _('listSignUp.option2') },
              ]}
              field={field}
              inputRef={props.ref}
              onBlur={props.onBlur}
              onChange={(event) => {
                props.onChange(event);
                // Spec §4: choosing option 1 clears the option 2 fields.
                if (event.target.value === '1') {
                  setValue(form, 'name', '');
                  setValue(form, 'year', '');
                  setValue(form, 'location', false);
                }
              }}
            />
          )}
        </Field>
        {optionTwo && (
          <>
            <Field name="name">{(field, props) => <TextField {...props} label={_('listSignUp.name')} autoComplete="name" field={field} />}</Field>
            <Field name="year">{(field, props) => <TextField {...props} inputMode="numeric" label={_('listSignUp.year')} field={field} />}</Field>
            <Field name="location" type="boolean">
              {(field, props) => <CheckboxField {...props} label={_('listSignUp.location')} field={field} />}
            </Field>
          </>
        )}
        <Field name="legal" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('listSignUp.legal')} field={field} />}
        </Field>
        <Field name="acceptPolicy" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('listSignUp.acceptPolicy')} field={field} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={blockers.length > 0}>
          {_('listSignUp.submit')}
        </button>
      </Form>
    </section>
  );
}
