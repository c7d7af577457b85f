import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { NewsPost } from '../api';
import { imageSources } from '../../../components/ui/image-sources';
import { formatDay } from '../../../lib/format-date';

/** The list's columns are at least 18 rem wide: three (about 380 px) or two, else the page's width. */
const NEWS_IMAGE_SIZES = '(min-width: 928px) 380px, (min-width: 624px) 50vw, calc(100vw - 2rem)';

export function LatestNews({ posts }: { posts: NewsPost[] }) {
  const { _, i18n } = useLingui();
  return (
    <section className="home-section" aria-labelledby="news-title">
      <h2 id="news-title">{_('news.latest')}</h2>
      {posts.length === 0 ? (
        <p className="muted">{_('news.none')}</p>
      ) : (
        <ul className="news-list">
          {posts.map((post) => (
            <li key={post.documentId}>
              <Link to="/news/$documentId" params={{ documentId: post.documentId }} className="news-item">
                {post.image && <img {...imageSources(post.image)} sizes={NEWS_IMAGE_SIZES} alt="" loading="lazy" />}
                <span className="news-item__date">{formatDay(i18n, post.date, 'medium')}</span>
                <strong>{post.title}</strong>
                {post.excerpt && <span>{post.excerpt}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
