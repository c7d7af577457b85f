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
      ratelimit: {
        enabled: env.bool('AUTH_RATELIMIT_ENABLED', true),
        interval: 60000,
        max: env.int('AUTH_RATELIMIT_MAX', 10),
      },
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
