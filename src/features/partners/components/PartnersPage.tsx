import { useEffect, useId, useState, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { partnersQueryOptions, type Partner, type PartnerPage } from '../api';
import { PARTNER_LIST } from '../requests';
import type { PartnerListSearch } from '../list-search';
import { currentLanguage } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { isUnreachable } from '../../../lib/unreachable';
import { searchable } from '../../../lib/searchable';
import { Picture } from '../../../components/ui/Picture';
import { RetryAlert } from '../../../components/ui/RetryAlert';

const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  search: PartnerListSearch;
  onSearch: (next: PartnerListSearch, options?: { replace: boolean }) => void;
  /** What the page shows when no list was ever read on this device and the server is out of reach (the routes' offline screen). */
  offlineScreen: ComponentType<{ retry: () => void }>;
};

/** Every partner kept on this device (any page, any search) whose name holds the search, accents and case aside. */
function keptPartners(pages: readonly PartnerPage[], q: string | undefined): Partner[] | undefined {
  if (pages.length === 0) return undefined;
  const wanted = searchable(q ?? '');
  const all = new Map(pages.flatMap((page) => page.partners).map((partner) => [partner.documentId, partner]));
  return [...all.values()].filter((partner) => searchable(partner.name).includes(wanted)).sort((a, b) => a.name.localeCompare(b.name));
}

export function PartnersPage({ search, onSearch, offlineScreen: OfflineScreen }: Props) {
  const { _ } = useLingui();
  const searchId = useId();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [text, setText] = useState(search.q ?? '');
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    const q = debounced.trim() || undefined;
    if (q !== search.q) onSearch({ q, page: undefined }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [debounced]);
  const page = search.page ?? 1;
  const { data, isError, error, refetch } = useQuery({ ...partnersQueryOptions(search.q ?? '', language, page), placeholderData: keepPreviousData });
  const offline = !data && isUnreachable(error);
  const kept = offline ? keptPartners(queryClient.getQueriesData<PartnerPage>({ queryKey: ['partners', language] }).flatMap(([, kept]) => (kept ? [kept] : [])), search.q) : undefined;
  // Never read on this device and the server out of reach: say so, and read it again on reconnect.
  if (offline && !kept) return <OfflineScreen retry={() => void refetch()} />;
  const partners = data?.partners ?? kept;
  const total = data?.total ?? kept?.length ?? 0;
  const pageCount = data ? Math.ceil(total / PARTNER_LIST.limit) : 1;

  return (
    <section className="page">
      <h1>{_('pages.partners.title')}</h1>
      <form className="field search-field" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{_('partnerList.search')}</label>
        <input id={searchId} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </form>
      {offline && (
        <div className="alert alert--info" role="note">
          <p>{_('partnerList.offline.kept')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>{_('errorPage.retry')}</button>
        </div>
      )}
      {isError && !offline && <RetryAlert message={_('partnerList.errors.genericServerError')} retry={() => void refetch()} />}
      {!partners && !isError && <p className="muted">{_('partnerList.loading')}</p>}
      <p className="list-count" role="status" aria-live="polite">{partners ? _('partnerList.count', { count: total }) : ''}</p>
      {partners && partners.length === 0 && <p className="muted">{_('partnerList.missingPartners')}</p>}
      {partners && partners.length > 0 && (
        <>
          <ul className="partner-gallery">
            {partners.map((partner) => (
              <li key={partner.documentId}>
                <Link to="/igniters/$idPartner" params={{ idPartner: partner.documentId }} className="partner-tile">
                  {partner.imagePath && <Picture src={partner.imagePath.url} alt="" loading="lazy" />}
                  <span lang={partner.locale}>{partner.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <h2>{_('partnerList.allPartners')}</h2>
          <ul className="partner-links">
            {partners.map((partner) => (
              <li key={partner.documentId}>
                <Link to="/igniters/$idPartner" params={{ idPartner: partner.documentId }} lang={partner.locale}>
                  {partner.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {pageCount > 1 && (
        <nav className="list-pager" aria-label={_('partnerList.pages')}>
          {page > 1 && <Link to="/igniters" search={{ q: search.q, page: page > 2 ? page - 1 : undefined }} rel="prev">{_('projectList.previous')}</Link>}
          <span aria-current="page">{_('projectList.pageOf', { page, pageCount })}</span>
          {page < pageCount && <Link to="/igniters" search={{ q: search.q, page: page + 1 }} rel="next">{_('projectList.next')}</Link>}
        </nav>
      )}
    </section>
  );
}
