import type { Core } from '@strapi/strapi';

/**
 * How long a refresh token stays good without being used (users-permissions' idle refresh lifespan,
 * in seconds; every refresh starts it again). The refresh and XSRF cookies live exactly as long, so a
 * member who closes the browser is still signed in when they come back (docs/decisions/security/session-tokens.md).
 */
const IDLE_REFRESH_SECONDS = 14 * 24 * 60 * 60;

/**
 * UPLOAD_PROVIDER=aws-s3: uploads go to object storage (any S3 API) instead of this instance's disk,
 * so every instance serves every picture. Their URLs stay `/uploads/<file>` (S3_PUBLIC_URL), which
 * the proxy in front (deploy/nginx) serves from the bucket: same origin for the app, its CSP and its
 * service worker. S3_ACL=none for buckets whose ACLs are disabled (AWS's default since 2023).
 */
function objectStorage(env: Core.Config.Shared.ConfigParams['env']) {
  if (env('UPLOAD_PROVIDER', 'local') !== 'aws-s3') return {};
  const acl = env('S3_ACL', 'public-read');
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env('S3_PUBLIC_URL', '/uploads'),
      rootPath: env('S3_ROOT_PATH', ''),
      s3Options: {
        ...(env('S3_ENDPOINT') ? { endpoint: env('S3_ENDPOINT') } : {}),
        region: env('S3_REGION', 'us-east-1'),
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
        params: { Bucket: env('S3_BUCKET'), ACL: acl === 'none' ? undefined : acl },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Short-lived access tokens; the refresh token lives in an httpOnly cookie that page scripts
      // cannot read, scoped to the auth routes, and is rotated on every refresh.
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
        idleRefreshTokenLifespan: IDLE_REFRESH_SECONDS,
        cookie: {
          maxAge: IDLE_REFRESH_SECONDS * 1000, // koa's cookies count in milliseconds
          name: 'chispa_refresh',
          path: '/api/auth',
          sameSite: 'strict',
          // Secure whenever members reach the app over https (the app server tells Strapi the public
          // protocol in X-Forwarded-Proto); a plain-http APP_URL could not carry a secure cookie.
          secure: env.bool('REFRESH_COOKIE_SECURE', env('APP_URL', '').startsWith('https:')),
        },
      },
      // Its limiter keys on the address alone, so every member behind one address shares a bucket:
      // the `throttle` middleware (config/throttle.ts) counts per client and per account instead.
      ratelimit: { enabled: false },
      register: {
        allowedFields: ['firstName', 'lastName'],
      },
    },
  },
  // Mail over SMTP through Strapi's nodemailer provider; without SMTP_HOST (development only, production
  // refuses to boot) mails go to the development mailbox (src/lib/mailer).
  ...(env('SMTP_HOST')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
              // nodemailer waits up to 2 min to connect and 10 min on a silent socket: a mail server that
              // hangs would hold a payment event's delivery (lifecycle/claim.ts) and a member's request that long.
              connectionTimeout: 10_000,
              greetingTimeout: 10_000,
              socketTimeout: 30_000,
            },
            settings: { defaultFrom: env('MAIL_FROM', 'Chispa <hola@chispa.app>'), defaultReplyTo: env('MAIL_REPLY_TO', env('MAIL_FROM', 'Chispa <hola@chispa.app>')) },
          },
        },
      }
    : {}),
  upload: {
    config: {
      ...objectStorage(env),
      sizeLimit: 3_000_000,
      security: {
        allowedTypes: ['image/*'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  // The campaign view (src/plugins/campaign): figures and exports, corrections, courtesies, verification.
  campaign: { enabled: true, resolve: './src/plugins/campaign' },
});

export default config;
