import { useLingui } from '@lingui/react';
import { shownProgress, type EditorProgress } from '../progress';
import { formatDay } from '../../../lib/format-date';

/**
 * The project's progress bar: the editor's figure from its newest update that gives one, else the
 * planned period's time gone by, said as such (rules.ts, `shownProgress`).
 */
export function ProjectProgress({ editor, start, end }: { editor: EditorProgress | null | undefined; start: string | null | undefined; end: string | null | undefined }) {
  const { _, i18n } = useLingui();
  const progress = shownProgress(editor, start, end);
  if (!progress) return null;
  const label = progress.source === 'editor' ? _('project.progress.label') : _('project.progress.calendarLabel');
  return (
    <div className={`progress progress--${progress.source}`}>
      <div className="progress__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent} aria-label={label}>
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p>
        <strong>{progress.percent}%</strong> ·{' '}
        {progress.source === 'editor'
          ? progress.percent >= 100
            ? _('project.progress.finished')
            : _('project.progress.editor', { date: formatDay(i18n, progress.date) })
          : _('project.progress.calendar')}
      </p>
    </div>
  );
}
