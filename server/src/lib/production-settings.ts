import { identityProblems } from './operator/identity-problems';

/**
 * Production refuses to boot half-configured, whoever starts it (`npm run start:production` checks the
 * same list first: scripts/lib/production-settings.mjs, compared with this one by its test).
 * server/.env holds the development's throwaway secrets, marked CHISPA_DEVELOPMENT_SECRETS:
 * production must not run on them. The operator's identity (OPERATOR_*) must be set, and real
 * (lib/operator/identity-problems.ts).
 */
export const REQUIRED_SETTINGS = [
  'APP_URL',
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'VERIFICATION_SECRET',
  'SMTP_HOST',
  'SMTP_PORT',
  'MAIL_FROM',
] as const;

/** An unset METRICS_HOST is loopback (127.0.0.1): the figures need a token only when other machines can ask for them. */
export function isLoopback(host: string | undefined): boolean {
  const value = host?.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return !value || value === 'localhost' || value === '::1' || /^127(\.\d{1,3}){3}$/.test(value);
}

export function productionSettingProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems = REQUIRED_SETTINGS.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`);
  if (env.APP_URL?.trim() && !URL.canParse(env.APP_URL)) problems.push('APP_URL is not an absolute URL');
  if (env.SMTP_USERNAME && !env.SMTP_PASSWORD) problems.push('SMTP_PASSWORD is not set (SMTP_USERNAME is)');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET is not set (STRIPE_SECRET_KEY is)');
  if (env.STRIPE_SECRET_KEY?.trim()) {
    for (const name of ['STRIPE_PRICE_PREMIUM_MONTHLY', 'STRIPE_PRICE_LA_QUE_TOCA']) if (!env[name]?.trim()) problems.push(`${name} is not set (STRIPE_SECRET_KEY is)`);
  }
  const taxPercent = env.PRICES_TAX_PERCENT?.trim();
  if (taxPercent && taxPercent.toLowerCase() !== 'none' && !(Number.isFinite(Number(taxPercent)) && Number(taxPercent) >= 0 && Number(taxPercent) <= 100)) {
    problems.push('PRICES_TAX_PERCENT is not a number from 0 to 100, nor none');
  }
  if (env.UPLOAD_PROVIDER === 'aws-s3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) if (!env[name]?.trim()) problems.push(`${name} is not set (UPLOAD_PROVIDER is aws-s3)`);
  }
  if (env.SHARED_STORE === 'postgres' && env.DATABASE_CLIENT !== 'postgres') problems.push('DATABASE_CLIENT is not postgres (SHARED_STORE is)');
  if (env.MAIL_RATE_PER_MINUTE?.trim() && !(Number.isInteger(Number(env.MAIL_RATE_PER_MINUTE)) && Number(env.MAIL_RATE_PER_MINUTE) >= 1)) problems.push('MAIL_RATE_PER_MINUTE is not a whole number of 1 or more');
  for (const name of ['METRICS_PORT', 'APP_METRICS_PORT']) {
    const port = env[name]?.trim();
    if (port && !(Number.isInteger(Number(port)) && Number(port) >= 1 && Number(port) <= 65535)) problems.push(`${name} is not a port number`);
  }
  if (!isLoopback(env.METRICS_HOST) && !env.METRICS_TOKEN?.trim()) problems.push('METRICS_TOKEN is not set (METRICS_HOST is not loopback)');
  problems.push(...identityProblems(env));
  if (env.CHISPA_DEVELOPMENT_SECRETS === 'true') problems.push('the secrets are the development ones from server/.env (CHISPA_DEVELOPMENT_SECRETS)');
  return problems;
}

/** Throws one error naming every missing setting when NODE_ENV is production. */
export function assertProductionSettings(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionSettingProblems(env);
  if (problems.length > 0) {
    throw new Error(`Chispa cannot run in production: ${problems.join('; ')}. See README.md, "Production".`);
  }
}
