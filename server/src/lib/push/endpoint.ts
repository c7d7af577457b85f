import { parse as legacyParse } from 'node:url';

/**
 * Push services a subscription may point at: the server posts to a subscription's endpoint, so an
 * endpoint anywhere else (an address inside our network, say) is refused. Outside production,
 * PUSH_TEST_SERVICE adds a local stand-in (web-push-testing) for the tests.
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/];

/** Where a URL leads, as one parser reads it: scheme, host and port (the default port left out). */
const targetOf = (protocol: string | null, hostname: string | null, port: string | null) =>
  `${protocol ?? ''}//${(hostname ?? '').toLowerCase()}:${port && port !== '443' ? port : ''}`;

/**
 * The endpoint in the one form the server stores and sends to (WHATWG's serialisation), or null when
 * it is not a push service's. web-push reads an endpoint with Node's legacy `url.parse`, which reads
 * some spellings differently (`https:fcm.googleapis.com/x` has no host there, and `https.request`
 * then connects to localhost): an endpoint that the two parsers send to different places is refused,
 * both as written and as normalised, so what was checked is what is sent.
 */
export function pushEndpoint(endpoint: string, env: NodeJS.ProcessEnv = process.env): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash) return null;
  const normalised = url.href;
  const target = targetOf(url.protocol, url.hostname, url.port);
  for (const spelling of new Set([endpoint, normalised])) {
    const legacy = legacyParse(spelling);
    if (legacy.auth || targetOf(legacy.protocol, legacy.hostname, legacy.port) !== target) return null;
  }
  const standIn = env.NODE_ENV !== 'production' && env.PUSH_TEST_SERVICE ? new URL(env.PUSH_TEST_SERVICE).origin : null;
  if (standIn && url.origin === standIn) return normalised;
  const pushService = url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  return pushService ? normalised : null;
}

export const isPushServiceEndpoint = (endpoint: string, env: NodeJS.ProcessEnv = process.env) => pushEndpoint(endpoint, env) !== null;
