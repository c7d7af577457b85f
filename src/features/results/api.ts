import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { listOf, singleOf } from '../../lib/schemas';
import { projectResultRequest, RESULT_LIST } from './requests';

const Pair = v.object({ positive: v.number(), negative: v.number() });

/** A voting's result as the server counts it: +1 votes (support, option 2) and -1 votes (oppose, option 1). */
export const ResultSchema = v.object({
  project: v.string(),
  kind: v.picklist(['supportOppose', 'options']),
  counts: Pair,
  shares: Pair,
  total: v.number(),
  /** False while a "live" result's voting is still open, and while the result is provisional. */
  final: v.boolean(),
  /**
   * True for the 12 hours after the close in which votes queued offline before it may still arrive
   * (shared/spec/decisions.md). Absent from answers a server before issue 52 gave (kept in the persisted cache).
   */
  provisional: v.optional(v.boolean(), false),
});

export type ProjectResult = v.InferOutput<typeof ResultSchema>;

/** The server counts again at most every 30 s: asking more often would only repeat it. */
const FRESH_FOR_MS = 30_000;

/** One project's result (its page). */
export const projectResultQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: ['project-result', documentId],
    queryFn: async () => v.parse(singleOf(ResultSchema), await http.read(projectResultRequest(documentId)).json()).data,
    staleTime: FRESH_FOR_MS,
  });

/** Every result shown now, in one request (the home's cards). */
export const projectResultsQueryOptions = () =>
  queryOptions({
    queryKey: ['project-results'],
    queryFn: async () => v.parse(listOf(ResultSchema), await http.read(RESULT_LIST).json()).data,
    staleTime: FRESH_FOR_MS,
  });
