import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from './http';

/**
 * Who runs this Chispa, as GET /api/operator says (server/src/lib/operator/identity.ts): set once in
 * the server's environment. Only what the app shows of it is read.
 */
const OperatorAnswerSchema = v.object({ data: v.object({ legalName: v.string(), taxId: v.string() }) });

type Operator = v.InferOutput<typeof OperatorAnswerSchema>['data'];

const FRESH_FOR_MS = 60 * 60 * 1000;

/** Persisted like every query, and kept by the worker with the public answers: the footer names the operator offline too. */
export const operatorQueryOptions = queryOptions({
  queryKey: ['operator'],
  queryFn: async (): Promise<Operator> => v.parse(OperatorAnswerSchema, await http.get('operator').json()).data,
  // It changes only when the server restarts with other settings: not asked again at every start either.
  staleTime: FRESH_FOR_MS,
  meta: { freshForMs: FRESH_FOR_MS },
});
