import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET')! },
  apiToken: { salt: env('API_TOKEN_SALT')! },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT')! } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY')! },
  flags: { nps: false, promoteEE: false, docLinks: true },
  // Strapi's default (5 logins per e-mail and client in 5 minutes); the test server raises it.
  rateLimit: { max: env.int('ADMIN_RATELIMIT_MAX', 5) },
});

export default config;
