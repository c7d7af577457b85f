import { refusal } from './errors';

type Ctx = { query: Record<string, unknown> };

const count = (value: unknown, name: string, max: number) => {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number > max) {
    throw refusal(400, 'validation.invalid', `${name} must be a whole number from 0 to ${max}`);
  }
  return number;
};

/** Route middleware: the spec's `limit` and `offset` (partner list) as Strapi's pagination. */
export async function limitOffsetPagination(ctx: Ctx, next: () => Promise<void>) {
  const { limit, offset, ...rest } = ctx.query;
  const pageLimit = count(limit, 'limit', 100);
  const start = count(offset, 'offset', 100_000);
  if (pageLimit !== undefined || start !== undefined) {
    ctx.query = { ...rest, pagination: { start: start ?? 0, limit: pageLimit ?? 25 } };
  }
  await next();
}
