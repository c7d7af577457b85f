// Creates server/.env with fresh random secrets the first time the server is started in development.
// The file is git-ignored: secrets never enter the repository. It is marked as development's, so
// that a production boot that reads it by mistake refuses (server/src/lib/production-settings.ts).
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverDir } from './paths.mjs';
import { newVapidKeys } from './vapid-keys.mjs';

const MARKER = 'CHISPA_DEVELOPMENT_SECRETS=true';
const secret = () => randomBytes(24).toString('base64');

export function ensureServerEnv() {
  const file = join(serverDir, '.env');
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    if (!/^CHISPA_DEVELOPMENT_SECRETS=/m.test(text)) appendFileSync(file, `\n${MARKER}\n`);
    // Files made before web push get their key pair once.
    else if (!/^VAPID_PUBLIC_KEY=/m.test(text)) appendFileSync(file, `\n${vapidLines().join('\n')}\n`);
    // Files made before verification get its secret once.
    if (!/^VERIFICATION_SECRET=/m.test(text)) appendFileSync(file, `\nVERIFICATION_SECRET=${secret()}\n`);
    return file;
  }
  const lines = [
    '# Generated on first start of development. Keep it out of git; delete it to rotate every secret.',
    "# No OPERATOR_*: development runs on the demo operator's identity, marked (ejemplo) (docs/deployment.md).",
    MARKER,
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    `VERIFICATION_SECRET=${secret()}`,
    ...vapidLines(),
  ];
  writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
  return file;
}

const vapidLines = () => Object.entries(newVapidKeys()).map(([name, value]) => `${name}=${value}`);
