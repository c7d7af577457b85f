import * as v from 'valibot';

/** Strapi's page/pageSize pagination, as every paged list the app reads answers it. */
export const PaginationSchema = v.object({ page: v.number(), pageSize: v.number(), pageCount: v.number(), total: v.number() });

/** An infinite query's next page: the one after the last read, while there is one. */
export const nextPageParam = (last: { meta: { pagination: v.InferOutput<typeof PaginationSchema> } }) =>
  last.meta.pagination.page < last.meta.pagination.pageCount ? last.meta.pagination.page + 1 : undefined;
