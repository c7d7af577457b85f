// What the member reads, taken from the Spanish catalog itself: the tests follow its wording.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let messages: Map<string, string> | undefined;

function catalog() {
  if (messages) return messages;
  const po = readFileSync(join(process.cwd(), 'src', 'locales', 'es.po'), 'utf8');
  messages = new Map();
  for (const [, id, text] of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) messages.set(id!, JSON.parse(`"${text}"`) as string);
  return messages;
}

/** The Spanish text of a message id, or undefined when the catalog does not have it. */
export const spanish = (id: string) => catalog().get(id);

/** The Spanish text of a message id the test needs: a missing one fails here, by name. */
export function spanishOf(id: string) {
  const text = spanish(id);
  if (text === undefined) throw new Error(`src/locales/es.po has no message ${id}`);
  return text;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
