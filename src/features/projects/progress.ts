import { startOfMadridDay } from '../../lib/dates';

// The project page's progress bar (issue 52), apart from rules.ts: the start chunk holds rules.ts (the
// home's cards use it), and only the project page needs these.

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

/** The newest published update's progress, as the project's timeline gives it (null: no update gives one). */
export type EditorProgress = { percent: number; date: string };

export type ShownProgress = { source: 'editor'; percent: number; date: string } | ({ source: 'calendar' } & Progress);

/**
 * What the project's bar shows (docs/decisions/interface/project-progress.md): the editor's progress,
 * from the newest published update that gives one; with none, the share of the planned period gone
 * by, labelled as time and never as work done; nothing while the timeline is still unknown
 * (`undefined`), so that the bar never jumps from the calendar to the editor's figure.
 */
export function shownProgress(editor: EditorProgress | null | undefined, start: string | null | undefined, end: string | null | undefined, now = Date.now()): ShownProgress | null {
  if (editor === undefined) return null;
  if (editor) return { source: 'editor', percent: Math.min(100, Math.max(0, Math.round(editor.percent))), date: editor.date };
  const calendar = projectProgress(start, end, now);
  return calendar && { source: 'calendar', ...calendar };
}
