import { useLingui } from '@lingui/react';
import { projectProgress } from '../progress';

export function ProjectProgress({ start, end }: { start: string | null | undefined; end: string | null | undefined }) {
  const { _ } = useLingui();
  const progress = projectProgress(start, end);
  if (!progress) return null;
  return (
    <div className="progress">
      <div className="progress__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent} aria-label={_('project.progress.label')}>
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p>
        <strong>{progress.percent}%</strong> · {_(progress.messageId)}
      </p>
    </div>
  );
}
