import { utmParameters, type UtmParameters } from '../../lib/utm';
import { searchText } from '../../lib/search-text';

export type RegistrationSearch = { token?: string; email?: string } & UtmParameters;

/** `/registration?token=…&email=…`, plus the campaign parameters the signup event reports. Lenient. */
export function registrationSearch(search: Record<string, unknown>): RegistrationSearch {
  const token = searchText(search.token);
  const email = searchText(search.email);
  return { ...(token ? { token } : {}), ...(email ? { email } : {}), ...utmParameters(search) };
}

export type ResetSearch = { code?: string; error?: string; welcome?: true };

/**
 * `/reset?code=…&error=…`, and `welcome=1` on the link mailed at registration (the first password).
 * Lenient: an odd query string never turns the page into an error.
 */
export function resetSearch(search: Record<string, unknown>): ResetSearch {
  const code = searchText(search.code);
  const error = searchText(search.error);
  const welcome = searchText(search.welcome) === '1';
  return { ...(code ? { code } : {}), ...(error ? { error } : {}), ...(welcome ? { welcome: true as const } : {}) };
}

export type ConfirmEmailSearch = { code?: string };

/** `/confirmEmail?code=…`. Lenient, like /reset. */
export function confirmEmailSearch(search: Record<string, unknown>): ConfirmEmailSearch {
  const code = searchText(search.code);
  return code ? { code } : {};
}
