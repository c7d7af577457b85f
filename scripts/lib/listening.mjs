// Which local addresses listen on some TCP ports (`ss -ltn`): tests check that a stack stays on loopback.
import { execFileSync } from 'node:child_process';

/**
 * @param {Array<number | string>} ports
 * @returns {string[]} e.g. ['127.0.0.1:4173'], sorted
 */
export function listeningAddresses(ports) {
  const wanted = ports.map(String);
  return execFileSync('ss', ['-Hltn'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[3] ?? '')
    .filter((local) => wanted.includes(local.slice(local.lastIndexOf(':') + 1)))
    .sort();
}
