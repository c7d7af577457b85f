import { isVotingOpen } from '../projects';
import { startOfMadridDay } from '../../lib/dates';

type Candidate = Parameters<typeof isVotingOpen>[0] & {
  card_visible?: boolean | null;
  project_type?: string;
  reward?: { start_date: string; end_date: string } | null;
};

/** 0: open now, 1: still to open, 2: over (with its result) or never voted on. */
function group(project: Candidate, now: number): number {
  if (project.currentstatus === 'comingSoon') return 1;
  if (project.project_type === 'form') {
    // A form project is entered through its reward, in the reward's window; it has no voting.
    if (!project.reward) return 2;
    const start = Date.parse(project.reward.start_date);
    const end = Date.parse(project.reward.end_date);
    return now < start ? 1 : now <= end ? 0 : 2;
  }
  if (isVotingOpen(project, now)) return 0;
  const opens = project.voting_start ? startOfMadridDay(project.voting_start) : Number.NaN;
  return project.currentstatus === 'published' && now < opens ? 1 : 2;
}

/**
 * The projects of the home carousel: every project shown as a card (spec §2 and §4), open ones first,
 * then those still to open, then those whose voting is over (their cards show the result); in the
 * list's order within each. The home says it has no projects only when none is visible.
 */
export function carouselProjects<P extends Candidate>(projects: readonly P[], now = Date.now()): P[] {
  return projects
    .filter((project) => project.card_visible !== false)
    .map((project, index) => ({ project, index, group: group(project, now) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ project }) => project);
}
