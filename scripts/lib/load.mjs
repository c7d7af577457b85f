// A small closed-loop load generator: `connections` workers on keep-alive sockets send requests
// back to back for `seconds`, recording each latency, so p95 is exact (not a histogram bucket).
import http from 'node:http';

/**
 * @param {http.Agent} agent
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string | number>, body?: string }} options
 */
function request(agent, url, { method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const summary = (latencies, errors, elapsed) => {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
};

/**
 * Sends each of `requests` once ({ method, headers, body } each, all to `url`), `connections` at a
 * time, back to back: for work that cannot be repeated, such as fresh votes.
 * @returns {Promise<{ requests: number, rps: number, p50: number, p95: number, errors: number }>}
 */
export async function loadEach(url, requests, { connections = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests.length) {
        const { status, ms } = await request(agent, url, requests[next++]);
        if (status >= 400) errors += 1;
        latencies.push(ms);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return summary(latencies, errors, elapsed);
}

/**
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, warmupSeconds?: number, method?: string, headers?: Record<string, string | number>, body?: string }} [options]
 * @returns {Promise<{ requests: number, rps: number, p50: number, p95: number, errors: number }>}
 */
export async function load(url, { connections = 10, seconds = 10, warmupSeconds = 2, ...options } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run = async (duration, record) => {
    const deadline = Date.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) record(await request(agent, url, options));
      }),
    );
  };
  await run(warmupSeconds, () => {});
  const latencies = [];
  let errors = 0;
  const started = Date.now();
  await run(seconds, ({ status, ms }) => {
    if (status >= 400) errors += 1;
    latencies.push(ms);
  });
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return summary(latencies, errors, elapsed);
}
