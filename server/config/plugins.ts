import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Short-lived access tokens; the refresh token lives in an httpOnly cookie that page scripts
      // cannot read, scoped to the auth routes, and is rotated on every refresh.
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
        cookie: {
          name: 'chispa_refresh',
          path: '/api/auth',
          sameSite: 'strict',
          secure: env.bool('REFRESH_COOKIE_SECURE', env('NODE_ENV') === 'production'),
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
  upload: {
    config: {
      sizeLimit: 3_000_000,
      security: {
        allowedTypes: ['image/*'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});

export default config;
