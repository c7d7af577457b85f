import { searchText } from '../../lib/search-text';

export type UnsubscribeSearch = { token?: string };

/** `/unsubscribe?token=…`. Lenient: an odd query string shows the page's own error. */
export function unsubscribeSearch(search: Record<string, unknown>): UnsubscribeSearch {
  const token = searchText(search.token);
  return token ? { token } : {};
}
