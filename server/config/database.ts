import path from 'path';
import type { Core } from '@strapi/strapi';
import { setUpSqliteConnection } from '../src/lib/operations/sqlite-connection';

type Client = 'sqlite' | 'postgres';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite') as Client;
  if (client !== 'sqlite' && client !== 'postgres') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}": use "sqlite" (default) or "postgres".`);
  }

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'chispa'),
          user: env('DATABASE_USERNAME', 'chispa'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  // Compiled config lives in dist/config, so the server folder is two levels up.
  const filename = env('DATABASE_FILENAME') || '.tmp/data.db';
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(__dirname, '..', '..', filename) },
      useNullAsDefault: true,
      pool: { afterCreate: setUpSqliteConnection },
    },
  };
};

export default config;
