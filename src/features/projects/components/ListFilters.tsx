import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { TYPES } from '../../voting';
import { LIST_STATUSES, MAX_QUERY_LENGTH, type ListSearch } from '../list-search';
import { useDebounced } from '../../../lib/use-debounced';

const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  search: ListSearch;
  /** A new state of the list (each change starts again from its first page). */
  onSearch: (next: ListSearch, options?: { replace: boolean }) => void;
  partners: readonly { documentId: string; name: string }[];
  places: readonly string[];
};

/** The search box and the filters of /projects: every change goes to the address. */
export function ListFilters({ search, onSearch, partners, places }: Props) {
  const { _ } = useLingui();
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS);
  // The address changed under the box (back, a shared link): the box follows it.
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    const q = debounced.trim() || undefined;
    // Typing replaces the address rather than adding a step to the history for each word.
    if (q !== search.q) onSearch({ ...search, q, page: undefined }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [debounced]);
  // A shared address may name a place or partner this device does not list yet: it stays chosen.
  const placeChoices = search.place && !places.includes(search.place) ? [search.place, ...places] : places;
  const partnerChoices = search.partner && !partners.some((partner) => partner.documentId === search.partner) ? [{ documentId: search.partner, name: search.partner }, ...partners] : partners;
  const set = (key: 'status' | 'partner' | 'type' | 'place', value: string) => onSearch({ ...search, [key]: value || undefined, page: undefined });

  return (
    <form className="list-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field search-field">
        <label htmlFor={`${id}-q`}>{_('projectList.search')}</label>
        <input id={`${id}-q`} type="search" value={text} maxLength={MAX_QUERY_LENGTH} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{_('projectList.filter.status')}</label>
        <select id={`${id}-status`} value={search.status ?? 'current'} onChange={(event) => set('status', event.target.value === 'current' ? '' : event.target.value)}>
          {LIST_STATUSES.map((status) => (
            <option key={status} value={status}>{_(`projectList.status.${status}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-partner`}>{_('projectList.filter.partner')}</label>
        <select id={`${id}-partner`} value={search.partner ?? ''} onChange={(event) => set('partner', event.target.value)}>
          <option value="">{_('projectList.filter.any')}</option>
          {partnerChoices.map((partner) => (
            <option key={partner.documentId} value={partner.documentId}>{partner.name}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{_('projectList.filter.type')}</label>
        <select id={`${id}-type`} value={search.type ?? ''} onChange={(event) => set('type', event.target.value)}>
          <option value="">{_('projectList.filter.any')}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>{_(`projectList.type.${type}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-place`}>{_('projectList.filter.place')}</label>
        <select id={`${id}-place`} value={search.place ?? ''} onChange={(event) => set('place', event.target.value)}>
          <option value="">{_('projectList.filter.any')}</option>
          {placeChoices.map((place) => (
            <option key={place} value={place}>{place}</option>
          ))}
        </select>
      </div>
    </form>
  );
}
