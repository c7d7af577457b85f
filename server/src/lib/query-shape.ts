import { refusal } from './errors';

/** The part of a Strapi model the query check reads. */
export type QueryModel = {
  attributes: Record<string, { type: string; target?: string; component?: string; private?: boolean }>;
  privateAttributes?: string[];
};
export type GetModel = (uid: string) => QueryModel | undefined;

/** More terms than any screen sorts by; each one costs the database a join or an ORDER BY term. */
const MAX_SORT_TERMS = 10;
/**
 * How many relations a filter, a sort term or a populate may walk through (the app walks two).
 * Relations loop (a partner's projects' partner's projects…): a deeper populate grows its answer
 * exponentially, and a deeper join runs into SQLite's 64 tables.
 */
const MAX_RELATION_HOPS = 3;

const GROUP_OPERATORS = new Set(['$and', '$or']);
const LIST_OPERATORS = new Set(['$in', '$notIn']);
const NULL_OPERATORS = new Set(['$null', '$notNull']);
const VALUE_OPERATORS = new Set([
  '$eq', '$eqi', '$ne', '$nei', '$lt', '$lte', '$gt', '$gte',
  '$contains', '$notContains', '$containsi', '$notContainsi',
  '$startsWith', '$startsWithi', '$endsWith', '$endsWithi',
]);
const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal']);
const INSTANT_TYPES = new Set(['datetime', 'timestamp']);
// What the database's own parsers take (@strapi/database fields/shared/parsers): anything else throws there.
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;
const TIME = /^(2[0-3]|[01]\d):[0-5]\d:[0-5]\d(\.\d{1,3})?$/;
// Operators whose operand the database casts to the column's type (a number column refuses "a" with a 500).
const CAST_OPERATORS = new Set(['$in', '$notIn', '$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$between', '$not']);
// PostgreSQL compares with LIKE only text columns; the `…i` operators cast first, so they work on any column.
const CASE_SENSITIVE_TEXT_OPERATORS = new Set(['$contains', '$notContains', '$startsWith', '$endsWith']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration']);
// JSON columns (blocks too): PostgreSQL reads a compared value as JSON, so only null checks and the operators that cast the column to text.
const JSON_TYPES = new Set(['json', 'blocks']);
const JSON_OPERATORS = new Set(['$null', '$notNull', '$eqi', '$nei', '$containsi', '$notContainsi', '$startsWithi', '$endsWithi']);
const PAGINATION_KEYS = new Set(['page', 'pageSize', 'start', 'limit', 'withCount']);
const POPULATE_KEYS = new Set(['fields', 'populate', 'filters', 'sort', 'count']);
/** The app asks for `populate=all`, which the routes' own middleware turns into their populate (lib/default-populate). */
const POPULATE_ALL = new Set(['*', 'all']);

type Field =
  | { kind: 'value'; type: string }
  | { kind: 'nested'; model: QueryModel }
  | { kind: 'opaque' };

type Scalar = string | number | boolean;

const invalid = (where: string, why: string): never => {
  throw refusal(400, 'query.invalid', `${where} ${why}`.slice(0, 160));
};
const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const entriesOf = (value: unknown, where: string, what: string) => {
  if (!isRecord(value) || Object.keys(value).length === 0) invalid(where, `must be ${what}`);
  return Object.entries(value as Record<string, unknown>);
};

function fieldOf(model: QueryModel, name: string, where: string, getModel: GetModel): Field {
  if (name === 'id') return { kind: 'value', type: 'integer' };
  if (name === 'documentId') return { kind: 'value', type: 'string' };
  const attribute = Object.prototype.hasOwnProperty.call(model.attributes, name) ? model.attributes[name] : undefined;
  if (!attribute || attribute.type === 'password' || attribute.private || model.privateAttributes?.includes(name)) {
    return invalid(where, 'is not a field here');
  }
  const targetUid =
    attribute.type === 'relation' ? attribute.target
    : attribute.type === 'media' ? 'plugin::upload.file'
    : attribute.type === 'component' ? attribute.component
    : undefined;
  if (targetUid) {
    const target = getModel(targetUid);
    return target ? { kind: 'nested', model: target } : { kind: 'opaque' };
  }
  if (attribute.type === 'relation' || attribute.type === 'dynamiczone') return { kind: 'opaque' };
  return { kind: 'value', type: attribute.type };
}

/** Whether the database can cast a value to a column of this type (what it cannot, it answers with a 500). */
function castable(type: string, value: Scalar): boolean {
  const text = String(value).trim();
  if (NUMBER_TYPES.has(type)) return /^-?\d{1,15}(\.\d{1,15})?$/.test(text);
  if (type === 'time') return TIME.test(text);
  if (type === 'date') return DAY.test(text) && !Number.isNaN(Date.parse(text.slice(0, 10)));
  if (INSTANT_TYPES.has(type)) return /^\d{1,15}$/.test(text) || (INSTANT.test(text) && !Number.isNaN(Date.parse(text)));
  if (type === 'boolean') return ['true', 'false', '1', '0', 't', 'f'].includes(text.toLowerCase());
  return true;
}

function checkOperand(type: string, operator: string, operand: unknown, where: string) {
  if (JSON_TYPES.has(type) && !JSON_OPERATORS.has(operator)) invalid(where, 'cannot be compared that way');
  if (CASE_SENSITIVE_TEXT_OPERATORS.has(operator) && !TEXT_TYPES.has(type)) invalid(where, 'is not a text field');
  const values = Array.isArray(operand) ? operand : [operand];
  if (values.length === 0 || !values.every(isScalar)) invalid(where, 'must be a value or a list of values');
  if (CAST_OPERATORS.has(operator) && !(values as Scalar[]).every((value) => castable(type, value))) {
    invalid(where, `must hold values of type ${type}`);
  }
}

/** `filters[field]…` on a value (scalar) field: a value, a list of values, or an object of operators. */
function checkValueCondition(type: string, condition: unknown, where: string) {
  if (!isRecord(condition)) return checkOperand(type, '$eq', condition, where);
  for (const [operator, operand] of entriesOf(condition, where, 'an object of operators')) {
    const at = `${where}[${operator}]`;
    if (operator === '$not') checkValueCondition(type, operand, at);
    else if (operator === '$between') {
      if (!Array.isArray(operand) || operand.length !== 2) invalid(at, 'must be a list of two values');
      checkOperand(type, operator, operand, at);
    } else if (NULL_OPERATORS.has(operator)) {
      if (!isScalar(operand) || !castable('boolean', operand)) invalid(at, 'must be true or false');
    } else if (LIST_OPERATORS.has(operator) || VALUE_OPERATORS.has(operator)) checkOperand(type, operator, operand, at);
    else invalid(at, 'is not an operator for a field');
  }
}

/** Operators Strapi runs on a relation itself (its id); anything else on a relation ends in a 500. */
const RELATION_ID_OPERATORS = new Set(['$eq', '$ne', '$in', '$notIn', '$null', '$notNull']);

/**
 * `filters[relation]…`: an id, a list of ids, the related model's conditions (`$and`, `$or`, `$not`
 * of them), or one id operator.
 */
function checkRelationCondition(model: QueryModel, condition: unknown, where: string, getModel: GetModel, hops: number) {
  if (!isRecord(condition)) return checkOperand('integer', '$eq', condition, where);
  const keys = Object.keys(condition);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length === 0 || (operators.length === 1 && keys.length === 1 && (GROUP_OPERATORS.has(operators[0]!) || operators[0] === '$not'))) {
    return checkFilters(condition, model, where, getModel, hops);
  }
  if (keys.length !== 1 || !RELATION_ID_OPERATORS.has(operators[0]!)) invalid(where, 'takes an id, conditions on its fields, or one of $eq, $ne, $in, $notIn, $null, $notNull');
  checkValueCondition('integer', condition, where);
}

/** `filters`: an object whose keys are fields of the model, `$and`/`$or` (lists of conditions) or `$not` (a condition). */
function checkFilters(filters: unknown, model: QueryModel, where: string, getModel: GetModel, hops = 0): void {
  for (const [key, condition] of entriesOf(filters, where, 'an object of conditions')) {
    const at = `${where}[${key}]`;
    if (GROUP_OPERATORS.has(key)) {
      if (!Array.isArray(condition) || condition.length === 0) invalid(at, 'must be a list of conditions');
      (condition as unknown[]).forEach((item, i) => checkFilters(item, model, `${at}[${i}]`, getModel, hops));
    } else if (key === '$not') checkFilters(condition, model, at, getModel, hops);
    else if (key.startsWith('$')) invalid(at, 'must follow a field name');
    else {
      const field = fieldOf(model, key, at, getModel);
      if (field.kind === 'value') checkValueCondition(field.type, condition, at);
      else if (field.kind === 'nested') {
        if (hops >= MAX_RELATION_HOPS) invalid(at, `goes through more than ${MAX_RELATION_HOPS} relations`);
        checkRelationCondition(field.model, condition, at, getModel, hops + 1);
      }
      else invalid(at, 'cannot be filtered on');
    }
  }
}

const namesOf = (value: unknown, where: string): string[] => {
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items) || items.length === 0) return invalid(where, 'must be a name or a list of names');
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : invalid(where, 'must be a list of names')));
};

/** `fields`: `*`, or non-empty names of the model's value fields. */
function checkFields(fields: unknown, model: QueryModel, where: string, getModel: GetModel): void {
  if (fields === '*') return;
  for (const name of namesOf(fields, where)) {
    if (fieldOf(model, name.trim(), `${where} "${name}"`, getModel).kind !== 'value') invalid(`${where} "${name}"`, 'is not a value field');
  }
}

/** One sort term, `a.b.c[:asc|:desc]`: relations walked, a value field at the end. */
function checkSortPath(path: string[], model: QueryModel, where: string, getModel: GetModel) {
  if (path.length > MAX_RELATION_HOPS + 1) invalid(`${where} "${path.join('.')}"`, `goes through more than ${MAX_RELATION_HOPS} relations`);
  let current = model;
  path.forEach((name, i) => {
    const field = fieldOf(current, name.trim(), `${where} "${name}"`, getModel);
    const last = i === path.length - 1;
    if (last && field.kind !== 'value') invalid(`${where} "${name}"`, 'is not a value field');
    if (!last) current = field.kind === 'nested' ? field.model : invalid(`${where} "${name}"`, 'is not a relation');
  });
}

function sortTerms(sort: unknown, where: string): { path: string[]; order: unknown }[] {
  if (typeof sort === 'string') {
    return sort.split(',').map((term) => {
      const [path = '', order, ...rest] = term.split(':');
      if (rest.length > 0 || path.trim() === '') invalid(where, 'has an empty or malformed term');
      return { path: path.split('.'), order: order ?? 'asc' };
    });
  }
  if (Array.isArray(sort)) return sort.flatMap((item) => sortTerms(item, where));
  const terms: { path: string[]; order: unknown }[] = [];
  const walk = (value: unknown, prefix: string[]) => {
    for (const [key, item] of entriesOf(value, where, 'a term, a list of terms or an object of orders')) {
      if (isRecord(item)) walk(item, [...prefix, key]);
      else terms.push({ path: [...prefix, key], order: item });
    }
  };
  walk(sort, []);
  return terms;
}

/** `sort`: at most MAX_SORT_TERMS terms, each a value field (through relations) and asc or desc. */
function checkSort(sort: unknown, model: QueryModel, where: string, getModel: GetModel): void {
  const terms = sortTerms(sort, where);
  if (terms.length > MAX_SORT_TERMS) invalid(where, `has more than ${MAX_SORT_TERMS} terms`);
  for (const { path, order } of terms) {
    if (typeof order !== 'string' || !['asc', 'desc'].includes(order.trim().toLowerCase())) invalid(where, 'orders must be asc or desc');
    checkSortPath(path, model, where, getModel);
  }
}

/** `populate`: `*`/`all`, names (or dotted paths) of relations, media and components, or an object of them. */
function checkPopulate(populate: unknown, model: QueryModel, where: string, getModel: GetModel, hops = 0): void {
  if (typeof populate === 'string' && POPULATE_ALL.has(populate)) return;
  if (hops >= MAX_RELATION_HOPS) invalid(where, `goes through more than ${MAX_RELATION_HOPS} relations`);
  if (typeof populate === 'string' || Array.isArray(populate)) {
    for (const path of namesOf(populate, where)) {
      if (hops + path.split('.').length > MAX_RELATION_HOPS) invalid(`${where} "${path}"`, `goes through more than ${MAX_RELATION_HOPS} relations`);
      let current: QueryModel | undefined = model;
      for (const name of path.split('.')) {
        if (!current) return invalid(`${where} "${path}"`, 'goes past what can be populated');
        const field = fieldOf(current, name.trim(), `${where} "${name}"`, getModel);
        if (field.kind === 'value') invalid(`${where} "${name}"`, 'is not a relation');
        current = field.kind === 'nested' ? field.model : undefined;
      }
    }
    return;
  }
  for (const [name, nested] of entriesOf(populate, where, 'names of relations or an object of them')) {
    const at = `${where}[${name}]`;
    const field = fieldOf(model, name, at, getModel);
    if (field.kind === 'value') invalid(at, 'is not a relation');
    if (isScalar(nested)) {
      if (!['true', 'false', '*'].includes(String(nested))) invalid(at, 'must be true, false, * or an object');
      continue;
    }
    if (field.kind !== 'nested') {
      invalid(at, 'can only be populated whole');
      continue;
    }
    for (const [key, value] of entriesOf(nested, at, 'true or an object of fields, populate, filters and sort')) {
      if (!POPULATE_KEYS.has(key)) invalid(`${at}[${key}]`, 'is not a populate option');
      if (key === 'count') {
        if (!isScalar(value) || !castable('boolean', value)) invalid(`${at}[count]`, 'must be true or false');
      } else checkQueryPart(key as 'fields' | 'populate' | 'filters' | 'sort', value, field.model, `${at}[${key}]`, getModel, hops + 1);
    }
  }
}

/**
 * `pagination`: an object of page/pageSize or start/limit and withCount, each a single value. What the
 * values mean is Strapi's: it ignores one that is not a number (tests/server/content.test.ts).
 */
function checkPagination(pagination: unknown): void {
  for (const [key, value] of entriesOf(pagination, 'pagination', 'an object')) {
    if (!PAGINATION_KEYS.has(key)) invalid(`pagination[${key}]`, 'is not a pagination setting');
    if (!isScalar(value)) invalid(`pagination[${key}]`, 'must be a single value');
  }
}

/** Each part's check; `hops` is how many relations the query has walked to get here (a nested populate's own parts). */
const PART_CHECKS = {
  filters: checkFilters,
  fields: (value: unknown, model: QueryModel, where: string, getModel: GetModel) => checkFields(value, model, where, getModel),
  sort: (value: unknown, model: QueryModel, where: string, getModel: GetModel, hops: number) => {
    if (hops > 0 && sortTerms(value, where).some(({ path }) => hops + path.length - 1 > MAX_RELATION_HOPS)) {
      invalid(where, `goes through more than ${MAX_RELATION_HOPS} relations`);
    }
    checkSort(value, model, where, getModel);
  },
  populate: checkPopulate,
};

function checkQueryPart(part: keyof typeof PART_CHECKS, value: unknown, model: QueryModel, where: string, getModel: GetModel, hops = 0) {
  PART_CHECKS[part](value, model, where, getModel, hops);
}

/** The parameters this check knows; other keys are left to Strapi's strict parameters and the routes. */
const MODEL_PARAMS = ['filters', 'fields', 'sort', 'populate', 'pagination'] as const;

/**
 * Refuses, with 400 `query.invalid`, a content-API query whose `filters`, `fields`, `sort`,
 * `populate` or `pagination` the database could not run as asked: the shapes Strapi's
 * own validation lets through (it checks names, not the shapes of operands) and that end as a 500.
 * `model` is null on routes that are not about a content type: they take none of these.
 */
export function assertQueryShape(query: Record<string, unknown>, model: QueryModel | null, getModel: GetModel): void {
  // Strapi's text search (`_q`) takes one piece of text; anything else reaches its query builder as is.
  if (query._q !== undefined && (typeof query._q !== 'string' || query._q.length > 200)) invalid('_q', 'must be text of at most 200 characters');
  for (const part of MODEL_PARAMS) {
    if (query[part] === undefined) continue;
    if (!model) invalid(part, 'is not taken by this route');
    if (part === 'pagination') checkPagination(query.pagination);
    else checkQueryPart(part, query[part], model!, part, getModel);
  }
}
