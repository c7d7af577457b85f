import { startOfMadridDay } from '../../lib/dates';

// The project page's progress bar alone uses it: apart from the cards' rules, which the start chunk carries.

export type Progress = { percent: number; messageId: 'project.progress.finished' | 'project.progress.firstHalf' | 'project.progress.secondHalf' };

/** Share of time elapsed between project_start and project_end, rounded and clamped 0..100. */
export function projectProgress(start: string | null | undefined, end: string | null | undefined, now = Date.now()): Progress | null {
  if (!start || !end) return null;
  const from = startOfMadridDay(start);
  const to = startOfMadridDay(end);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return null;
  const percent = Math.min(100, Math.max(0, Math.round(((now - from) / (to - from)) * 100)));
  const messageId = percent >= 100 ? 'project.progress.finished' : percent < 50 ? 'project.progress.firstHalf' : 'project.progress.secondHalf';
  return { percent, messageId };
}
