import ky, { HTTPError, type Input, type KyInstance, type Options } from 'ky';
import { readCookie } from './cookies';
import { endSession, getSession, replaceToken } from './session';
import { currentLanguage } from './i18n';
import { refreshToken, XSRF_COOKIE, XSRF_HEADER, type RefreshOutcome } from '../offline/outbox/token-refresh';

export { XSRF_COOKIE, XSRF_HEADER };
const RETRIED_HEADER = 'X-Chispa-Retried';

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

function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

let refreshing: Promise<RefreshOutcome> | null = null;

/** A new access token from the refresh cookie; concurrent callers in this page share one request. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  const session = getSession();
  refreshing ??= refreshToken({
    userId: session?.userId,
    staleToken: session?.token,
    xsrf: () => readCookie(XSRF_COOKIE),
    origin: globalThis.location.origin,
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const client: KyInstance = ky.create({
  timeout: false,
  retry: 0,
  throwHttpErrors: true,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getSession()?.token;
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        for (const [name, value] of Object.entries(xsrfHeaders())) request.headers.set(name, value);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 && response.status !== 403) return response;
        const hadSession = request.headers.has('Authorization');
        if (response.status === 401 && hadSession && !request.headers.has(RETRIED_HEADER)) {
          const outcome = await refreshAccessToken();
          if (outcome.kind === 'renewed') {
            replaceToken(outcome.token);
            request.headers.set('Authorization', `Bearer ${outcome.token}`);
            request.headers.set(RETRIED_HEADER, '1');
            return client(request);
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
  return { ...options, prefixUrl: apiBase(), searchParams };
}

/** The API client: base /api, locale on every call, bearer and XSRF headers, one token refresh. */
export const http = {
  get: (path: Input, options?: Options) => client.get(path, withLocale(options)),
  post: (path: Input, options?: Options) => client.post(path, withLocale(options)),
  put: (path: Input, options?: Options) => client.put(path, withLocale(options)),
  delete: (path: Input, options?: Options) => client.delete(path, withLocale(options)),
};

/** The stable code of a Strapi error response (`error.details.code`), or its HTTP status as text. */
export async function apiErrorCode(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    const body = (await error.response.clone().json()) as { error?: { details?: { code?: unknown } } };
    const code = body.error?.details?.code;
    return typeof code === 'string' ? code : String(error.response.status);
  } catch {
    return String(error.response.status);
  }
}

export { HTTPError };
