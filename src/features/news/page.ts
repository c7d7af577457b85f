// What only the news list page uses of the news feature, besides its components (imported by their
// file): kept out of index.ts, which the home page's code reads.
export { newsListQueryOptions } from './list-api';
