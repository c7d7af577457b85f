/** What a member can be notified of: one switch each in the profile. */
export const TOPICS = ['newProjects', 'votingClosing', 'drawResults', 'offlineDids', 'projectResults', 'projectUpdates'] as const;
export type Topic = (typeof TOPICS)[number];

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
