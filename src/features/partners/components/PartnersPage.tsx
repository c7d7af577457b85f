import { useId, useState, type ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { partnersQueryOptions } from '../api';
import { currentLanguage } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { isUnreachable } from '../../../lib/unreachable';
import { Picture } from '../../../components/ui/Picture';
import { RetryAlert } from '../../../components/ui/RetryAlert';

const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  /** What the page shows when its list was never read on this device and the server is out of reach (the routes' offline screen). */
  offlineScreen: ComponentType<{ retry: () => void }>;
};

export function PartnersPage({ offlineScreen: OfflineScreen }: Props) {
  const { _ } = useLingui();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const { data: partners, isError, error, refetch } = useQuery({ ...partnersQueryOptions(debounced, currentLanguage()), placeholderData: keepPreviousData });
  // Never read on this device and the server out of reach: say so, and read it again on reconnect.
  if (!partners && isUnreachable(error)) return <OfflineScreen retry={() => void refetch()} />;

  return (
    <section className="page">
      <h1>{_('pages.partners.title')}</h1>
      <div className="field search-field">
        <label htmlFor={searchId}>{_('partnerList.search')}</label>
        <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      </div>
      {isError && <RetryAlert message={_('partnerList.errors.genericServerError')} retry={() => void refetch()} />}
      {!partners && !isError && <p className="muted">{_('partnerList.loading')}</p>}
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
    </section>
  );
}
