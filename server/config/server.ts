import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS')! },
  // Where uploads are stored (public/uploads); tests point it at a throwaway folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  webhooks: { populateRelations: false },
});

export default config;
