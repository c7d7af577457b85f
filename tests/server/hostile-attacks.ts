import { gzipSync } from 'node:zlib';

/** One hostile request made from a route's plausible body: what to send instead. */
export type HostileRequest = { body?: BodyInit | null; headers?: Record<string, string>; query?: string; pathSuffix?: string; anonymous?: boolean };
export type Attack = { name: string; make: (body: Record<string, unknown>) => HostileRequest };

const JSON_TYPE = { 'Content-Type': 'application/json' };
const json = (value: unknown, headers: Record<string, string> = {}): HostileRequest => ({ body: JSON.stringify(value), headers: { ...JSON_TYPE, ...headers } });
const raw = (text: string | Uint8Array, headers: Record<string, string> = JSON_TYPE): HostileRequest => ({ body: text as BodyInit, headers });
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepValue = (depth: number): unknown => JSON.parse(deepObject(depth));
const mapFields = (body: Record<string, unknown>, to: (value: unknown) => unknown) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, to(v)]));
const gzip = (text: string) => new Uint8Array(gzipSync(Buffer.from(text)));

/**
 * The attacks every write route gets. Each must be refused with a 4xx and a code, whatever the route.
 * Add an attack here and every route of hostile-routes.ts gets it.
 */
export const ATTACKS: Attack[] = [
  // Nesting and size
  { name: 'object nested 5,000 deep', make: () => raw(deepObject(5000)) },
  { name: 'array nested 100,000 deep', make: () => raw(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) },
  { name: 'a field nested 40 deep', make: (body) => json({ ...body, [Object.keys(body)[0]!]: deepValue(40) }) },
  { name: 'every field nested 20 deep', make: (body) => json(mapFields(body, () => deepValue(20))) },
  { name: '300 KB string field', make: (body) => json({ ...body, [Object.keys(body)[0]!]: 'x'.repeat(300_000) }) },
  { name: '2 MB body', make: () => raw(`{"a":"${'x'.repeat(2_000_000)}"}`) },
  { name: 'gzip bomb (20 MB inflated)', make: () => raw(gzip(`{"a":"${' '.repeat(20_000_000)}"}`), { ...JSON_TYPE, 'Content-Encoding': 'gzip' }) },
  // Encodings and types
  { name: 'garbage gzip', make: () => raw('this is not gzip at all', { ...JSON_TYPE, 'Content-Encoding': 'gzip' }) },
  { name: 'garbage deflate', make: () => raw('this is not deflate at all', { ...JSON_TYPE, 'Content-Encoding': 'deflate' }) },
  { name: 'garbage brotli', make: () => raw('this is not brotli at all', { ...JSON_TYPE, 'Content-Encoding': 'br' }) },
  { name: 'unsupported Content-Encoding', make: (body) => json(body, { 'Content-Encoding': 'compress' }) },
  { name: 'XML content type', make: () => raw('<a><b>1</b></a>', { 'Content-Type': 'application/xml' }) },
  { name: 'octet-stream content type', make: (body) => raw(JSON.stringify(body), { 'Content-Type': 'application/octet-stream' }) },
  { name: 'broken JSON', make: () => raw('{"a": [1, 2') },
  // Wrong shapes and types
  { name: 'array body', make: (body) => json([body]) },
  { name: 'string body', make: () => raw('"just a string"') },
  { name: 'null body', make: () => raw('null') },
  { name: 'every field an object', make: (body) => json(mapFields(body, () => ({}))) },
  { name: 'every field a number', make: (body) => json(mapFields(body, () => 12345)) },
  { name: 'every field an array', make: (body) => json(mapFields(body, (v) => [v, v])) },
  { name: 'every field 10 KB', make: (body) => json(mapFields(body, () => 'z'.repeat(10_000))) },
  // Operator injection
  { name: '$ne operators', make: (body) => json(mapFields(body, () => ({ $ne: null }))) },
  { name: '$gt operators', make: (body) => json(mapFields(body, () => ({ $gt: '' }))) },
  { name: '$or in a field', make: (body) => json({ ...body, [Object.keys(body)[0]!]: { $or: [{ id: { $gt: 0 } }] } }) },
  // Prototype pollution
  { name: '__proto__ key', make: (body) => raw(`{"__proto__": {"admin": true}, ${JSON.stringify(body).slice(1)}`) },
  { name: 'constructor.prototype key', make: (body) => json({ ...body, constructor: { prototype: { admin: true } } }) },
  { name: 'nested __proto__', make: (body) => raw(`{"x": {"__proto__": {"admin": true}}, ${JSON.stringify(body).slice(1)}`) },
  // Query strings (with the plausible body)
  { name: 'query nested 30 deep', make: (body) => ({ ...json(body), query: `filters${'[a]'.repeat(30)}=1` }) },
  { name: 'query with 500 parameters', make: (body) => ({ ...json(body), query: Array.from({ length: 500 }, (_, i) => `p${i}=1`).join('&') }) },
  { name: 'query array of 200', make: (body) => ({ ...json(body), query: Array.from({ length: 200 }, () => 'a[]=1').join('&') }) },
  // A path variant still gets the same limits
  { name: 'trailing slash with a deep body', make: () => ({ ...raw(deepObject(5000)), pathSuffix: '/' }) },
];

/** Attacks only routes that need a member get: the body as the app sends it, but without the member. */
export const MEMBER_ONLY_ATTACKS: Attack[] = [
  { name: 'no token', make: (body) => ({ ...json(body), anonymous: true }) },
];
