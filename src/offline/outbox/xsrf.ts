/** The double-submit pair the server checks on changes (server/src/middlewares/xsrf.ts): its cookie and the header that repeats it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
