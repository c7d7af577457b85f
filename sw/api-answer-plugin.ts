import type { WorkboxPlugin } from 'workbox-core';
import { isFromOurServer, reportReachable, reportUnreachable } from '../src/offline/outbox/connectivity';

/** Thrown for an answer that is not our server's: the strategy treats it as a network failure. */
export class NotOurServerError extends Error {
  constructor(url: string) {
    super(`Not an answer from Chispa's server: ${url}`);
    this.name = 'NotOurServerError';
  }
}

type State = { timer?: ReturnType<typeof setTimeout> };

/**
 * The worker's own requests to our API tell the shared connectivity state what happened: a network
 * failure, an answer that is not our server's (a captive portal's page, a redirect, a proxy's
 * 502/503/504) or no answer within `timeoutSeconds` means unreachable; an answer from our server
 * means reachable. An answer that is not our server's is turned into a failure, so that the strategy
 * falls back to its cache and the page never reads a portal's page as API data.
 */
export function apiAnswerPlugin(timeoutSeconds: number): WorkboxPlugin {
  const stopTimer = (state: State | undefined) => {
    if (state?.timer !== undefined) clearTimeout(state.timer);
  };
  return {
    requestWillFetch: async ({ request, state }) => {
      const own = state as State | undefined;
      stopTimer(own);
      if (own) own.timer = setTimeout(() => reportUnreachable(), timeoutSeconds * 1000);
      return request;
    },
    fetchDidSucceed: async ({ request, response, state }) => {
      stopTimer(state as State | undefined);
      if (!isFromOurServer(response)) {
        reportUnreachable();
        throw new NotOurServerError(request.url);
      }
      reportReachable();
      return response;
    },
    fetchDidFail: async ({ state }) => {
      stopTimer(state as State | undefined);
      reportUnreachable();
    },
  };
}
