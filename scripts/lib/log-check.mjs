// What a log of Strapi or the app server must never hold, and the shape each of its lines has
// (docs/deployment.md "Logs"): the end-to-end run's last test reads its logs with this.

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./;
const BEARER = /\bBearer\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]/i;
// A password field or form value with anything but the censor in it (the word alone, as in the
// route /api/auth/reset-password, is no password).
const PASSWORD_VALUE = /"[A-Za-z]*password[A-Za-z]*"\s*:\s*"(?!\[redacted\]")|\b[A-Za-z]*password[A-Za-z]*=(?!\[redacted\])[^&\s"]/i;
const PUSH_SERVICES = /fcm\.googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com/i;
const PUSH_KEY = /"(?:p256dh|auth|endpoint)"\s*:\s*"(?!\[redacted\]")/;
const IDENTITY_DOCUMENT = /\b(?:\d{8}|[XYZ]\d{7})[A-Z]\b/i;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/;
// A route is a template: no query (`?name=`; `:id?` is an optional parameter), no number, uuid or long opaque segment.
const NOT_A_TEMPLATE = /\?[^/]*=|\/\d+(?:\/|$)|\/[0-9a-f]{8}-[0-9a-f]{4}-|\/[A-Za-z0-9]{20,}(?:\/|$)/;

/**
 * What personal data or secret a line holds, if any.
 * @param {string} line
 * @param {{ passwords?: string[], pushOrigins?: string[] }} known the passwords the tests typed, the push services they used
 * @returns {string | undefined}
 */
export function personalDataIn(line, { passwords = [], pushOrigins = [] } = {}) {
  if (EMAIL.test(line)) return 'an e-mail address';
  if (JWT.test(line)) return 'a JWT';
  if (BEARER.test(line)) return 'a bearer token';
  if (PASSWORD_VALUE.test(line)) return 'a password field';
  const password = passwords.find((known) => line.includes(known));
  if (password) return `the password "${password}"`;
  if (PUSH_SERVICES.test(line) || pushOrigins.some((origin) => line.includes(origin))) return 'a push endpoint';
  if (PUSH_KEY.test(line)) return 'a push key or endpoint';
  if (IDENTITY_DOCUMENT.test(line)) return 'an identity document number';
  return undefined;
}

/**
 * What is wrong with a line's shape, if anything: one JSON object with `time` (ISO), `level`,
 * `msg`; a request line also with `requestId`, `method`, `route` (a template), `status`, `durationMs`.
 * @param {string} line
 * @returns {string | undefined}
 */
export function shapeProblemOf(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return 'is not JSON';
  }
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return 'is not a JSON object';
  if (typeof entry.time !== 'string' || !ISO_TIME.test(entry.time)) return 'has no ISO `time`';
  if (typeof entry.level !== 'string') return 'has no `level` name';
  if (typeof entry.msg !== 'string') return 'has no `msg`';
  if (!('method' in entry)) return undefined;
  if (typeof entry.requestId !== 'string' || entry.requestId === '') return 'is a request line without `requestId`';
  if (typeof entry.route !== 'string' || NOT_A_TEMPLATE.test(entry.route)) return 'is a request line whose `route` is not a template';
  if (typeof entry.status !== 'number' || typeof entry.durationMs !== 'number') return 'is a request line without `status` and `durationMs`';
  return undefined;
}

/**
 * Every problem of a log file's text, each naming its line.
 * @param {string} text
 * @param {{ name: string, passwords?: string[], pushOrigins?: string[] }} options
 * @returns {string[]}
 */
export function logProblems(text, { name, ...known }) {
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    const where = `${name}:${index + 1}`;
    const excerpt = line.length > 300 ? `${line.slice(0, 300)}…` : line;
    const found = personalDataIn(line, known);
    const shape = shapeProblemOf(line);
    return [...(found ? [`${where} holds ${found}: ${excerpt}`] : []), ...(shape ? [`${where} ${shape}: ${excerpt}`] : [])];
  });
}
