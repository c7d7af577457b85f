import { isFromOurServer, reportReachable, reportUnreachable } from './connectivity';
import { DeadlineError, withDeadline } from './deadline';

export type WireDelivery =
  | { kind: 'answered'; response: Response; body: unknown }
  | { kind: 'not-ours'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network' };

type Options = {
  deadlineMs: number;
  /** The probe only asks who answers: its body is left unread, and `body` is undefined. */
  readBody?: boolean;
  fetch?: (url: URL, init: RequestInit) => Promise<Response>;
};

async function attempt(url: URL, init: RequestInit, { deadlineMs, readBody = true, fetch: send }: Options): Promise<WireDelivery> {
  try {
    return await withDeadline(deadlineMs, async (signal): Promise<WireDelivery> => {
      const request = { ...init, signal };
      const response = await (send ? send(url, request) : fetch(url, request));
      if (!isFromOurServer(response)) return { kind: 'not-ours', status: response.status };
      if (!readBody) return { kind: 'answered', response, body: undefined };
      // Our server always answers JSON: a body that is not is a proxy's or a portal's, whatever its label.
      const body: unknown = await response.json().catch(() => undefined);
      return body === undefined ? { kind: 'not-ours', status: response.status } : { kind: 'answered', response, body };
    });
  } catch (error) {
    return { kind: error instanceof DeadlineError ? 'timeout' : 'network' };
  }
}

/** Every outcome is reported, so that the banner, the outbox and the screens waiting to retry read one state. */
export async function deliver(url: URL, init: RequestInit, options: Options): Promise<WireDelivery> {
  const delivery = await attempt(url, init, options);
  if (delivery.kind === 'answered') reportReachable();
  else reportUnreachable();
  return delivery;
}
