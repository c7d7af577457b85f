import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { timelineQueryOptions, UPDATE_STATUSES, type TimelineItem, type UpdateStatus } from '../timeline-api';
import { imageSources } from '../../../components/ui/image-sources';
import { currentLanguage } from '../../../lib/i18n';
import { formatDay } from '../../../lib/format-date';
import { RichText } from '../../../lib/rich-text';

/** Two pictures a row from a tablet's width, one on a phone: the page is at most 48 rem wide. */
const PICTURE_SIZES = '(min-width: 48rem) 23rem, calc(100vw - 2rem)';

type Translate = ReturnType<typeof useLingui>['_'];

/** An update's status in the member's words (each key written out, so the catalogs' test sees it); none for one this app does not know. */
function statusLabel(_: Translate, status: string | null | undefined): string | null {
  const labels: Record<UpdateStatus, string> = {
    planned: _('projectUpdate.status.planned'),
    inProgress: _('projectUpdate.status.inProgress'),
    delayed: _('projectUpdate.status.delayed'),
    delivered: _('projectUpdate.status.delivered'),
    cancelled: _('projectUpdate.status.cancelled'),
  };
  return (UPDATE_STATUSES as readonly string[]).includes(status ?? '') ? labels[status as UpdateStatus] : null;
}

function UpdateEntry({ item }: { item: TimelineItem }) {
  const { _, i18n } = useLingui();
  const status = statusLabel(_, item.status);
  const pictures = item.pictures ?? [];
  return (
    <li className="timeline__item">
      <p className="timeline__meta">
        <time dateTime={item.date}>{formatDay(i18n, item.date)}</time>
        {status && <span className={`timeline__status timeline__status--${item.status}`}>{status}</span>}
        {typeof item.progress === 'number' && <span>{_('projectUpdate.progress', { percent: item.progress })}</span>}
      </p>
      <h3 lang={item.locale}>{item.title}</h3>
      <RichText blocks={item.body} lang={item.locale} />
      {pictures.length > 0 && (
        <ul className="timeline__pictures">
          {pictures.map((picture, index) => (
            <li key={picture.url}>
              <img
                {...imageSources(picture)}
                sizes={PICTURE_SIZES}
                alt={pictures.length > 1 ? _('projectUpdate.picture', { title: item.title, number: index + 1 }) : item.title}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function NewsEntry({ item }: { item: TimelineItem }) {
  const { _, i18n } = useLingui();
  return (
    <li className="timeline__item timeline__item--news">
      <p className="timeline__meta">
        <time dateTime={item.date}>{formatDay(i18n, item.date)}</time>
        <span>{_('projectUpdate.news')}</span>
      </p>
      <h3>
        <Link to="/news/$documentId" params={{ documentId: item.documentId }} lang={item.locale}>
          {item.title}
        </Link>
      </h3>
      {item.excerpt && <p lang={item.locale}>{item.excerpt}</p>}
    </li>
  );
}

/**
 * The project's timeline (issue 52): its updates and linked news, newest first, a page at a time.
 * Nothing at all while it is empty or cannot be read: the page says enough without it.
 */
export default function ProjectTimeline({ projectId }: { projectId: string }) {
  const { _ } = useLingui();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(timelineQueryOptions(projectId, currentLanguage()));
  const items = data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) return null;
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{_('projectUpdate.title')}</h2>
      <ol className="timeline__list">
        {items.map((item) => (item.kind === 'update' ? <UpdateEntry key={`u-${item.documentId}`} item={item} /> : <NewsEntry key={`n-${item.documentId}`} item={item} />))}
      </ol>
      {hasNextPage && (
        <button type="button" className="button" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {_('projectUpdate.earlier')}
        </button>
      )}
    </section>
  );
}
