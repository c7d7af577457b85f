// Creates server/.env with fresh random secrets the first time the server is started.
// The file is git-ignored: secrets never enter the repository.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverDir } from './paths.mjs';

const secret = () => randomBytes(24).toString('base64');

export function ensureServerEnv() {
  const file = join(serverDir, '.env');
  if (existsSync(file)) return file;
  const lines = [
    '# Generated on first start. Keep it out of git; delete it to rotate every secret.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
  ];
  writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
  return file;
}
