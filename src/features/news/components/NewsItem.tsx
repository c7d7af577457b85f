import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { NewsPost } from '../api';
import { imageSources } from '../../../components/ui/image-sources';
import { formatDay } from '../../../lib/format-date';

/** The list's columns are at least 18 rem wide: three (about 380 px) or two, else the page's width. */
const NEWS_IMAGE_SIZES = '(min-width: 928px) 380px, (min-width: 624px) 50vw, calc(100vw - 2rem)';

/** One post in a list of news (the home page's latest, /news): its picture, day, title and excerpt, linking to its page. */
export function NewsItem({ post }: { post: NewsPost }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link to="/news/$documentId" params={{ documentId: post.documentId }} className="news-item">
        {post.image && <img {...imageSources(post.image)} sizes={NEWS_IMAGE_SIZES} alt="" loading="lazy" />}
        <span className="news-item__date">{formatDay(i18n, post.date, 'medium')}</span>
        <strong lang={post.locale}>{post.title}</strong>
        {post.excerpt && <span lang={post.locale}>{post.excerpt}</span>}
      </Link>
    </li>
  );
}
