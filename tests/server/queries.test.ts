import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { newMember, seededProjects, type Member } from './members';

/**
 * Malformed content-API queries (the shapes an attack probe found answering 500) are the client's
 * mistake: a small 400 with a code, fast, for every route, whoever asks. The app's own queries still work.
 */

/** A route, a text field of its model, and (optionally) hostile values for its typed fields. */
type Route = { path: string; field: string; member?: boolean; typed?: string[] };

const PUBLIC: Route[] = [
  { path: '/api/projects', field: 'name', typed: ['filters[voting_end][$eq]=soon', 'filters[voting_start][$gt]=1', 'filters[card_visible][$eq]=maybe', 'filters[description_rt][$lt]=a', 'filters[card_visible][$contains]=t'] },
  { path: '/api/partners', field: 'name' },
  { path: '/api/news', field: 'title', typed: ['filters[date][$gt]=1', 'filters[date][$between][0]=2024-01-01&filters[date][$between][1]=later'] },
  { path: '/api/challenges', field: 'title', typed: ['filters[dids][$gte]=many'] },
  { path: '/api/rewards', field: 'title', typed: ['filters[cost][$lt]=a', 'filters[start_date][$lt]=tomorrow', 'filters[project][id][$in][0]=x'] },
  { path: '/api/banner-configuration', field: 'title' },
  { path: '/api/home-section1', field: 'title' },
];
const MEMBER_LISTS: Route[] = [
  { path: '/api/did-records', field: 'amount', member: true },
  { path: '/api/user-project-supports', field: 'support', member: true },
  { path: '/api/subscriptions', field: 'state', member: true },
  { path: '/api/users/me', field: 'firstName', member: true },
  { path: '/api/participations', field: 'amount', member: true },
  { path: '/api/form-participations', field: 'city', member: true },
];

const terms = (n: number) => Array.from({ length: n }, () => 'id').join(',');

/** Query shapes from the probe's failing list, deduplicated, with the route's own field where one is named. */
const HOSTILE: ((field: string) => string)[] = [
  // an attribute operator with no attribute
  () => 'filters[$eq]=1',
  () => 'filters[$containsi]=a',
  () => 'filters[$in]=1',
  () => 'filters[$null]=a',
  () => 'filters[$between]=1',
  () => 'filters[$startsWith]=a',
  // $between takes exactly two values
  (f) => `filters[${f}][$between]=a`,
  (f) => `filters[${f}][$between][0]=1`,
  () => 'filters[id][$between][0]=a',
  // logical operators: $and/$or a list of conditions, $not a condition
  () => 'filters[$and]=1',
  () => 'filters[$or]=a',
  () => 'filters[$not]=1',
  () => 'filters[$or][0]=1',
  (f) => `filters[$or][${f}]=x`,
  () => 'filters[$and][0][$and]=1',
  () => 'filters[$not][0]=1',
  () => 'filters[$not][0][$not]=1',
  // and not inside an attribute's operators
  (f) => `filters[${f}][$or]=1`,
  (f) => `filters[${f}][$and][0]=x`,
  () => 'filters[id][$or][0]=1',
  // filters is an object of conditions; fields non-empty known names
  () => 'filters[]=1',
  () => 'filters=1',
  () => 'fields=',
  () => 'fields[0]=',
  () => 'fields=nope',
  // sort: a few terms of known fields, asc or desc
  () => `sort=${terms(11)}`,
  () => `sort=${terms(1000)}`,
  (f) => `sort=${f}:sideways`,
  () => 'sort=id,,',
  // values the database cannot cast to the field's type
  () => 'filters[id][$lt]=a',
  () => 'filters[createdAt][$gt]=yesterday',
  () => 'filters[id][$in][0]=1&filters[id][$in][1]=x',
  () => 'filters[id][$startsWith]=1', // LIKE on a number column: PostgreSQL refuses with a 500
  // unknown operators, fields and pagination keys
  (f) => `filters[${f}][$foo]=1`,
  () => 'filters[nope][$eq]=1',
  () => 'populate[nope]=true',
  () => 'pagination[x]=1',
  () => 'pagination[page][x]=1',
];

let member: Member;

const send = (route: Route, query: string) => (route.member ? member.as(`${route.path}?${query}`) : apiClient().call(`${route.path}?${query}`));

/** Refused in well under a second: the old 1,000-term sort cost about a second of CPU, more terms a 500 after 1.8 s. */
const FAST_MS = 500;

beforeAll(async () => {
  member = await newMember();
  // A first answer and a first refusal per route warm Strapi's code paths up: timings measure the refusal, not the JIT.
  for (const route of [...PUBLIC, ...MEMBER_LISTS]) await Promise.all([send(route, ''), send(route, 'filters=1')]);
});

describe('malformed queries are refused with 400 query.invalid, small and fast', () => {
  const cases = [...PUBLIC, ...MEMBER_LISTS].flatMap((route) => [
    ...HOSTILE.map((shape) => [route.path, shape(route.field), route] as const),
    ...(route.typed ?? []).map((query) => [route.path, query, route] as const),
  ]);

  it('covers at least 60 requests', () => expect(cases.length).toBeGreaterThanOrEqual(60));

  it.each(cases)('%s?%s', async (_path, query, route) => {
    const started = performance.now();
    const { status, body } = await send(route, query);
    const elapsed = performance.now() - started;
    expect(status, JSON.stringify(body)?.slice(0, 300)).toBe(400);
    expect(body.error.details.code).toBe('query.invalid');
    expect(JSON.stringify(body).length).toBeLessThan(1024);
    expect(elapsed).toBeLessThan(FAST_MS);
  });
});

/** The attack probe's whole query fuzz (p10-fuzz.mjs), on the public lists: nothing answers 5xx. */
function probeFuzz(): string[] {
  const ops = ['$eq', '$eqi', '$ne', '$nei', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$contains', '$notContains', '$containsi', '$notContainsi', '$null', '$notNull', '$between', '$startsWith', '$startsWithi', '$endsWith', '$endsWithi', '$or', '$and', '$not', '$regex', '$foo'];
  const queries: string[] = [];
  for (const op of ops) for (const v of ['1', 'a']) queries.push(`filters[name][${op}]=${v}`, `filters[${op}]=${v}`, `filters[id][${op}][0]=${v}`);
  for (const op of ['$or', '$and', '$not']) queries.push(`filters[${op}][0]=1`, `filters[${op}][0][name]=x`, `filters[${op}][name]=x`, `filters[${op}][0][${op}]=1`, `filters[name][${op}][0]=x`);
  for (const s of ['name:asc', 'name:sideways', 'nope', 'name,,', ':', 'name:asc:desc', 'partner.name', 'partner', 'mainImage', 'id:desc,name']) queries.push(`sort=${encodeURIComponent(s)}`, `sort[0]=${encodeURIComponent(s)}`, `sort[name]=${s}`);
  for (const p of ['*', '**', 'partner', 'partner.projects', 'mainImage.related', 'nope', '', 'partner,reward', '[object Object]']) queries.push(`populate=${encodeURIComponent(p)}`, `populate[0]=${encodeURIComponent(p)}`, `populate[${p}]=true`, `populate[${p}][fields][0]=x`);
  for (const pg of ['page=0', 'page=-1', 'pageSize=0', 'pageSize=-1', 'limit=0', 'start=-1', 'page=1e9', 'pageSize=1e9', 'page=a', 'withCount=a', 'page[x]=1']) queries.push(`pagination[${pg.split('=')[0]}]=${pg.split('=')[1]}`);
  for (const f of ['*', 'id', 'nope', '', 'name,nope']) queries.push(`fields=${f}`, `fields[0]=${f}`, `fields[x]=${f}`);
  queries.push('locale=', 'locale[0]=es', 'locale=../../', 'filters=1', 'filters[]=1', 'populate[partner][populate][projects][populate][partner][populate][projects]=*');
  return queries;
}

describe('the probe’s query fuzz', () => {
  it.each(['/api/projects', '/api/partners'])('never answers 5xx on %s, and refuses with a code', async (path) => {
    const client = apiClient();
    const answers: [string, Awaited<ReturnType<typeof client.call>>][] = [];
    for (const query of probeFuzz()) answers.push([query, await client.call(`${path}?${query}`)]);
    const faults = answers.filter(([, { status }]) => status >= 500).map(([query, { status }]) => `${query} → ${status}`);
    expect(faults).toEqual([]);
    const uncoded = answers.filter(([, { status, body }]) => status >= 400 && typeof body?.error?.details?.code !== 'string');
    expect(uncoded.map(([query]) => query)).toEqual([]);
  });
});

describe('the app’s own queries still answer 200', () => {
  let project: string;
  let reward: string;
  beforeAll(async () => {
    const projects = await seededProjects();
    const withReward = Object.values(projects).find((p) => p.reward);
    project = withReward!.documentId;
    reward = withReward!.reward!.documentId;
  });

  const guest = (path: string) => apiClient().call(path);

  it.each([
    '/api/projects?populate=all&pagination[limit]=100',
    '/api/projects?populate=all&locale=es',
    '/api/partners?limit=100&offset=0&sort=name',
    '/api/partners?limit=100&offset=0&sort=name&filters[name][$containsi]=a',
    '/api/news?populate=all&sort=date:desc&pagination[limit]=3',
    '/api/challenges?populate=all',
    '/api/rewards?populate=all',
    '/api/banner-configuration?populate=all',
    '/api/home-section1?populate=all',
    '/api/home-section2?populate=all',
    '/api/projects?filters[$or][0][name][$containsi]=huerto&filters[$or][1][subtitle][$containsi]=huerto',
    '/api/projects?filters[$and][0][currentstatus][$in][0]=published&filters[$and][0][currentstatus][$in][1]=ongoing',
    '/api/projects?filters[$not][name][$null]=true&filters[partner][name][$notNull]=true',
    '/api/projects?filters[id][$between][0]=1&filters[id][$between][1]=1000&fields[0]=name&sort[0]=name:asc',
    '/api/projects?filters[reward][cost][$gte]=0&sort=partner.name:desc,name&fields=name,subtitle',
    '/api/rewards?populate[project][fields][0]=name&pagination[page]=1&pagination[pageSize]=5',
    '/api/projects?filters[name][$startsWith]=H&filters[description_rt][$containsi]=a&filters[voting_end][$gte]=2020-01-01',
    '/api/rewards?filters[start_date][$lte]=2030-01-01T00:00:00.000Z&filters[cost][$in][0]=5&filters[cost][$in][1]=10',
  ])('%s', async (path) => {
    const { status, body } = await guest(path);
    expect(status, JSON.stringify(body)?.slice(0, 300)).toBe(200);
  });

  it('a project, a partner, a reward and a news post by documentId', async () => {
    const { body } = await guest(`/api/projects/${project}?populate=all`);
    expect(body.data.documentId).toBe(project);
    const partner = body.data.partner?.documentId;
    if (partner) expect((await guest(`/api/partners/${partner}?populate[imagePath]=true&populate[projects][fields][0]=name&populate[projects][populate][images]=true`)).status).toBe(200);
    expect((await guest(`/api/rewards/${reward}?populate=all`)).status).toBe(200);
    const news = (await guest('/api/news?sort=date:desc&pagination[limit]=1')).body.data[0];
    expect((await guest(`/api/news/${news.documentId}?populate=all`)).status).toBe(200);
  });

  it.each([
    '/api/users/me?populate=all',
    '/api/did-records',
    '/api/did-records?sort=createdAt:desc&pagination[pageSize]=10',
    '/api/user-project-supports?populate=all',
    '/api/subscriptions?filters[type][$eq]=recurring&sort=createdAt:desc',
  ])('a member’s %s', async (path) => {
    const { status, body } = await member.as(path);
    expect(status, JSON.stringify(body)?.slice(0, 300)).toBe(200);
  });

  it('a member’s entries for one reward', async () => {
    expect((await member.as(`/api/participations?documentId=${reward}&locale=es`)).status).toBe(200);
  });
});

/** What a second probe found past the first check: relation loops and operators on a relation itself. */
describe('relations in a query', () => {
  const loop = 'partner.projects.partner.projects';
  it.each([
    `populate=${loop}`,
    `populate[0]=${loop}.partner`,
    'populate[partner][populate][projects][populate][partner][populate][projects]=true',
    'populate[partner][populate][projects][sort]=partner.projects.name',
    `sort=${loop}.name`,
    'filters[partner][projects][partner][projects][name]=x',
    'filters[partner][$not][$null]=true',
    'filters[$or][0][partner][$not][$eq]=1',
    'filters[reward][$not][$in][0]=1',
    'filters[mainImage][$not][$notNull]=true',
    'filters[partner][$containsi]=a',
    '_q[0]=a',
    '_q[a]=b',
  ])('/api/projects?%s is refused with 400 query.invalid, fast', async (query) => {
    const started = performance.now();
    const { status, body } = await apiClient().call(`/api/projects?${query}`);
    expect([status, body.error?.details?.code]).toEqual([400, 'query.invalid']);
    expect(performance.now() - started).toBeLessThan(FAST_MS);
  });

  it.each(['populate=partner.projects', 'populate[partner][populate][projects]=true', 'sort=partner.name:asc', 'filters[partner][name][$containsi]=a', '_q=huertos'])(
    '/api/projects?%s still answers 200',
    async (query) => {
      expect((await apiClient().call(`/api/projects?${query}&locale=es`)).status).toBe(200);
    },
  );
});
