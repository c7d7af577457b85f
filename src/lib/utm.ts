// The campaign parameters of a link, apart from analytics.ts: routes read them from the query when
// the app starts, and the analytics code is only needed where events are sent (registration).

/** The campaign parameters a tracking event carries (spec §4, "with UTM parameters"). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParameters = Partial<Record<UtmKey, string>>;

const UTM_MAX_LENGTH = 200;

/** The UTM parameters present in a query (a parsed search object or URLSearchParams), trimmed, non-empty. */
export function utmParameters(search: Record<string, unknown> | URLSearchParams): UtmParameters {
  const read = (key: UtmKey): unknown => (search instanceof URLSearchParams ? search.get(key) : search[key]);
  const found: UtmParameters = {};
  for (const key of UTM_KEYS) {
    const raw = read(key);
    // The router parses query values as JSON when it can (?utm_term=2026 arrives as a number).
    const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    if (value) found[key] = value.slice(0, UTM_MAX_LENGTH);
  }
  return found;
}
