/** What a member can be notified of: one switch each in the profile. */
export const TOPICS = ['newProjects', 'votingClosing', 'drawResults', 'offlineDids'] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * Push services a subscription may point at: the server posts to a subscription's endpoint, so an
 * endpoint anywhere else (an address inside our network, say) is refused. Outside production,
 * PUSH_TEST_SERVICE adds a local stand-in (web-push-testing) for the tests.
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/];

export type PushConfig = { publicKey: string; privateKey: string; subject: string; dailyLimit: number };

/** Web push is on when the VAPID key pair is set (development generates one, like its other secrets). */
export function pushConfig(env: NodeJS.ProcessEnv = process.env): PushConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? (env.APP_URL?.startsWith('https://') ? env.APP_URL : 'mailto:push@chispa.invalid'),
    dailyLimit: Number(env.PUSH_DAILY_LIMIT ?? 3),
  };
}

export function isPushServiceEndpoint(endpoint: string, env: NodeJS.ProcessEnv = process.env) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const stand_in = env.NODE_ENV !== 'production' && env.PUSH_TEST_SERVICE ? new URL(env.PUSH_TEST_SERVICE).origin : null;
  if (stand_in && url.origin === stand_in) return true;
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
