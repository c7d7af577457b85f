/** Provider session ids are letters, digits, `_` and `-` (Stripe's `cs_…`, the local `cs_local_…`). */
const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * The `session_id` of /subscription/success, read leniently: anything missing or odd (empty, too long,
 * other characters, a list or an object from a hand-made URL) is simply not shown. A number-like id,
 * which the router's search parser turns into a number, is kept as text.
 */
export function checkoutSessionId(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return SESSION_ID.test(trimmed) ? trimmed : undefined;
}
