// A small closed-loop load generator: `connections` workers on keep-alive sockets send requests
// back to back for `seconds`, recording each latency, so p95 is exact (not a histogram bucket).
import http from 'node:http';

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

/** @returns {{ requests: number, rps: number, p50: number, p95: number, errors: number }} */
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
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}
