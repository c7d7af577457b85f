import type { Core } from '@strapi/strapi';
import { logsAsJson } from '../src/lib/logging/json-logger';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // How many proxies of our own stand in front of Strapi. 0 (default): X-Forwarded-For is ignored
  // and the client is the socket's address. N: only the right-most N entries count (each proxy
  // appends the address it saw), so whatever a client writes into the header itself changes nothing.
  const trustedProxies = env.int('TRUST_PROXY', 0);
  const json = logsAsJson({ LOG_FORMAT: env('LOG_FORMAT', ''), NODE_ENV: env('NODE_ENV', 'development') });
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    app: { keys: env.array('APP_KEYS')! },
    proxy: { koa: trustedProxies > 0, maxIpsCount: trustedProxies, ipHeader: 'X-Forwarded-For' },
    // Where uploads are stored (public/uploads); tests point it at a throwaway folder.
    dirs: { public: env('PUBLIC_DIR', './public') },
    webhooks: { populateRelations: false },
    // JSON logs hold JSON lines only: Strapi's startup banner and update box (printed on the console,
    // not through its logger) are left out.
    logger: { startup: { enabled: !json }, updates: { enabled: !json } },
  };
};

export default config;
