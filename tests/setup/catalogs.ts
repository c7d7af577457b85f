import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';

/** The compiled catalogs the app serves (npm test compiles them before the unit tests run). */
export function compiledCatalog(language: 'es' | 'en'): Messages {
  const file = join(process.cwd(), 'public', 'locales', language, 'messages.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { messages: Messages }).messages;
}
