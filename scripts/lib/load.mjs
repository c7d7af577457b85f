// The benches' one load generator: autocannon, closed loop (`connections` keep-alive sockets sending
// back to back), with every response's latency kept so percentiles are exact (not a histogram bucket)
// and computed by one formula for every bench.
import autocannon from 'autocannon';

/** The nearest-rank percentile of sorted latencies: the smallest value at or above p% of them. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * @typedef {{ method?: string, headers?: Record<string, string | number>, body?: string }} LoadRequest
 * @typedef {{ requests: number, rps: number, p50: number, p95: number, p99: number, errors: number }} LoadResult
 */

/**
 * One autocannon run; an answer of 400 or more, a timeout or a socket error is an error.
 * @param {Record<string, unknown>} options autocannon's
 * @returns {Promise<LoadResult>}
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let refused = 0;
    // Timed from the start to the last answer: autocannon ends (and times) a run on its one-second
    // ticks, so a run of a fixed number of requests would count up to a second of idling.
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const seconds = (lastAnswer - started) / 1000;
      resolve({
        requests: latencies.length,
        rps: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        errors: refused + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      lastAnswer = performance.now();
      if (status >= 400) refused += 1;
      latencies.push(ms);
    });
  });
}

/**
 * autocannon's request from ours: a body as text, headers as strings.
 * @param {LoadRequest} [request]
 */
const asRequest = ({ method = 'GET', headers = {}, body } = {}) => ({
  method,
  headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  ...(body === undefined ? {} : { body }),
});

/**
 * `request` (or, per request, what `each()` makes of it: a member's token, a new key) to `url`
 * for `seconds`, after `warmupSeconds` not counted.
 * @param {string} url
 * @param {LoadRequest & { connections?: number, seconds?: number, warmupSeconds?: number, each?: (request: object) => object }} [options]
 * @returns {Promise<LoadResult>}
 */
export async function load(url, { connections = 10, seconds = 10, warmupSeconds = 2, each, ...request } = {}) {
  const requests = [{ ...asRequest(request), ...(each ? { setupRequest: each } : {}) }];
  if (warmupSeconds > 0) await run({ url, connections, duration: warmupSeconds, requests });
  return run({ url, connections, duration: seconds, requests });
}

/**
 * Sends each of `requests` exactly once to `url`, `connections` at a time, back to back: for work
 * that cannot be repeated, such as fresh votes.
 * @param {string} url
 * @param {LoadRequest[]} requests
 * @param {{ connections?: number }} [options]
 * @returns {Promise<LoadResult>}
 */
export function loadEach(url, requests, { connections = 10 } = {}) {
  let next = 0;
  return run({
    url,
    connections: Math.min(connections, requests.length),
    amount: requests.length,
    requests: [{ setupRequest: (request) => ({ ...request, ...asRequest(requests[next++]) }) }],
  });
}
