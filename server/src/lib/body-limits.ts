/** The request limits, shared by the query and body parsers' options and the middlewares that enforce them. */
export const BODY_LIMITS = {
  /** JSON, form and text bodies, counted after decompression. */
  textBytes: 256 * 1024,
  /** One picture per upload (the upload plugin's own limit), and the multipart envelope around it. */
  fileBytes: 3_000_000,
  multipartOverheadBytes: 64 * 1024,
  files: 1,
  multipartFields: 20,
  multipartFieldBytes: 64 * 1024,
  /** Nesting of objects and arrays in a body: the app's deepest write is 3; the admin's rich text nests more. */
  apiDepth: 16,
  otherDepth: 64,
} as const;

/** qs options for query strings and form bodies: a nested key deeper than `depth` or too many parts is an error, not a silent cut. */
export const QUERY_LIMITS = {
  depth: 10,
  strictDepth: true,
  arrayLimit: 100,
  parameterLimit: 300,
  throwOnLimitExceeded: true,
} as const;

/** Content-Encodings the body parser can undo (co-body through inflation). */
export const DECODABLE_ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);
