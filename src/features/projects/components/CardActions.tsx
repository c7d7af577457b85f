import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { cardButtons, optionForSupport, supportForOption } from '../rules';
import type { Project } from '../api';
import type { VotesState } from '../../votes';
import { optionName } from '../../voting';
import { formatDay, formatInstant } from '../../../lib/format-date';

type Props = {
  project: Project;
  /** The member's vote: from the server, or still waiting in the outbox. */
  support: 1 | -1 | undefined;
  /** Whether the member's votes are known yet (see cardButtons). */
  votesState?: VotesState;
  pending: boolean;
  onVote: (support: 1 | -1) => void;
  /** On the project page itself a link to the project would lead nowhere. */
  onProjectPage?: boolean;
  /** False for a carousel's copy of a card: clickable, but out of the tab order. */
  focusable?: boolean;
};

/** The card's buttons for its status and type (spec §4); they never react again once a vote exists. */
export function CardActions({ project, support, votesState = 'ready', pending, onVote, onProjectPage = false, focusable = true }: Props) {
  const { _, i18n } = useLingui();
  const here = useLocation({ select: (location) => location.href });
  const tabIndex = focusable ? undefined : -1;
  const buttons = cardButtons(project, support, Date.now(), votesState);
  const link = { to: '/projects/$idProject' as const, params: { idProject: project.documentId } };
  // A lookwhat option by its name (the button's accessible name too), in the project's language.
  const option = (n: 1 | 2) => optionName(project, n) ?? _(n === 1 ? 'projectCard.option1' : 'projectCard.option2');

  switch (buttons.kind) {
    case 'seeProject':
      return (
        <Link tabIndex={tabIndex} {...link} className="button card-actions__one">
          {_('projectCard.seeProject')}
        </Link>
      );
    case 'participate':
      return (
        <Link tabIndex={tabIndex} to="/rewards/$idReward" params={{ idReward: buttons.rewardId }} className="button button--primary card-actions__one">
          {_('projectCard.participate')}
        </Link>
      );
    case 'noReward':
      // A form project whose sign-up (its reward) is not set up yet: no dead button.
      return onProjectPage ? (
        <p className="card-actions__note card-actions__one">{_('projectCard.noReward')}</p>
      ) : (
        <Link tabIndex={tabIndex} {...link} className="button card-actions__one">
          {_('projectCard.seeProject')}
        </Link>
      );
    case 'votesUnknown':
      // Not knowing the vote yet: an inert placeholder, never live buttons or a false "ended".
      return (
        <button type="button" tabIndex={tabIndex} className="button card-actions__one" disabled aria-busy={buttons.state === 'loading'}>
          {_(buttons.state === 'loading' ? 'projectCard.loadingVote' : 'projectCard.voteUnavailable')}
        </button>
      );
    case 'notYet': {
      // Before the window opens: when it does, in the member's language (a voting day as that day, a reward's start in Madrid).
      const date = 'day' in buttons.opensOn ? formatDay(i18n, buttons.opensOn.day) : formatInstant(i18n, buttons.opensOn.instant);
      return <p className="card-actions__note card-actions__one">{_(project.project_type === 'form' ? 'projectCard.signUpOpensOn' : 'projectCard.votingOpensOn', { date })}</p>;
    }
    case 'signUpClosed':
      // The reward's page stays a link: it shows the draw and its result.
      return (
        <Link tabIndex={tabIndex} to="/rewards/$idReward" params={{ idReward: buttons.rewardId }} className="button card-actions__one">
          {_('projectCard.signUpClosed')}
        </Link>
      );
    case 'signIn':
      // A guest: sign in, then back here (the login page follows `redirect`, same-site paths only).
      return (
        <Link tabIndex={tabIndex} to="/login" search={{ redirect: here }} className="button button--primary card-actions__one">
          {_('projectCard.signInToVote')}
        </Link>
      );
    case 'ended':
      return (
        <button type="button" tabIndex={tabIndex} className="button card-actions__one" disabled>
          {_('projectCard.ended')}
        </button>
      );
    case 'voted': {
      const label =
        project.project_type === 'lookwhat'
          ? _('projectCard.votedOption', { option: option(optionForSupport(buttons.support)) })
          : _(buttons.support === 1 ? 'projectCard.votedFor' : 'projectCard.votedAgainst');
      return (
        <p className="card-actions__voted" role="status">
          {label}
          {pending && <span className="pending-badge">{_('projectCard.pending')}</span>}
        </p>
      );
    }
    case 'vote':
      return (
        <div className="card-actions" role="group" aria-label={_('projectCard.voteGroup', { name: project.name })}>
          {buttons.options === 'lookwhat' ? (
            <>
              {([1, 2] as const).map((n) => (
                <button key={n} type="button" tabIndex={tabIndex} className="button" lang={optionName(project, n) ? project.locale : undefined} onClick={() => onVote(supportForOption(n))}>
                  {option(n)}
                </button>
              ))}
            </>
          ) : (
            <>
              <button type="button" tabIndex={tabIndex} className="button" onClick={() => onVote(-1)}>
                {_('projectCard.oppose')}
              </button>
              <button type="button" tabIndex={tabIndex} className="button button--primary" onClick={() => onVote(1)}>
                {_('projectCard.support')}
              </button>
            </>
          )}
        </div>
      );
  }
}
