import type { ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { currentLanguage } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';
import { headingsFrom } from '../headings';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ArticleSkeleton } from '../../../components/ui/PageSkeleton';
import { legalVersionQueryOptions } from '../api';
import { isLegalKind, type LegalKind } from '../kinds';
import { textState } from '../text-state';
import { kindName } from './kind-name';
import { CurrentTextLink } from './CurrentTextLink';
import { NoSuchText } from './NoSuchText';
import { VersionLine } from './VersionLine';

type Props = { kind: string; version: string; offlineScreen: ComponentType<{ retry: () => void }> };

/** A version number as the address writes it: a whole number from 1, nothing else. */
const versionNumber = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/** /legal/versions/:kind/:version: one published version of a legal text, as it was (a member reads what they accepted). */
export function LegalVersionPage({ kind, version, offlineScreen }: Props) {
  const number = versionNumber(version);
  if (!isLegalKind(kind) || number === null) return <NoSuchText />;
  return <VersionText kind={kind} version={number} offlineScreen={offlineScreen} />;
}

function VersionText({ kind, version, offlineScreen: OfflineScreen }: { kind: LegalKind; version: number; offlineScreen: Props['offlineScreen'] }) {
  const { _ } = useLingui();
  const query = useQuery(legalVersionQueryOptions(kind, version, currentLanguage()));
  const state = textState(query);
  if (state === 'pending') return <ArticleSkeleton />;
  if (state === 'offline') return <OfflineScreen retry={() => void query.refetch()} />;
  if (state === 'notFound') return <NoSuchText />;
  const text = query.data;
  return (
    <article className="page page--text legal">
      <p className="legal__nav">
        <Link to="/legal/versions/$kind" params={{ kind }}>
          {_('legal.versions.all', { name: kindName(_, kind) })}
        </Link>
        {' · '}
        <CurrentTextLink kind={kind} />
      </p>
      {text ? (
        <>
          <h1 lang={text.locale}>{text.title}</h1>
          <VersionLine kind={kind} version={text.version} publishedAt={text.publishedAt} noVersionsLink />
          {text.changeSummary && (
            <p className="legal__summary">
              <strong>{_('legal.changeSummary')}</strong> <span lang={text.locale}>{text.changeSummary}</span>
            </p>
          )}
          <RichText blocks={headingsFrom(2, text.body)} lang={text.locale} />
        </>
      ) : (
        <>
          <h1>{kindName(_, kind)}</h1>
          <RetryAlert message={_('legal.errors.load')} retry={() => void query.refetch()} />
        </>
      )}
    </article>
  );
}
