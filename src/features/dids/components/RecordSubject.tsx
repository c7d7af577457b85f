import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { RecordSubject as Subject } from '../history-api';

/** What a record is about, linked to its page; a subject no longer published is said to be so, unnamed. */
export function RecordSubject({ subject }: { subject: Subject | null }) {
  const { _ } = useLingui();
  if (subject === null) return null;
  if (subject.documentId === null || subject.title === null) {
    return <span className="muted">{_('dids.history.unavailable')}</span>;
  }
  switch (subject.kind) {
    case 'project':
      return (
        <Link to="/projects/$idProject" params={{ idProject: subject.documentId }}>
          {subject.title}
        </Link>
      );
    case 'reward':
      return (
        <Link to="/rewards/$idReward" params={{ idReward: subject.documentId }}>
          {subject.title}
        </Link>
      );
    case 'news':
      return (
        <Link to="/news/$documentId" params={{ documentId: subject.documentId }}>
          {subject.title}
        </Link>
      );
    case 'challenge':
      return <Link to="/challenges">{subject.title}</Link>;
  }
}
