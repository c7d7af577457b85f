// The cluster section of `npm run bench` (issue 15): `npm run cluster`'s stack at 1 and 2 Strapi
// instances, loaded through nginx with autocannon: the no-op route (the floor), the project list,
// fresh draw entries (a new idempotency key each) and vote replays. Figures feed docs/scaling.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from './lib/load.mjs';
import { startCluster } from './lib/cluster/index.mjs';
import { call, grantDids, joinMember } from './lib/cluster/members.mjs';
import { freePort } from './lib/server-process.mjs';

const CONNECTIONS = 10;
const SECONDS = 10;
const MEMBERS = 10;

/** The no-warm-up runs of this bench: every instance has served the setup's requests already. */
const measured = (url, options = {}) => load(url, { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 0, ...options });

async function measure(instances) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chispa-bench-cluster-'));
  // The bench plays many members from one address: only the limits' scale changes, not their logic.
  const cluster = await startCluster({ instances, appPort: await freePort(), dataDir, keepData: false, env: { THROTTLE_SCALE: '1000' } });
  try {
    const { body } = await call(cluster, '/api/projects?populate=all&locale=es');
    const huertos = body.data.find((project) => project.name.startsWith('Huertos'));
    const [first] = cluster.instances;
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await joinMember(cluster, first);
      await call(first, '/api/user-project-supports', { method: 'POST', token: member.token, json: { data: { support: 1, project: huertos.documentId } } });
      await grantDids(cluster, member, 10_000_000);
      members.push(member);
    }
    let next = 0;
    const asMember = (request) => {
      const member = members[next++ % members.length];
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${member.token}` } };
    };
    const json = { 'content-type': 'application/json' };
    return {
      floor: await measured(`${cluster.url}/api/ping`),
      projects: await measured(`${cluster.url}/api/projects?populate=all&locale=es`),
      entries: await measured(`${cluster.url}/api/participations`, {
        method: 'POST',
        each: (request) =>
          asMember({ ...request, headers: { ...json, 'idempotency-key': randomUUID() }, body: JSON.stringify({ rewardId: huertos.reward.documentId, amount: 1, locale: 'es' }) }),
      }),
      votes: await measured(`${cluster.url}/api/user-project-supports`, {
        method: 'POST',
        each: (request) => asMember({ ...request, headers: json, body: JSON.stringify({ data: { support: 1, project: huertos.documentId } }) }),
      }),
    };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchCluster() {
  const one = await measure(1);
  const two = await measure(2);
  return { one, two, connections: CONNECTIONS, seconds: SECONDS };
}

export function printCluster({ one, two, connections, seconds }) {
  console.log(`\nCluster through nginx (PostgreSQL, production mode; autocannon, ${connections} connections, ${seconds} s each):`);
  const rows = [
    ['GET /api/ping (no-op floor)', 'floor'],
    ['GET /api/projects?populate=all', 'projects'],
    ['POST /api/participations (fresh)', 'entries'],
    ['POST /api/user-project-supports (replay)', 'votes'],
  ];
  for (const [label, key] of rows) {
    for (const [count, figures] of [[1, one], [2, two]]) {
      const r = figures[key];
      console.log(
        `  ${count} instance${count > 1 ? 's' : ' '} ${label.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.errors} errors  (${(r.rps / figures.floor.rps).toFixed(2)}× floor)`,
      );
    }
  }
  for (const key of ['projects', 'entries', 'votes']) console.log(`  ${key}: 2 instances = ${(two[key].rps / one[key].rps).toFixed(2)}× 1 instance`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  printCluster(await benchCluster());
}
