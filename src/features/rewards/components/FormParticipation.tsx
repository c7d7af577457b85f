import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { getValue, getValues, setValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import type { Reward } from '../api';
import { formParticipationsQueryOptions } from '../api-forms';
import { drawQueryOptions } from '../draw-api';
import { formParticipationPayload, sentAnswers, signupSchema, type SignupForm } from '../form-schema';
import { askedQuestions, DEFAULT_QUESTIONS } from '../signup-questions';
import { participationBlockers } from '../rules';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { usePendingEntries } from '../../../offline/page/use-pending-entries';
import { useEnqueue } from '../../../offline/page/use-enqueue';
import type { FormParticipationPayload } from '../../../offline/outbox/entry-schemas';
import { validateAll } from '../../../lib/form-validation';
import { currentLanguage } from '../../../lib/i18n';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { SignupQuestionField } from './SignupQuestionField';
import { SignupAnswers } from './SignupAnswers';
import { RequirementNotice, useMeetsRequirement } from '../../verification';

type Props = { reward: Reward & { project: NonNullable<Reward['project']> }; userId: number };

/** The sign-up form of a form-type reward, with the reward's questions; once sent it turns read-only with a thank-you. */
export function FormParticipation({ reward, userId }: Props) {
  useSignals();
  const { _ } = useLingui();
  const language = currentLanguage();
  const enqueue = useEnqueue();
  const { data: entries = [], isError: entriesFailed, refetch: refetchEntries } = useQuery(formParticipationsQueryOptions(userId, reward.documentId));
  const { data: draw } = useQuery(drawQueryOptions(reward.documentId));
  const pending = usePendingEntries(userId).find((e) => e.kind === 'formParticipation' && e.payload.rewardId === reward.documentId);
  const questions = reward.signupQuestions?.length ? reward.signupQuestions : DEFAULT_QUESTIONS;
  const schema = useMemo(() => signupSchema(questions), [questions]);
  const [form, { Form, Field }] = useForm<SignupForm>({ validate: validateAll(schema), revalidateOn: 'change' });
  const verified = useMeetsRequirement(userId, reward.signupRequirement);

  const sent = entries[0] ?? (pending?.payload as FormParticipationPayload | undefined);
  if (sent) {
    return (
      <section className="participation" aria-labelledby="form-title">
        <h2 id="form-title">{_('listSignUp.thanksTitle')}</h2>
        <p role="status">
          {_('listSignUp.thanks')}
          {pending && !entries[0] && <span className="pending-badge">{_('projectCard.pending')}</span>}
        </p>
        <SignupAnswers questions={questions} answers={sentAnswers(sent)} language={language} />
      </section>
    );
  }

  // A form participation needs a valid status and date window, not a vote (form projects have no voting buttons).
  const blockers = participationBlockers({ hasVoted: true, reward, projectStatus: reward.project.currentstatus, amount: 0, balance: 0, drawStatus: draw?.status });
  // Only the answers others depend on are read here: reading every field would re-render the form as each field mounts.
  const targets = new Set(questions.flatMap((question) => (question.showWhen ? [question.showWhen.key] : [])));
  const asked = askedQuestions(questions, Object.fromEntries([...targets].map((key) => [key, getValue(form, key)])));
  // Spec §4 (choosing option 1 clears the option 2 fields), for every question asked only for another's answer.
  const clearUnasked = () => {
    const values = getValues(form);
    const stillAsked = new Set(askedQuestions(questions, values).map((question) => question.key));
    for (const question of questions) {
      if (!stillAsked.has(question.key) && values[question.key]) setValue(form, question.key, question.kind === 'checkbox' ? false : '');
    }
  };

  return (
    <section className="participation" aria-labelledby="form-title">
      <h2 id="form-title">{_('listSignUp.title')}</h2>
      {entriesFailed && <RetryAlert message={_('userVotes.errors.genericServerError')} retry={() => void refetchEntries()} />}
      {blockers.map((reason) => (
        <p key={reason} className="participation__blockers">
          {_(reason)}
        </p>
      ))}
      <RequirementNotice userId={userId} requirement={reward.signupRequirement} action="signUp" />
      <Form
        className="form"
        noValidate
        onSubmit={(values) =>
          void enqueue({
            kind: 'formParticipation',
            payload: formParticipationPayload(v.parse(schema, values), reward.documentId, questions),
            meta: { title: reward.title, project: reward.project.documentId },
          })
        }
      >
        {asked.map((question) => (
          <Field key={question.key} name={question.key} type={question.kind === 'checkbox' ? 'boolean' : 'string'}>
            {(field, props) => <SignupQuestionField question={question} language={language} field={field} props={props} onAnswer={clearUnasked} />}
          </Field>
        ))}
        <Field name="legal" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('listSignUp.legal')} field={field as never} />}
        </Field>
        <Field name="acceptPolicy" type="boolean">
          {(field, props) => <CheckboxField {...props} label={_('listSignUp.acceptPolicy')} field={field as never} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={blockers.length > 0 || !verified}>
          {_('listSignUp.submit')}
        </button>
      </Form>
    </section>
  );
}
