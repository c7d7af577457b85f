import { votingPhase, type Dated } from '../voting';

type Candidate = Dated & { card_visible?: boolean | null };

/** 0: open now, 1: still to open (or coming soon), 2: over (its card shows the result) or never voted on. */
function group(project: Candidate, now: number): number {
  if (project.currentstatus === 'comingSoon') return 1;
  const phase = votingPhase(project, now);
  return phase === 'open' ? 0 : phase === 'notYet' && project.currentstatus === 'published' ? 1 : 2;
}

/**
 * The projects of the home carousel: every project shown as a card (spec §2 and §4), open ones first,
 * then those still to open, then those whose voting is over; in the list's order within each. A form
 * project goes by its reward's window (votingPhase). The home says it has no projects only when none
 * is visible.
 */
export function carouselProjects<P extends Candidate>(projects: readonly P[], now = Date.now()): P[] {
  return projects
    .filter((project) => project.card_visible !== false)
    .map((project, index) => ({ project, index, group: group(project, now) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ project }) => project);
}
