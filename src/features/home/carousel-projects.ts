import { isVotingOpen } from '../projects';

type Candidate = Parameters<typeof isVotingOpen>[0] & { card_visible?: boolean | null };

/**
 * The projects of the home carousel, titled "Proyectos para votar": shown as cards and open to a vote
 * now (the voting window of spec §4), in the list's order. A closed or future vote is on /projects.
 */
export function carouselProjects<P extends Candidate>(projects: readonly P[], now = Date.now()): P[] {
  return projects.filter((project) => project.card_visible !== false && isVotingOpen(project, now));
}
