// The last line of defence of every JSON log line: whatever a message or a field holds (an error
// message that quotes an e-mail, a URL with a reset code), personal data and secrets are replaced
// before the line is written. Redaction by field name (REDACTED_PATHS) catches the known fields;
// this catches free text. Kept equal to scripts/lib/app-server/log-scrub.mjs (the app server's copy)
// by scripts/lib/app-server/log-scrub.test.mjs.

/** Field names whose values are never logged, at the top or one level down (pino's `redact`). */
const SECRET_FIELDS = [
  'email',
  'identifier',
  'password',
  'passwordConfirmation',
  'currentPassword',
  'newPassword',
  'token',
  'jwt',
  'accessToken',
  'refreshToken',
  'resetPasswordToken',
  'confirmationToken',
  'unsubscribeToken',
  'giftToken',
  'authorization',
  'cookie',
  'endpoint',
  'keys',
  'p256dh',
  'documentNumber',
  'census',
];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  'to',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

export const CENSOR = '[redacted]';

const RULES: Array<[RegExp, string]> = [
  // Push services' endpoints (the URL is the device's address) and the tests' local one (/push/…).
  [/https?:\/\/[^\s"'<>]*(?:fcm\.googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com|\/push\/)[^\s"'<>]*/gi, '[push endpoint]'],
  // E-mail addresses, also percent-encoded in a URL.
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  // JWTs (access tokens, admin tokens) wherever they appear.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  // Codes and tokens in URLs and forms: reset and confirmation codes, unsubscribe and gift tokens.
  [/\b(code|confirmation|[a-z]*token|password|secret|key|auth|p256dh|endpoint|email)=[^&\s"'<>]+/gi, '$1=[redacted]'],
  // Spanish identity documents (DNI and NIE), as census lines hold them.
  [/\b[XYZxyz][\s-]?\d{7}[\s-]?[A-Za-z]\b/g, '[document]'],
  [/\b\d{8}[\s-]?[A-Za-z]\b/g, '[document]'],
  // Any other long opaque string (refresh tokens, push keys, hex codes): ids we log are shorter.
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}={0,2}(?![A-Za-z0-9_-])/g, '[secret]'],
];

/** The text with every e-mail, token, code, push endpoint and identity number replaced. */
export function scrubText(text: string): string {
  return RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** A value with every string in it scrubbed (objects and arrays copied). */
export function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubValue(inner)]));
  }
  return value;
}

/** One serialised log line, scrubbed; a line that is not JSON is scrubbed as text. */
export function scrubLine(line: string): string {
  const ending = line.endsWith('\n') ? '\n' : '';
  try {
    return JSON.stringify(scrubValue(JSON.parse(line))) + ending;
  } catch {
    return scrubText(line);
  }
}
