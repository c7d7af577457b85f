import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { newsPostQueryOptions } from '../../features/news';
import { linkedInShareUrl, newsPageUrl, recordShare } from '../../features/projects';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { usePageMeta } from '../../lib/page-meta';
import { RichText } from '../../lib/rich-text';
import { ErrorFallback } from '../-components/ErrorFallback';
import { Picture } from '../../components/ui/Picture';
import { formatDay } from '../../lib/format-date';

export const Route = createFileRoute('/_member/news/$documentId')({
  loader: ({ context, params }) => ensureOrNotFound(context.queryClient, newsPostQueryOptions(params.documentId, currentLanguage())),
  // No spec §8 key for news: the translated fallback (or the offline screen when the server is out of reach).
  errorComponent: ErrorFallback,
  component: NewsPostPage,
});

function NewsPostPage() {
  const { documentId } = Route.useParams();
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
