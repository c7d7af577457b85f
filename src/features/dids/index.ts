// What other features and the routes use of the DIDs feature.
export { useDidBalance } from './use-balance';
export { didRecordsQueryOptions } from './api';
