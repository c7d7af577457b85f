import type { ComponentType, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { currentLanguage } from '../../../lib/i18n';
import { RichText } from '../../../lib/rich-text';
import { headingsFrom } from '../headings';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ArticleSkeleton } from '../../../components/ui/PageSkeleton';
import { legalTextQueryOptions } from '../api';
import type { LegalKind } from '../kinds';
import { textState } from '../text-state';
import { VersionLine } from './VersionLine';

type Props = {
  kind: Extract<LegalKind, 'cookies' | 'accessibility'>;
  /** The page's title while its text cannot be shown (the text's own title once it is). */
  title: string;
  offlineScreen: ComponentType<{ retry: () => void }>;
  /** What follows the text (the accessibility statement's barrier form), shown even when the text could not be read. */
  children?: ReactNode;
};

/** A page that is one legal text (the cookie policy, the accessibility statement): its title is the page's h1. */
export function LegalTextPage({ kind, title, offlineScreen: OfflineScreen, children }: Props) {
  const { _ } = useLingui();
  const query = useQuery(legalTextQueryOptions(kind, currentLanguage()));
  const state = textState(query);
  if (state === 'pending') return <ArticleSkeleton />;
  if (state === 'offline') return <OfflineScreen retry={() => void query.refetch()} />;
  const text = query.data;
  return (
    <article className="page page--text legal">
      {text ? (
        <>
          <h1 lang={text.locale}>{text.title}</h1>
          <VersionLine kind={kind} version={text.version} publishedAt={text.publishedAt} />
          <RichText blocks={headingsFrom(2, text.body)} lang={text.locale} />
        </>
      ) : (
        <>
          <h1>{title}</h1>
          <RetryAlert message={_('legal.errors.load')} retry={() => void query.refetch()} />
        </>
      )}
      {children}
    </article>
  );
}
