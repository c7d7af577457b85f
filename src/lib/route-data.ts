import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { HTTPError } from 'ky';

/** A route loader's read: the query's data, or the not-found page when the server answers 404. */
export async function ensureOrNotFound<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) throw notFound();
    throw error;
  }
}
