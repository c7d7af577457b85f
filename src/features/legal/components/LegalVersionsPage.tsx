import type { ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { currentLanguage } from '../../../lib/i18n';
import { formatInstant } from '../../../lib/format-date';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ArticleSkeleton } from '../../../components/ui/PageSkeleton';
import { legalVersionsQueryOptions } from '../api';
import { isLegalKind, type LegalKind } from '../kinds';
import { textState } from '../text-state';
import { kindName } from './kind-name';
import { CurrentTextLink } from './CurrentTextLink';
import { NoSuchText } from './NoSuchText';

type Props = { kind: string; offlineScreen: ComponentType<{ retry: () => void }> };

/** /legal/versions/:kind: every published version of a legal text, newest first, each a link to its page. */
export function LegalVersionsPage({ kind, offlineScreen }: Props) {
  if (!isLegalKind(kind)) return <NoSuchText />;
  return <VersionList kind={kind} offlineScreen={offlineScreen} />;
}

function VersionList({ kind, offlineScreen: OfflineScreen }: { kind: LegalKind; offlineScreen: Props['offlineScreen'] }) {
  const { _, i18n } = useLingui();
  const query = useQuery(legalVersionsQueryOptions(kind, currentLanguage()));
  const state = textState(query);
  if (state === 'pending') return <ArticleSkeleton />;
  if (state === 'offline') return <OfflineScreen retry={() => void query.refetch()} />;
  if (state === 'notFound') return <NoSuchText />;
  return (
    <section className="page page--text legal">
      <p>
        <CurrentTextLink kind={kind} />
      </p>
      <h1>{_('legal.versions.title', { name: kindName(_, kind) })}</h1>
      {query.data ? (
        <ol className="legal-versions">
          {query.data.map((entry) => (
            <li key={`${entry.locale}-${entry.version}`}>
              <Link to="/legal/versions/$kind/$version" params={{ kind, version: String(entry.version) }}>
                {_('legal.versionLine', { version: entry.version, date: formatInstant(i18n, entry.publishedAt) })}
              </Link>{' '}
              <span lang={entry.locale}>{entry.title}</span>
              {entry.material && <span className="legal-versions__material"> · {_('legal.versions.material')}</span>}
              {entry.changeSummary && <p lang={entry.locale}>{entry.changeSummary}</p>}
            </li>
          ))}
        </ol>
      ) : (
        <RetryAlert message={_('legal.errors.load')} retry={() => void query.refetch()} />
      )}
    </section>
  );
}
