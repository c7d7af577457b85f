import { searchText } from '../../lib/search-text';

export type GiftLinkSearch = { token?: string };

/** `/gift?token=…`, lenient like the other pages reached from a mail. */
export function giftLinkSearch(search: Record<string, unknown>): GiftLinkSearch {
  const token = searchText(search.token);
  return token ? { token } : {};
}
