// What other features, the header and the routes use of the DIDs feature (the header's DID counter
// reads it in the start chunk: keep it light). Its components: by their file.
export { useDidBalance } from './use-balance';
export { didRecordsQueryOptions } from './api';
