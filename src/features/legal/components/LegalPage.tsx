import { useEffect, type ComponentType } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { currentLanguage } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';
import { headingsFrom } from '../headings';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ArticleSkeleton } from '../../../components/ui/PageSkeleton';
import { legalTextQueryOptions, type LegalText } from '../api';
import { LEGAL_PAGE_SECTIONS, type LegalKind } from '../kinds';
import { textState } from '../text-state';
import { VersionLine } from './VersionLine';

type Props = {
  /** What the page shows when none of its texts was ever read on this device and the server is out of reach. */
  offlineScreen: ComponentType<{ retry: () => void }>;
};

/**
 * The section of the page a link's `#hash` names, brought into view once the texts are there: the
 * router looks for it when the page opens, before they have been read.
 */
function useScrollToSection(ready: boolean) {
  const hash = useLocation({ select: (location) => location.hash.replace(/^#/, '') });
  useEffect(() => {
    if (ready && hash) document.getElementById(hash)?.scrollIntoView?.();
  }, [ready, hash]);
}

function LegalSection({ id, kind, text }: { id: string; kind: LegalKind; text: LegalText }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="legal__section">
      <h2 id={`${id}-title`} lang={text.locale}>
        {text.title}
      </h2>
      <VersionLine kind={kind} version={text.version} publishedAt={text.publishedAt} />
      {/* Its headings go below the section's h2. */}
      <RichText blocks={headingsFrom(3, text.body)} lang={text.locale} />
    </section>
  );
}

/** /legal (spec §2): the legal notice, the terms of use and the privacy policy as the editors publish them, open to all. */
export function LegalPage({ offlineScreen: OfflineScreen }: Props) {
  const { _ } = useLingui();
  const language = currentLanguage();
  // Three reads, one per section, always in this order. Not useQueries: the start chunk would carry it.
  const queries = [
    useQuery(legalTextQueryOptions(LEGAL_PAGE_SECTIONS[0].kind, language)),
    useQuery(legalTextQueryOptions(LEGAL_PAGE_SECTIONS[1].kind, language)),
    useQuery(legalTextQueryOptions(LEGAL_PAGE_SECTIONS[2].kind, language)),
  ];
  const states = queries.map(textState);
  useScrollToSection(states.every((state) => state === 'ready'));
  const retry = () => queries.forEach((query) => query.data === undefined && void query.refetch());

  if (states.includes('pending')) return <ArticleSkeleton />;
  if (states.every((state) => state === 'offline')) return <OfflineScreen retry={retry} />;
  const sections = LEGAL_PAGE_SECTIONS.flatMap((section, index) => {
    const text = queries[index]?.data;
    return text ? [{ ...section, text }] : [];
  });
  return (
    <article className="page page--text legal">
      <h1>{_('pages.legal.title')}</h1>
      {sections.length < LEGAL_PAGE_SECTIONS.length && (
        <RetryAlert message={_(states.includes('offline') ? 'legal.errors.someOffline' : 'legal.errors.load')} retry={retry} />
      )}
      {sections.length > 0 && (
        <nav className="legal__toc" aria-label={_('legal.contents')}>
          <ul>
            {sections.map(({ id, text }) => (
              <li key={id}>
                <a href={`#${id}`} lang={text.locale}>
                  {text.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sections.map(({ id, kind, text }) => (
        <LegalSection key={id} id={id} kind={kind} text={text} />
      ))}
    </article>
  );
}
