// What other features and the routes use of the DIDs feature (the header's DIDs counter, which the
// root route hands it, reads use-balance in the start chunk: keep it light). Its components: by their file.
export { useDidBalance } from './use-balance';
export { didRecordsQueryOptions } from './api';
