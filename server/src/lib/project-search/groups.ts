import { isVotingOpen, startOfMadridDay } from '../madrid-time';

export type Group = 'open' | 'soon' | 'closed';

export type Dated = {
  currentstatus: string;
  project_type: string;
  voting_start?: string | null;
  voting_end?: string | null;
  reward?: { start_date?: string | null; end_date?: string | null } | null;
};

/**
 * Where a project stands for a member's list (the app's votingPhase, src/features/voting/rules.ts):
 * open while its votes (a form project: its reward's sign-up) are taken, soon while coming soon or
 * published but not opened yet, closed otherwise: the archive.
 */
export function groupOf(project: Dated, now: number): Group {
  if (project.currentstatus === 'comingSoon') return 'soon';
  if (project.currentstatus !== 'published') return 'closed';
  if (project.project_type === 'form') {
    const start = Date.parse(project.reward?.start_date ?? '');
    const end = Date.parse(project.reward?.end_date ?? '');
    if (!Number.isFinite(start) || now < start) return 'soon';
    return Number.isFinite(end) && now <= end ? 'open' : 'closed';
  }
  if (isVotingOpen(project, now)) return 'open';
  if (project.voting_start && now < startOfMadridDay(project.voting_start)) return 'soon';
  return 'closed';
}

/** Which groups a status filter keeps. */
export const GROUPS_OF = {
  open: ['open'],
  soon: ['soon'],
  closed: ['closed'],
  current: ['open', 'soon'],
  all: ['open', 'soon', 'closed'],
} as const satisfies Record<string, readonly Group[]>;
