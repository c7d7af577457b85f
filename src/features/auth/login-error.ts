import { HTTPError } from 'ky';

/** Which message the login form shows for a failed attempt. */
export function loginErrorKey(error: unknown): string {
  if (error instanceof HTTPError) {
    if (error.response.status === 429) return 'login.errors.tooManyAttempts';
    if (error.response.status < 500) return 'login.errors.incorrectCredentials';
    return 'common.errors.server';
  }
  if (error instanceof TypeError) return 'common.errors.network';
  return 'common.errors.unexpected';
}
