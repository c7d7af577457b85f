import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { formatInstant } from '../../../lib/format-date';
import type { LegalKind } from '../kinds';

type Props = { kind: LegalKind; version: number; publishedAt: string; /** Without the link to the text's versions (on a version's own page). */ noVersionsLink?: boolean };

/** "Version 3 · published 4 December 2026" (the day in Madrid), and where the earlier versions are. */
export function VersionLine({ kind, version, publishedAt, noVersionsLink = false }: Props) {
  const { _, i18n } = useLingui();
  return (
    <p className="muted legal__version">
      {_('legal.versionLine', { version, date: formatInstant(i18n, publishedAt) })}
      {!noVersionsLink && (
        <>
          {' · '}
          <Link to="/legal/versions/$kind" params={{ kind }}>
            {_('legal.versions.link')}
          </Link>
        </>
      )}
    </p>
  );
}
