import { TimeoutError } from 'ky';
import { ServerUnreachableError } from './http';

/**
 * Whether a route failed because the server could not be reached at all (offline, the server down,
 * a captive portal: the service worker turns those into network failures when it has no copy), as
 * opposed to the server answering with an error.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ServerUnreachableError || error instanceof TimeoutError) return true; // no answer in time
  // fetch rejects with a TypeError when the network fails: 'Failed to fetch', 'NetworkError…', 'Load failed'.
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
