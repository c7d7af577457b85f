/**
 * A query parameter as text. The router parses values as JSON when it can (`?code=123` arrives as a
 * number), so numbers are turned back into text; anything else (arrays, objects, true) is ignored.
 */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}
