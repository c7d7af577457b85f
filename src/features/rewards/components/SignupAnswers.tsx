import { Fragment } from 'react';
import { useLingui } from '@lingui/react';
import { askedQuestions, inLanguage, type Answers, type Question } from '../signup-questions';
import type { Language } from '../../../lib/i18n';

type Props = { questions: readonly Question[]; answers: Answers; language: Language };

/** A sign-up's answers, read-only, under the questions they answer. */
export function SignupAnswers({ questions, answers, language }: Props) {
  const { _ } = useLingui();
  const shown = askedQuestions(questions, answers).filter((question) => answers[question.key] !== undefined);
  if (!shown.length) return null;
  const text = (question: Question, answer: Answers[string]) => {
    if (question.kind === 'checkbox') return answer === true ? _('listSignUp.answerYes') : _('listSignUp.answerNo');
    const choice = question.choices?.find((item) => item.value === String(answer));
    return choice ? inLanguage(choice, language) : String(answer);
  };
  return (
    <dl className="signup-answers">
      {shown.map((question) => (
        <Fragment key={question.key}>
          <dt>{inLanguage(question, language)}</dt>
          <dd>{text(question, answers[question.key]!)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
