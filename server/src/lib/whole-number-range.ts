import type { Core } from '@strapi/strapi';
import { refusal } from './errors';

/**
 * The range of the column each whole-number type is stored in on PostgreSQL (`integer`, `bigint`).
 * SQLite stores any of them, so without this an editor's 5000000000 would be kept on one engine and
 * answer 500 on the other.
 */
const RANGES: Record<string, readonly [bigint, bigint]> = {
  integer: [BigInt('-2147483648'), BigInt('2147483647')],
  biginteger: [BigInt('-9223372036854775808'), BigInt('9223372036854775807')],
};

type Attribute = { type: string; component?: string; components?: string[]; repeatable?: boolean };
type Model = { attributes: Record<string, Attribute> };

const asWhole = (value: unknown): bigint | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : null;
  if (typeof value === 'string' && /^-?\d{1,40}$/.test(value.trim())) return BigInt(value.trim());
  return null;
};

/** The first whole-number field of `data` (a document's, or a component's) out of its column's range, as its path. */
export function outOfRange(getModel: (uid: string) => Model | undefined, uid: string, data: unknown, path = ''): string | null {
  const model = getModel(uid);
  if (!model || !data || typeof data !== 'object') return null;
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const attribute = model.attributes[name];
    if (!attribute || value === null || value === undefined) continue;
    const range = RANGES[attribute.type];
    if (range) {
      const whole = asWhole(value);
      if (whole !== null && (whole < range[0] || whole > range[1])) return `${path}${name}`;
      continue;
    }
    const items = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries()) {
      const at = `${path}${name}${Array.isArray(value) ? `[${index}]` : ''}.`;
      const component = attribute.type === 'component' ? attribute.component : attribute.type === 'dynamiczone' ? (item as { __component?: string })?.__component : undefined;
      const found = component ? outOfRange(getModel, component, item, at) : null;
      if (found) return found;
    }
  }
  return null;
}

/** Every write through the Document Service (the content manager's included) keeps whole numbers within their column's range. */
export function keepWholeNumbersInRange(strapi: Core.Strapi) {
  const getModel = (uid: string) => strapi.getModel(uid as never) as Model | undefined;
  strapi.documents.use(async (context, next) => {
    const data = (context.params as { data?: unknown } | undefined)?.data;
    const field = data ? outOfRange(getModel, context.uid, data) : null;
    if (field) throw refusal(400, 'validation.invalid', `${field} is out of the range a whole number can be stored in`, { field });
    return next();
  });
}
