// The errors a Strapi log holds, for a test run to show why a request answered 500 on a machine
// whose server folder is gone by the time anyone reads the report.
import { stripVTControlCharacters } from 'node:util';

const ENTRY = /^\[\d{4}-\d\d-\d\d [\d:.]+\] (\w+):/;

/**
 * Each `error` entry of a log (its line and the stack lines under it), the last `limit` of them.
 * @param {string} log
 * @param {{ limit?: number, linesPerEntry?: number }} [options]
 * @returns {string[]}
 */
export function loggedErrors(log, { limit = 20, linesPerEntry = 12 } = {}) {
  const entries = [];
  let current = null;
  for (const line of stripVTControlCharacters(log).split('\n')) {
    const level = ENTRY.exec(line)?.[1];
    if (level !== undefined) {
      current = level === 'error' ? [line] : null;
      if (current) entries.push(current);
    } else if (current && current.length < linesPerEntry && line.trim() !== '') current.push(line);
  }
  return entries.slice(-limit).map((lines) => lines.join('\n'));
}
