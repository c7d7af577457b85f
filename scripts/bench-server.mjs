// The server figure of `npm run bench`: throughput and p95 latency at 10 concurrent connections on
// localhost for the project list and for a vote, against a no-op route on the same server.
import { buildServer } from './lib/builds.mjs';
import { joinAsNewMember } from './lib/join.mjs';
import { load } from './lib/load.mjs';
import { ensureServerEnv } from './lib/server-env.mjs';
import { startThrowawayServer } from './lib/server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const PROJECT_LIST_BUDGET = 3; // p95 of the project list within 3× the floor's p95

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function benchMember(base) {
  const { email, password } = await joinAsNewMember(base);
  const { jwt } = await json(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  return jwt;
}

export async function benchServer() {
  ensureServerEnv();
  await buildServer();
  // Demo content and the development mailbox; many requests from one address.
  const server = await startThrowawayServer({ env: { THROTTLE_SCALE: '1000' } });
  try {
    const token = await benchMember(server.url);
    const projects = (await json(`${server.url}/api/projects?locale=es`)).data;
    const open = projects.find((p) => p.name.startsWith('Huertos'));
    const vote = JSON.stringify({ data: { support: 1, project: open.documentId } });
    const voteOptions = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Content-Length': Buffer.byteLength(vote) },
      body: vote,
    };
    await json(`${server.url}/api/user-project-supports`, { method: 'POST', headers: voteOptions.headers, body: vote });

    const results = {
      floor: await load(`${server.url}/api/ping`, { seconds: SECONDS }),
      projects: await load(`${server.url}/api/projects?populate=all&locale=es`, { seconds: SECONDS }),
      vote: await load(`${server.url}/api/user-project-supports`, { seconds: SECONDS, ...voteOptions }),
    };
    return results;
  } finally {
    await server.stop();
  }
}
