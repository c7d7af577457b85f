// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as server from '../../server/src/lib/production-settings.ts';
import { productionSettingProblems, REQUIRED_SETTINGS } from './production-settings.mjs';

// `npm run start:production` checks the settings before it builds anything, and Strapi checks them
// again when it boots in production: two copies (the server's build holds only server/), kept equal here.
const complete = {
  APP_URL: 'https://chispa.example',
  APP_KEYS: 'a,b',
  API_TOKEN_SALT: 'salt',
  ADMIN_JWT_SECRET: 'admin',
  TRANSFER_TOKEN_SALT: 'transfer',
  JWT_SECRET: 'jwt',
  ENCRYPTION_KEY: 'key',
  VERIFICATION_SECRET: 'verification',
  SMTP_HOST: 'smtp.example',
  SMTP_PORT: '587',
  MAIL_FROM: 'Chispa <hola@chispa.example>',
};

/** Each variation on a complete environment that one of the rules reads. */
const variations = [
  {},
  ...REQUIRED_SETTINGS.flatMap((name) => [{ [name]: undefined }, { [name]: '' }, { [name]: '   ' }]),
  { APP_URL: 'chispa.example' },
  { APP_URL: '/relative' },
  { SMTP_USERNAME: 'user' },
  { SMTP_USERNAME: 'user', SMTP_PASSWORD: 'password' },
  { STRIPE_SECRET_KEY: 'sk_live' },
  { STRIPE_SECRET_KEY: 'sk_live', STRIPE_WEBHOOK_SECRET: 'whsec' },
  { UPLOAD_PROVIDER: 'aws-s3' },
  { UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: ' ' },
  { UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
  { UPLOAD_PROVIDER: 'local' },
  { SHARED_STORE: 'postgres' },
  { SHARED_STORE: 'postgres', DATABASE_CLIENT: 'postgres' },
  { DATABASE_CLIENT: 'postgres' },
  { MAIL_RATE_PER_MINUTE: '0' },
  { MAIL_RATE_PER_MINUTE: 'lots' },
  { MAIL_RATE_PER_MINUTE: '120' },
];
const environments = [{}, ...variations.map((variation) => ({ ...complete, ...variation }))];

// The server's one rule of its own: development's secrets are marked in server/.env, which only
// Strapi reads (the script checks the environment it is given).
const DEVELOPMENT_SECRETS = 'the secrets are the development ones from server/.env (CHISPA_DEVELOPMENT_SECRETS)';

describe('the production settings, as the start script and the server check them', () => {
  it('require the same settings', () => {
    expect(REQUIRED_SETTINGS).toEqual([...server.REQUIRED_SETTINGS]);
  });

  it.each(environments.map((env) => [JSON.stringify(env), env]))('find the same problems in %s', (_, env) => {
    expect(server.productionSettingProblems(env)).toEqual(productionSettingProblems(env));
  });

  it("refuse development's secrets on the server, where server/.env is read", () => {
    const env = { ...complete, CHISPA_DEVELOPMENT_SECRETS: 'true' };
    expect(server.productionSettingProblems(env)).toEqual([...productionSettingProblems(env), DEVELOPMENT_SECRETS]);
  });
});
