import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { NewsPost } from '../api';
import { NewsItem } from './NewsItem';

export function LatestNews({ posts }: { posts: NewsPost[] }) {
  const { _ } = useLingui();
  return (
    <section className="home-section" aria-labelledby="news-title">
      <h2 id="news-title">{_('news.latest')}</h2>
      {posts.length === 0 ? (
        <p className="muted">{_('news.none')}</p>
      ) : (
        <>
          <ul className="news-list">
            {posts.map((post) => (
              <NewsItem key={post.documentId} post={post} />
            ))}
          </ul>
          <p>
            <Link to="/news">{_('news.all')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
