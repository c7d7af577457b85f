import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { ListSearch } from '../list-search';

/** Previous and next pages as links: each page has its own address, and back returns to it. */
export function ListPager({ search, page, pageCount }: { search: ListSearch; page: number; pageCount: number }) {
  const { _ } = useLingui();
  if (pageCount <= 1) return null;
  const at = (target: number) => ({ ...search, page: target > 1 ? target : undefined });
  return (
    <nav className="list-pager" aria-label={_('projectList.pages')}>
      {page > 1 && (
        <Link to="/projects" search={at(page - 1)} rel="prev">{_('projectList.previous')}</Link>
      )}
      <span aria-current="page">{_('projectList.pageOf', { page, pageCount })}</span>
      {page < pageCount && (
        <Link to="/projects" search={at(page + 1)} rel="next">{_('projectList.next')}</Link>
      )}
    </nav>
  );
}
