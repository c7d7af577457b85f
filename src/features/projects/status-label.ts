import { votingPhase, type Dated } from '../voting';

// Apart from rules.ts, which the home page's start-up code holds: only the project page shows a status label.
const FORM_LABELS = { open: 'projectStatus.signUpOpen', notYet: 'projectStatus.signUpSoon', closed: 'projectStatus.signUpClosed' } as const;
const VOTING_LABELS = { open: 'projectStatus.published', notYet: 'projectStatus.votingSoon', closed: 'projectStatus.votingClosed' } as const;

/**
 * The one status label of a project, from its status and its window: "published" means "in voting"
 * only while voting is open (a form project's sign-up: while its reward is open); before it opens or
 * once it has closed it says so.
 */
export function statusLabelId(project: Dated, now = Date.now()): string {
  if (project.currentstatus !== 'published') return `projectStatus.${project.currentstatus}`;
  return (project.project_type === 'form' ? FORM_LABELS : VOTING_LABELS)[votingPhase(project, now)];
}
