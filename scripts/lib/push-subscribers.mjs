// Members with push subscriptions written straight into a server's database, in bulk, for the
// push queue's test and benchmark: joining 300,000 devices one request at a time would take hours,
// and what is measured is the sending. The rows are what the server itself writes (Strapi's tables).
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// knex writes a multi-row insert on SQLite as a compound SELECT, of at most 500 terms.
const CHUNK = 400;
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));

/**
 * A knex connection to a server's database, from its DATABASE_* settings (the server's own knex and drivers).
 * @param {Record<string, string | undefined>} env
 */
export function serverDatabase(env) {
  const knex = requireFromServer('knex');
  if (env.DATABASE_CLIENT !== 'postgres') return knex({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME }, useNullAsDefault: true });
  return knex({
    client: 'pg',
    connection: { host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD, database: env.DATABASE_NAME },
    pool: { min: 0, max: 4 },
  });
}

const documentId = () => randomUUID().replaceAll('-', '').slice(0, 24);

/** Inserts `rows` in chunks, and answers the ids of the rows whose `key` column is among theirs. */
async function insertAll(db, table, rows, key) {
  for (let start = 0; start < rows.length; start += CHUNK) await db(table).insert(rows.slice(start, start + CHUNK));
  const ids = new Map();
  const keys = rows.map((row) => row[key]);
  for (let start = 0; start < keys.length; start += CHUNK) {
    for (const row of await db(table).whereIn(key, keys.slice(start, start + CHUNK)).select('id', key)) ids.set(row[key], Number(row.id));
  }
  return ids;
}

/**
 * `count` devices, `perMember` per member (the server keeps at most 5), each subscribed to `topics`
 * at `endpointOf(i)`, with `keys`. `voteOn`: a project each member voted on, and follows (its results' audience).
 * Answers each device's member id, in order.
 * @param {import('../../server/node_modules/knex/types/index').Knex} db
 * @param {{ count: number, perMember?: number, endpointOf: (i: number) => string, keys: { p256dh: string, auth: string }, topics: string[], locale?: string, voteOn?: string, tag?: string }} options
 */
export async function insertPushSubscribers(db, { count, perMember = 5, endpointOf, keys, topics, locale = 'es', voteOn, tag = randomUUID().slice(0, 8) }) {
  const now = new Date();
  const members = Math.ceil(count / perMember);
  const users = Array.from({ length: members }, (_, n) => {
    const email = `push-${tag}-${n}@chispa.test`;
    return { document_id: documentId(), username: email, email, provider: 'local', confirmed: true, blocked: false, user_type: 'default', created_at: now, updated_at: now };
  });
  const userIds = await insertAll(db, 'up_users', users, 'email');
  const memberOf = (i) => userIds.get(users[Math.floor(i / perMember)].email);
  const devices = Array.from({ length: count }, (_, i) => {
    const endpoint = endpointOf(i);
    return {
      document_id: documentId(),
      endpoint_hash: createHash('sha256').update(endpoint).digest('hex'),
      endpoint,
      p_256_dh: keys.p256dh,
      auth: keys.auth,
      topics: JSON.stringify(topics),
      locale,
      device_id: randomUUID(),
      created_at: now,
      updated_at: now,
    };
  });
  const deviceIds = await insertAll(db, 'push_subscriptions', devices, 'endpoint_hash');
  const links = devices.map((device, i) => ({ push_subscription_id: deviceIds.get(device.endpoint_hash), user_id: memberOf(i) }));
  for (let start = 0; start < links.length; start += CHUNK) await db('push_subscriptions_user_lnk').insert(links.slice(start, start + CHUNK));
  if (voteOn) {
    const votes = users.map((user) => ({ document_id: documentId(), support: 1, project_document_id: voteOn, vote_key: `${userIds.get(user.email)}:${voteOn}`, created_at: now, updated_at: now }));
    const voteIds = await insertAll(db, 'user_project_supports', votes, 'vote_key');
    const voteLinks = users.map((user, n) => ({ user_project_support_id: voteIds.get(votes[n].vote_key), user_id: userIds.get(user.email) }));
    for (let start = 0; start < voteLinks.length; start += CHUNK) await db('user_project_supports_user_lnk').insert(voteLinks.slice(start, start + CHUNK));
    // As the vote path does: each voter follows the project (results go to its followers).
    const follows = users.map((user) => ({ user_id: userIds.get(user.email), project: voteOn, following: true, source: 'vote', changed_at: now.getTime() }));
    for (let start = 0; start < follows.length; start += CHUNK) await db('chispa_follows').insert(follows.slice(start, start + CHUNK));
  }
  return devices.map((_, i) => memberOf(i));
}
