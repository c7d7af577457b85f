import { HTTPError } from '../../lib/http';
import { isUnreachable } from '../../lib/unreachable';

/**
 * What a page can show of a read: the text, its skeleton, the offline screen (never read on this
 * device and the server out of reach), "there is no such text" (404), or an error with a retry.
 */
export type TextState = 'ready' | 'pending' | 'offline' | 'notFound' | 'error';

export function textState({ data, isPending, error }: { data: unknown; isPending: boolean; error: unknown }): TextState {
  if (data !== undefined) return 'ready';
  if (isPending) return 'pending';
  if (isUnreachable(error)) return 'offline';
  if (error instanceof HTTPError && error.response.status === 404) return 'notFound';
  return 'error';
}
