import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { newsPostQueryOptions } from '../api';
import { linkedInShareUrl, newsPageUrl, recordShare } from '../../sharing';
import { currentLanguage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { RichText } from '../../../lib/rich-text';
import { Picture } from '../../../components/ui/Picture';
import { formatDay } from '../../../lib/format-date';

export function NewsPostPage({ documentId }: { documentId: string }) {
  const { _, i18n } = useLingui();
  const { data: post } = useSuspenseQuery(newsPostQueryOptions(documentId, currentLanguage()));
  const canonicalUrl = newsPageUrl(post.documentId);
  usePageMeta({ title: post.title, description: post.excerpt, image: post.image?.url, url: canonicalUrl });
  return (
    <article className="page page--text">
      <Link to="/" className="back-link">
        ← {_('news.back')}
      </Link>
      <p className="muted">{formatDay(i18n, post.date)}</p>
      <h1 lang={post.locale}>{post.title}</h1>
      {post.image && <Picture className="project-page__image" src={post.image.url} alt={post.image.alternativeText ?? ''} width={1200} height={600} />}
      {post.excerpt && <p className="project-page__extract" lang={post.locale}>{post.excerpt}</p>}
      <RichText blocks={post.content_rt} lang={post.locale} />
      <p>
        <a
          className="button"
          href={linkedInShareUrl(canonicalUrl)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => void recordShare('sharePost', post.documentId)}
        >
          {_('project.shareLinkedIn')}
        </a>
      </p>
    </article>
  );
}
