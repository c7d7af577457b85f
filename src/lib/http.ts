import type { ApiRequest } from './api-request';
import ky, { HTTPError, TimeoutError, type Input, type KyInstance, type Options, type ResponsePromise } from 'ky';
import { readCookie } from './cookies';
import { endSession, getSession, replaceToken } from './session';
import { currentLanguage } from './i18n';
import type { RefreshOutcome } from '../offline/outbox/token-refresh';
import { XSRF_COOKIE, XSRF_HEADER } from '../offline/outbox/xsrf';
import { isFromOurServer, reportReachable, reportUnreachable } from '../offline/outbox/connectivity';

const RETRIED_HEADER = 'X-Chispa-Retried';
/** Set by the service worker on answers it served from its cache: they say nothing about the network. */
const CACHE_HEADER = 'X-Chispa-Cache';

/**
 * How long a request may wait for its answer before it counts as a network failure. Our answers take
 * well under a second on a working connection, and a few seconds on a poor mobile one; a request still
 * waiting after 20 s is on a connection that is gone (a train between stations), and the member is
 * better served by an error screen with a retry than by a spinner that never ends. It is longer than
 * the token refresh's 15 s so that a refresh inside a request is not the one that gives up.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
/** A picture upload carries up to 3 MB, which a poor mobile connection needs a minute or two for. */
export const UPLOAD_TIMEOUT_MS = 180_000;

/** The session could not be renewed because the server could not be reached: it is kept, try later. */
export class ServerUnreachableError extends Error {
  constructor() {
    super('The server could not be reached');
    this.name = 'ServerUnreachableError';
  }
}

/** 401/403 after the one refresh attempt: the session is over. */
export class AuthenticationError extends Error {
  constructor() {
    super('Authentication failed');
    this.name = 'AuthenticationError';
  }
}

const apiBase = () => new URL('/api/', globalThis.location.origin).href;

/** The methods that change something: the server checks the XSRF header on these (server/src/middlewares/xsrf.ts). */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * A new access token from the refresh cookie; concurrent callers in this page share one request. The
 * refresh's code (its lock, schemas and retries) is read at the first refusal, not with the app: most
 * visits never refresh, and the worker precaches it. Code that cannot be read is a server out of reach.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  const session = getSession();
  refreshing ??= import('../offline/outbox/token-refresh')
    .then(
      ({ refreshToken }) =>
        refreshToken({
          userId: session?.userId,
          staleToken: session?.token,
          xsrf: () => readCookie(XSRF_COOKIE),
          origin: globalThis.location.origin,
        }),
      (): RefreshOutcome => ({ kind: 'unreachable' }),
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** What an answer says about the connection (an answer the worker's cache gave says nothing). */
function noteAnswer(response: Response) {
  if (response.headers.get(CACHE_HEADER) === 'hit') return;
  if (isFromOurServer(response)) reportReachable();
  else reportUnreachable();
}

/** fetch, reporting each outcome: an answer, or a network failure (a cancelled request is neither). */
async function reportingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  try {
    const response = await globalThis.fetch(input, init);
    noteAnswer(response);
    return response;
  } catch (error) {
    // An abort is a cancellation by the caller, or ky's deadline, which reportTimeout reports.
    if (!signal?.aborted) reportUnreachable();
    throw error;
  }
}

/** A request that got no answer in time: the connection is gone, whatever navigator.onLine says. */
function reportTimeout(request: ResponsePromise): ResponsePromise {
  request.catch((error: unknown) => {
    if (error instanceof TimeoutError) reportUnreachable();
  });
  return request;
}

const client: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: true,
  credentials: 'same-origin',
  fetch: reportingFetch,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getSession()?.token;
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        // Only where the server checks it: reading document.cookie is a synchronous trip to the browser, at every read of the start.
        if (CHANGES.has(request.method)) for (const [name, value] of Object.entries(xsrfHeaders())) request.headers.set(name, value);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 && response.status !== 403) return response;
        // A refusal that is not our server's (a portal's login page, a proxy) says nothing of the session.
        if (!isFromOurServer(response)) throw new ServerUnreachableError();
        const hadSession = request.headers.has('Authorization');
        if (response.status === 401 && hadSession && !request.headers.has(RETRIED_HEADER)) {
          const outcome = await refreshAccessToken();
          if (outcome.kind === 'renewed') {
            replaceToken(outcome.token);
            request.headers.set('Authorization', `Bearer ${outcome.token}`);
            request.headers.set(RETRIED_HEADER, '1');
            // The replay keeps an upload's longer deadline (the Request no longer says it was FormData).
            const upload = request.headers.get('Content-Type')?.startsWith('multipart/form-data');
            return client(request, { timeout: upload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS });
          }
          // Only the server's own refusal ends a session; a bad network keeps it for a later try.
          if (outcome.kind === 'unreachable') throw new ServerUnreachableError();
        }
        if (hadSession) endSession();
        throw new AuthenticationError();
      },
    ],
  },
});

function withLocale(options: Options = {}): Options {
  const searchParams = new URLSearchParams(options.searchParams as ConstructorParameters<typeof URLSearchParams>[0]);
  searchParams.set('locale', currentLanguage());
  const timeout = options.timeout ?? (options.body instanceof FormData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  return { ...options, timeout, prefixUrl: apiBase(), searchParams };
}

/**
 * The API client: base /api, locale on every call, bearer and XSRF headers, one token refresh, a
 * deadline on every request, and each outcome reported to the shared connectivity state.
 */
export const http = {
  get: (path: Input, options?: Options) => reportTimeout(client.get(path, withLocale(options))),
  post: (path: Input, options?: Options) => reportTimeout(client.post(path, withLocale(options))),
  put: (path: Input, options?: Options) => reportTimeout(client.put(path, withLocale(options))),
  delete: (path: Input, options?: Options) => reportTimeout(client.delete(path, withLocale(options))),
  /** A read shared with the worker's offline catalogue (lib/api-request.ts): the same address. */
  read: (request: ApiRequest, options?: Options) => reportTimeout(client.get(request.path, withLocale({ ...options, searchParams: request.params }))),
};

export { HTTPError };
