/** How the mail queue runs (docs/decisions/mail/): the provider's allowance, the digest's length, the sender's pace. */
export type MailSettings = {
  /** Mails per minute across every instance (the provider's limit): MAIL_RATE_PER_MINUTE. */
  ratePerMinute: number;
  /** How long an "immediately" mail waits for the rest of a burst: MAIL_GATHER_MS. */
  gatherMs: number;
  /** How often the queue looks for members with something to tell: MAIL_SCHEDULE_MS. */
  scheduleMs: number;
  pollMs: number;
  leaseMs: number;
  batch: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** Entries a mail lists; the rest are counted, with a link to the inbox. */
  digestItems: number;
};

const whole = (value: string | undefined, fallback: number, min = 1) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= min ? number : fallback;
};

/** Outside production a bad value falls back to the default; production refuses to boot on one (production-settings.ts). */
const DEFAULT_RATE_PER_MINUTE = 60;

export const mailSettings = (env: NodeJS.ProcessEnv = process.env): MailSettings => ({
  ratePerMinute: whole(env.MAIL_RATE_PER_MINUTE, DEFAULT_RATE_PER_MINUTE),
  gatherMs: whole(env.MAIL_GATHER_MS, 2 * 60_000, 0),
  scheduleMs: whole(env.MAIL_SCHEDULE_MS, 60_000),
  pollMs: whole(env.MAIL_POLL_MS, 5_000),
  leaseMs: whole(env.MAIL_LEASE_MS, 10 * 60_000),
  batch: whole(env.MAIL_BATCH, 10),
  retryBaseMs: whole(env.MAIL_RETRY_BASE_MS, 60_000),
  maxAttempts: whole(env.MAIL_MAX_ATTEMPTS, 8),
  digestItems: whole(env.MAIL_DIGEST_ITEMS, 10),
});
