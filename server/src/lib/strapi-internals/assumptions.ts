import type { Core, UID } from '@strapi/strapi';
import { createField } from '@strapi/database/dist/fields/index.js';
import { DRAW_UID } from '../draws/model';
import { memberToken } from '../member-auth/member-token-strategy';
import { engineOf, OWN_TABLES } from './database';
import { linkOf, metaOf, pictureLink, USERS, type JoinTable } from './metadata';
import { memberSessions } from './member-sessions';

/**
 * What our fast paths take for granted about Strapi's private structure, checked at every boot: a
 * Strapi upgrade that changes one of them stops the server with the assumption's name, instead of
 * writing rows Strapi no longer reads or authenticating members with a strategy nobody calls.
 * Who relies on each: this folder's modules (member records, the member's row, role and picture,
 * the queries/ of votes, DIDs records, entries and sign-ups, the catalogue's fingerprint).
 */
export type Assumption = { name: string; check(strapi: Core.Strapi): Promise<string | null> };

/** The types whose rows and member links we read or write with our own SQL. */
export const MEMBER_RECORD_TYPES: UID.ContentType[] = [
  'api::user-project-support.user-project-support',
  'api::did-record.did-record',
  'api::participation.participation',
  'api::form-participation.form-participation',
];
/** Push subscriptions: the push queue's insert reads them and their member link (queries/push-queue.ts). */
const PUSH_SUBSCRIPTION: UID.ContentType = 'api::push-subscription.push-subscription';
const OWN_SQL_TYPES: UID.ContentType[] = [...MEMBER_RECORD_TYPES, DRAW_UID, USERS, PUSH_SUBSCRIPTION];
/** The members' table our SQL locks and joins (users-permissions' own name for it). */
const MEMBERS_TABLE = 'up_users';
/** Strapi's system attributes and their columns, which our SQL writes on every member record and reads by these names. */
const SYSTEM_COLUMNS: Record<string, string> = { documentId: 'document_id', createdAt: 'created_at', updatedAt: 'updated_at', publishedAt: 'published_at' };
/** The session manager's methods the server calls (member-sessions.ts, access-tokens.ts). */
const SESSION_METHODS = ['validateAccessToken', 'validateRefreshToken', 'revokeSessionById', 'invalidateRefreshToken'];

type RegisteredRoute = { method?: string; path?: string; config?: { auth?: { strategies?: unknown[]; scope?: string[] } } };
const VOTE_SCOPE = 'api::user-project-support.user-project-support.create';

async function columnsOf(strapi: Core.Strapi, table: string): Promise<Set<string>> {
  return new Set(Object.keys(await strapi.db.connection(table).columnInfo()));
}

/** Each column the metadata names for a type's own fields is in its table, with Strapi's system columns. */
async function tableMatchesMetadata(strapi: Core.Strapi, uid: UID.ContentType): Promise<string | null> {
  const meta = metaOf(strapi, uid);
  if (!meta?.tableName || !meta.attributes) return `${uid} has no table in Strapi's metadata`;
  const columns = await columnsOf(strapi, meta.tableName);
  if (columns.size === 0) return `${uid}'s table "${meta.tableName}" does not exist`;
  const system = MEMBER_RECORD_TYPES.includes(uid) ? ['id', ...Object.values(SYSTEM_COLUMNS)] : ['id'];
  const expected = [...system, ...Object.values(meta.attributes).flatMap((attribute) => (attribute.columnName && !attribute.joinTable ? [attribute.columnName] : []))];
  const missing = expected.filter((column) => !columns.has(column));
  return missing.length ? `${uid}'s table "${meta.tableName}" lacks the column(s) ${missing.join(', ')}` : null;
}

/** A member's record is linked to the member through a join table with the columns the metadata names. */
async function memberLinkMatchesMetadata(strapi: Core.Strapi, uid: UID.ContentType): Promise<string | null> {
  const link = metaOf(strapi, uid)?.attributes?.user?.joinTable as Partial<JoinTable> | undefined;
  const names = [link?.name, link?.joinColumn?.name, link?.inverseJoinColumn?.name];
  if (!link || names.some((name) => !name)) return `${uid}.user is not a relation through a join table`;
  const columns = await columnsOf(strapi, link.name!);
  const expected = [link.joinColumn!.name!, link.inverseJoinColumn!.name!, ...(link.inverseOrderColumnName ? [link.inverseOrderColumnName] : [])];
  const missing = expected.filter((column) => !columns.has(column));
  return missing.length ? `${uid}.user's join table "${link.name}" lacks the column(s) ${missing.join(', ')}` : null;
}

/** The keys insertMemberRecord's `unlessTaken` writes against: `on conflict` needs a unique index on each. */
export const UNIQUE_KEYS: Array<{ uid: UID.ContentType; attribute: string }> = [
  { uid: 'api::user-project-support.user-project-support', attribute: 'voteKey' },
  { uid: 'api::did-record.did-record', attribute: 'eventKey' },
];

type Inspector = { getIndexes?(table: string): Promise<Array<{ columns: string[]; type?: string }>> };

/** The database holds a unique index on exactly the key's column (declared in the type's schema.json `indexes`). */
async function keyIsUnique(strapi: Core.Strapi, uid: UID.ContentType, attribute: string): Promise<string | null> {
  const meta = metaOf(strapi, uid);
  const column = meta?.attributes?.[attribute]?.columnName;
  const inspector = (strapi.db.dialect as unknown as { schemaInspector?: Inspector }).schemaInspector;
  if (!meta?.tableName || !column) return `${uid}.${attribute} has no column in Strapi's metadata`;
  if (typeof inspector?.getIndexes !== 'function') return "the dialect's schema inspector has no getIndexes()";
  const indexes = await inspector.getIndexes(meta.tableName);
  const unique = indexes.some((index) => index.type === 'unique' && index.columns.length === 1 && index.columns[0] === column);
  return unique ? null : `"${meta.tableName}"."${column}" has no unique index (Strapi no longer makes the content type's \`indexes\`?)`;
}

export const ASSUMPTIONS: Assumption[] = [
  {
    name: `the members' table is "${MEMBERS_TABLE}"`,
    async check(strapi) {
      const table = metaOf(strapi, USERS)?.tableName;
      return table === MEMBERS_TABLE ? null : `${USERS}'s table is "${table}", not "${MEMBERS_TABLE}"`;
    },
  },
  ...MEMBER_RECORD_TYPES.map((uid) => ({
    name: `system columns of ${uid}`,
    async check(strapi: Core.Strapi) {
      const attributes = metaOf(strapi, uid)?.attributes ?? {};
      const wrong = Object.entries(SYSTEM_COLUMNS).filter(([attribute, column]) => attributes[attribute]?.columnName !== column);
      return wrong.length ? `${uid}'s metadata names other columns for ${wrong.map(([attribute]) => attribute).join(', ')}` : null;
    },
  })),
  {
    name: 'the database engine is PostgreSQL or SQLite',
    async check(strapi) {
      const client = String(strapi.db.dialect.client);
      return client === engineOf(strapi) ? null : `the dialect is "${client}", which engineOf (database.ts) does not know`;
    },
  },
  {
    name: "Strapi's field conversions (@strapi/database's fields), which our SQL's rows are read with",
    async check() {
      const read = (type: string, value: unknown) => createField({ type } as Parameters<typeof createField>[0]).fromDB(value);
      const iso = '2026-11-26T10:00:00.000Z';
      const ok = read('boolean', 1) === true && read('decimal', '12.5') === 12.5 && read('datetime', Date.parse(iso)) === iso && JSON.stringify(read('json', '{"a":1}')) === '{"a":1}';
      return ok ? null : 'createField(…).fromDB no longer reads booleans, decimals, date-times or JSON as before';
    },
  },
  ...OWN_SQL_TYPES.map((uid) => ({ name: `table of ${uid}`, check: (strapi: Core.Strapi) => tableMatchesMetadata(strapi, uid) })),
  ...[...MEMBER_RECORD_TYPES, PUSH_SUBSCRIPTION].map((uid) => ({ name: `member link of ${uid}`, check: (strapi: Core.Strapi) => memberLinkMatchesMetadata(strapi, uid) })),
  ...UNIQUE_KEYS.map(({ uid, attribute }) => ({ name: `unique ${uid}.${attribute}`, check: (strapi: Core.Strapi) => keyIsUnique(strapi, uid, attribute) })),
  {
    name: 'our migrations ran (database/migrations, before the schema sync)',
    async check(strapi) {
      const missing = [];
      for (const table of OWN_TABLES) if (!(await strapi.db.connection.schema.hasTable(table))) missing.push(table);
      return missing.length ? `the table(s) ${missing.join(', ')} are missing (is database.settings.runMigrations off?)` : null;
    },
  },
  {
    name: "a route's own authentication strategies, kept when Strapi registers it",
    async check(strapi) {
      const routers = Object.values((strapi.api('user-project-support') as unknown as { routes: Record<string, { routes?: RegisteredRoute[] }> }).routes);
      const vote = routers.flatMap((router) => router.routes ?? []).find((route) => route.method === 'POST' && route.path === '/user-project-supports');
      const auth = vote?.config?.auth;
      if (!vote) return 'the vote route (POST /user-project-supports) is not registered';
      if (auth?.strategies?.[0] !== memberToken) return 'the vote route no longer lists the member-token strategy first (config.auth.strategies)';
      return auth.scope?.includes(VOTE_SCOPE) ? null : `the vote route's scope is not ${VOTE_SCOPE}`;
    },
  },
  {
    name: "users-permissions' session manager",
    async check(strapi) {
      const manager = memberSessions(strapi) as unknown as Record<string, unknown> | undefined;
      const missing = SESSION_METHODS.filter((method) => typeof manager?.[method] !== 'function');
      return missing.length ? `strapi.sessionManager('users-permissions') lacks ${missing.join(', ')}` : null;
    },
  },
  {
    name: "users-permissions' member and role link",
    async check(strapi) {
      const link = (() => {
        try {
          return linkOf(strapi, USERS, 'role');
        } catch {
          return null;
        }
      })();
      if (!link?.table || !link.record || !link.other) return 'plugin::users-permissions.user.role is not a relation through a join table';
      const columns = await columnsOf(strapi, link.table);
      const missing = [link.record, link.other].filter((column) => !columns.has(column));
      return missing.length ? `the role's join table "${link.table}" lacks the column(s) ${missing.join(', ')}` : null;
    },
  },
  {
    name: "the upload plugin's link between a file and what it pictures (a member's image)",
    async check(strapi) {
      const link = pictureLink(strapi);
      if (!link?.name || !link.joinColumn?.name || !link.morphColumn?.idColumn?.name || !link.morphColumn?.typeColumn?.name) {
        return 'plugin::upload.file.related is not a morph relation through a link table';
      }
      const columns = await columnsOf(strapi, link.name);
      const missing = [link.joinColumn.name, link.morphColumn.idColumn.name, link.morphColumn.typeColumn.name, 'field', 'order'].filter((column) => !columns.has(column));
      return missing.length ? `the link table "${link.name}" lacks the column(s) ${missing.join(', ')}` : null;
    },
  },
];

/** Runs every check; throws one error naming each assumption that no longer holds. */
export async function checkStrapiAssumptions(strapi: Core.Strapi, assumptions: Assumption[] = ASSUMPTIONS) {
  const broken: string[] = [];
  for (const assumption of assumptions) {
    const problem = await assumption.check(strapi).catch((error: unknown) => `the check failed: ${error instanceof Error ? error.message : String(error)}`);
    if (problem) broken.push(`- ${assumption.name}: ${problem}`);
  }
  if (broken.length) {
    throw new Error(
      `Chispa cannot start: this Strapi no longer matches what its fast paths rely on (server/src/lib/strapi-internals/assumptions.ts). ` +
        `Check the upgrade's changes before adapting the code:\n${broken.join('\n')}`,
    );
  }
}
