import type { RefreshOutcome } from './token-refresh';

export type Renewal = ReturnType<typeof renewal>;

/** The server rotates the refresh token, so one refresh serves every request of a flush that met an expired token. */
export function renewal(token: string, refresh: () => Promise<RefreshOutcome>, onRenewed?: (token: string) => void) {
  let renewing: Promise<RefreshOutcome> | null = null;

  const renew = (staleToken: string): Promise<RefreshOutcome> => {
    if (staleToken !== token) return Promise.resolve({ kind: 'renewed', token });
    renewing ??= refresh().then((outcome) => {
      if (outcome.kind === 'renewed') {
        token = outcome.token;
        onRenewed?.(token);
      }
      return outcome;
    });
    return renewing;
  };

  return {
    // A refused refresh keeps the expired answer: that ends the session; one that could not reach the server does not.
    async send<T>(attempt: (token: string) => Promise<T>, expired: (answer: T) => boolean, unreachable: T): Promise<T> {
      const sentWith = token;
      const answer = await attempt(sentWith);
      if (!expired(answer)) return answer;
      const outcome = await renew(sentWith);
      if (outcome.kind === 'renewed') return attempt(outcome.token);
      return outcome.kind === 'unreachable' ? unreachable : answer;
    },
  };
}
