// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as server from '../../server/src/lib/production-settings.ts';
import * as serverIdentity from '../../server/src/lib/operator/identity.ts';
import * as serverTaxId from '../../server/src/lib/operator/tax-id.ts';
import { productionSettingProblems, REQUIRED_SETTINGS } from './production-settings.mjs';
import { DEMO_IDENTITY, IDENTITY_SETTINGS, isValidSpanishTaxId } from './operator-identity.mjs';
import { STAND_IN_IDENTITY_ENV } from './stand-in-identity.mjs';

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
  ...STAND_IN_IDENTITY_ENV,
};

/** Each identity setting missing, the demo's, a placeholder, and (where it has one) its own kind of wrong. */
const identityVariations = Object.entries(IDENTITY_SETTINGS).flatMap(([field, name]) => [
  { [name]: undefined },
  { [name]: ' ' },
  { [name]: DEMO_IDENTITY[field] ?? 'none' },
  { [name]: 'TODO' },
  { [name]: 'Ejemplo' },
  { [name]: 'hola@chispa.test' },
  { [name]: 'hola@example.net' },
  { [name]: 'dpd@chispa-pruebas.es' },
  { [name]: 'not an address' },
  { [name]: 'B12345675' },
  { [name]: 'x-1234567-l' },
]);

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
  { STRIPE_SECRET_KEY: 'sk_live', STRIPE_WEBHOOK_SECRET: 'whsec', STRIPE_PRICE_PREMIUM_MONTHLY: 'price_1', STRIPE_PRICE_LA_QUE_TOCA: 'price_2' },
  { PRICES_TAX_PERCENT: '21' },
  { PRICES_TAX_PERCENT: 'none' },
  { PRICES_TAX_PERCENT: '121' },
  { PRICES_TAX_PERCENT: 'IVA' },
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
  { METRICS_HOST: '127.0.0.1' },
  { METRICS_HOST: '127.0.1.1' },
  { METRICS_HOST: '[::1]' },
  { METRICS_HOST: 'localhost' },
  { METRICS_HOST: '0.0.0.0' },
  { METRICS_HOST: '10.0.0.5', METRICS_TOKEN: ' ' },
  { METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'scrape-secret' },
  { METRICS_HOST: '128.0.0.1' },
  { METRICS_PORT: '9464', APP_METRICS_PORT: '9465' },
  { METRICS_PORT: 'metrics' },
  { APP_METRICS_PORT: '70000' },
  ...identityVariations,
];
const environments = [{}, ...variations.map((variation) => ({ ...complete, ...variation }))];

// The server's one rule of its own: development's secrets are marked in server/.env, which only
// Strapi reads (the script checks the environment it is given).
const DEVELOPMENT_SECRETS = 'the secrets are the development ones from server/.env (CHISPA_DEVELOPMENT_SECRETS)';

describe('the production settings, as the start script and the server check them', () => {
  it('require the same settings', () => {
    expect(REQUIRED_SETTINGS).toEqual([...server.REQUIRED_SETTINGS]);
  });

  it("read the same identity settings, the demo's values and tax numbers", () => {
    expect(IDENTITY_SETTINGS).toEqual(serverIdentity.IDENTITY_SETTINGS);
    expect(DEMO_IDENTITY).toEqual(serverIdentity.DEMO_IDENTITY);
    const ids = ['A58818501', 'A5881850A', 'C5881850A', 'Q2826000H', 'Q28260008', '12345678Z', '12345678A', 'Z1234567R', 'ES B65410011', 'I65410011', ''];
    expect(ids.map(isValidSpanishTaxId)).toEqual(ids.map(serverTaxId.isValidSpanishTaxId));
  });

  it('take the stand-in identity of the tests and the cluster as a real one', () => {
    expect(productionSettingProblems(complete)).toEqual([]);
  });

  it('name the Stripe prices a checkout needs, and a tax rate the receipts could not split by', () => {
    expect(productionSettingProblems({ ...complete, STRIPE_SECRET_KEY: 'sk_live', STRIPE_WEBHOOK_SECRET: 'whsec', STRIPE_PRICE_LA_QUE_TOCA: 'price_2' })).toEqual([
      'STRIPE_PRICE_PREMIUM_MONTHLY is not set (STRIPE_SECRET_KEY is)',
    ]);
    expect(productionSettingProblems({ ...complete, PRICES_TAX_PERCENT: '121' })).toEqual(['PRICES_TAX_PERCENT is not a number from 0 to 100, nor none']);
    expect(productionSettingProblems({ ...complete, PRICES_TAX_PERCENT: '10' })).toEqual([]);
  });

  it('refuse figures open to other machines without a token', () => {
    expect(productionSettingProblems({ ...complete, METRICS_HOST: '0.0.0.0' })).toEqual(['METRICS_TOKEN is not set (METRICS_HOST is not loopback)']);
    expect(productionSettingProblems({ ...complete, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'scrape-secret' })).toEqual([]);
    expect(productionSettingProblems({ ...complete, METRICS_HOST: '127.0.0.1' })).toEqual([]);
  });

  it.each(environments.map((env) => [JSON.stringify(env), env]))('find the same problems in %s', (_, env) => {
    expect(server.productionSettingProblems(env)).toEqual(productionSettingProblems(env));
  });

  it("refuse development's secrets on the server, where server/.env is read", () => {
    const env = { ...complete, CHISPA_DEVELOPMENT_SECRETS: 'true' };
    expect(server.productionSettingProblems(env)).toEqual([...productionSettingProblems(env), DEVELOPMENT_SECRETS]);
  });
});
