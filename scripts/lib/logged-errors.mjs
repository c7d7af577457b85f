// The errors a Strapi log holds, for a test run to show why a request answered 500 on a machine
// whose server folder is gone by the time anyone reads the report. Reads both of Strapi's formats:
// its readable lines (development) and JSON lines (LOG_FORMAT=json, production).
import { stripVTControlCharacters } from 'node:util';

const ENTRY = /^\[\d{4}-\d\d-\d\d [\d:.]+\] (\w+):/;

/**
 * A JSON log line as a readable entry (`[time] level: msg` and its stack's lines), or null.
 * @param {string} line
 * @returns {{ level: string, lines: string[] } | null}
 */
function jsonEntry(line) {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line);
    const stack = typeof entry.err?.stack === 'string' ? entry.err.stack.split('\n') : [];
    return { level: String(entry.level), lines: [`[${entry.time}] ${entry.level}: ${entry.msg}`, ...stack] };
  } catch {
    return null;
  }
}

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
    const json = jsonEntry(line);
    const level = json ? json.level : ENTRY.exec(line)?.[1];
    if (level !== undefined) {
      current = level === 'error' ? (json ? json.lines.slice(0, linesPerEntry) : [line]) : null;
      if (current) entries.push(current);
    } else if (current && current.length < linesPerEntry && line.trim() !== '') current.push(line);
  }
  return entries.slice(-limit).map((lines) => lines.join('\n'));
}
