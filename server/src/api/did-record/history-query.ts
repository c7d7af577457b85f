import { refusal } from '../../lib/errors';

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

const invalid = (why: string): never => {
  throw refusal(400, 'query.invalid', why);
};

function positiveInteger(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) return invalid(`pagination[${name}] must be a positive integer`);
  const number = Number(value);
  if (number > max) invalid(`pagination[${name}] is at most ${max}`);
  return number;
}

/**
 * The history's page, in Strapi's page/pageSize shape (what the existing list answered, so older
 * clients keep working). The history is always the member's own records, newest first: a filter or
 * start/limit paging is the client's mistake, not a widened or reordered list.
 */
export function historyPage(query: Record<string, unknown>) {
  if (query.filters !== undefined) invalid('filters are not supported on the DIDs history');
  const pagination = (query.pagination ?? {}) as Record<string, unknown>;
  if (typeof pagination !== 'object' || Array.isArray(pagination)) return invalid('pagination must be an object');
  for (const key of Object.keys(pagination)) {
    if (key !== 'page' && key !== 'pageSize' && key !== 'withCount') invalid(`pagination[${key}] is not supported; use page and pageSize`);
  }
  return {
    page: pagination.page === undefined ? 1 : positiveInteger(pagination.page, 'page'),
    pageSize: pagination.pageSize === undefined ? DEFAULT_PAGE_SIZE : positiveInteger(pagination.pageSize, 'pageSize', MAX_PAGE_SIZE),
  };
}
