import { refusal } from '../errors';

/** The status groups a member filters by: open now, still to open, closed (the archive), open or still to open, or every one. */
export const STATUS_GROUPS = ['open', 'soon', 'closed', 'current', 'all'] as const;
export const PROJECT_TYPES = ['form', 'lookwhat', 'humans', 'others'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export const DEFAULT_PAGE_SIZE = 12;
/** A screenful of cards several times over; a bigger page is the client's mistake (400), never a slow answer. */
export const MAX_PAGE_SIZE = 48;
/** Longer than any project name or place: a longer search is refused rather than compared. */
export const MAX_QUERY_LENGTH = 100;
/** Far past the last page at city size (2,000 projects); a page past the end answers an empty list. */
const MAX_PAGE = 10_000;
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;
const MAX_PLACE_LENGTH = 120;

export type SearchParams = {
  q: string;
  group: StatusGroup;
  partner?: string;
  type?: (typeof PROJECT_TYPES)[number];
  place?: string;
  page: number;
  pageSize: number;
};

const invalid = (name: string, why: string): never => {
  throw refusal(400, 'projectSearch.invalid', `"${name}" ${why}`, { parameter: name });
};

/** One value of a query parameter: a repeated one (`?q=a&q=b`) or a nested one is refused. */
function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return invalid(name, 'must be given once, as text');
  return value;
}

function wholeNumber(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const text = single(query, name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return invalid(name, 'must be a whole number from 1');
  const value = Number(text);
  if (value > max) {
    if (name === 'pageSize') throw refusal(400, 'projectSearch.pageTooLarge', `"pageSize" must be at most ${max}`, { max });
    return invalid(name, `must be at most ${max}`);
  }
  return value;
}

function oneOf<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[]): T | undefined {
  const text = single(query, name);
  if (text === undefined || text === '') return undefined;
  if (!(allowed as readonly string[]).includes(text)) return invalid(name, `must be one of ${allowed.join(', ')}`);
  return text as T;
}

/** The search's query string, checked: a client's mistake is a 400 with a code the app translates, never a 500. */
export function searchParams(query: Record<string, unknown>): SearchParams {
  const q = (single(query, 'q') ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH) throw refusal(400, 'projectSearch.queryTooLong', `"q" must be at most ${MAX_QUERY_LENGTH} characters`, { max: MAX_QUERY_LENGTH });
  const partner = single(query, 'partner') || undefined;
  if (partner !== undefined && !DOCUMENT_ID.test(partner)) invalid('partner', 'must be a partner id');
  const place = (single(query, 'place') ?? '').trim() || undefined;
  if (place !== undefined && place.length > MAX_PLACE_LENGTH) invalid('place', `must be at most ${MAX_PLACE_LENGTH} characters`);
  return {
    q,
    // Not `status`: that is Strapi's own parameter (published or draft), refused here but for `published`.
    group: oneOf(query, 'group', STATUS_GROUPS) ?? 'all',
    partner,
    type: oneOf(query, 'type', PROJECT_TYPES),
    place,
    page: wholeNumber(query, 'page', 1, MAX_PAGE),
    pageSize: wholeNumber(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}
