import type { Core } from '@strapi/strapi';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How many events each client (its address, behind TRUST_PROXY hops; an IPv6 client by its /64)
 * and each target may cause per window before the server answers 429. THROTTLE_SCALE multiplies
 * every limit: only for local harnesses that play many people from one address (the end-to-end
 * stack, the benchmarks).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const scale = env.int('THROTTLE_SCALE', 1);
  const limit = (name: string, points: number, seconds: number) => ({ points: env.int(name, points) * scale, seconds });
  return {
    store: env('THROTTLE_STORE', env('SHARED_STORE', 'none') === 'postgres' ? 'postgres' : 'memory'),
    loginFailuresPerAccountAndClient: limit('THROTTLE_LOGIN_FAILURES_PER_ACCOUNT_CLIENT', 10, 15 * MINUTE),
    loginFailuresPerClient: limit('THROTTLE_LOGIN_FAILURES_PER_CLIENT', 50, 15 * MINUTE),
    // The ceiling over every client: past it, only browsers that signed in to the account before may try.
    loginFailuresPerAccount: limit('THROTTLE_LOGIN_FAILURES_PER_ACCOUNT', 100, DAY),
    signUpsPerClient: limit('THROTTLE_SIGNUPS_PER_CLIENT', 20, HOUR),
    signUpsPerAddress: limit('THROTTLE_SIGNUPS_PER_ADDRESS', 5, HOUR),
    accountMailsPerClient: limit('THROTTLE_ACCOUNT_MAILS_PER_CLIENT', 10, HOUR),
    accountMailsPerAddress: limit('THROTTLE_ACCOUNT_MAILS_PER_ADDRESS', 3, HOUR),
    emailChangeMailsPerMailbox: limit('THROTTLE_EMAIL_CHANGE_MAILS_PER_MAILBOX', 3, HOUR),
    passwordChangesPerClient: limit('THROTTLE_PASSWORD_CHANGES_PER_CLIENT', 20, 15 * MINUTE),
    sharesPerClient: limit('THROTTLE_SHARES_PER_CLIENT', 60, HOUR),
    sharesPerMember: limit('THROTTLE_SHARES_PER_MEMBER', 20, HOUR),
    profileSavesPerMember: limit('THROTTLE_PROFILE_SAVES_PER_MEMBER', 30, HOUR),
    // Each upload is decoded and re-encoded: seconds of CPU for a large picture.
    uploadsPerMember: limit('THROTTLE_UPLOADS_PER_MEMBER', 10, HOUR),
    uploadsPerClient: limit('THROTTLE_UPLOADS_PER_CLIENT', 30, HOUR),
    // A member's whole data, read from every table they have records in.
    dataDownloadsPerMember: limit('THROTTLE_DATA_DOWNLOADS_PER_MEMBER', 10, HOUR),
    // Each attempt checks a password: counted like password changes, per member and per client.
    accountDeletionsPerMember: limit('THROTTLE_ACCOUNT_DELETIONS_PER_MEMBER', 5, HOUR),
    // A census match or an invitation code tried: guessing someone's document number and birth date,
    // or a code, one try at a time (codes carry 80 bits; the census's pairs far fewer).
    verificationsPerMember: limit('THROTTLE_VERIFICATIONS_PER_MEMBER', 10, HOUR),
    verificationsPerClient: limit('THROTTLE_VERIFICATIONS_PER_CLIENT', 30, HOUR),
    // A barrier report is stored and mailed to the operator: a few an hour is plenty for a person.
    barrierReportsPerClient: limit('THROTTLE_BARRIER_REPORTS_PER_CLIENT', 10, HOUR),
  };
};

export type ThrottleConfig = ReturnType<typeof config>;

export default config;
