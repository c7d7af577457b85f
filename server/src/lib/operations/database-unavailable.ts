/** Network errors and PostgreSQL's "the server is going away / not accepting" classes (57P, 08). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = /Connection terminated|Knex: Timeout acquiring a connection|Client has encountered a connection error|connection is closed|server closed the connection/i;

/** Whether `error` (or what it wraps) says the database could not be reached, not that a query was wrong. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, name, message, cause } = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^(57P0[1-3]|08\d{3})$/.test(code))) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
