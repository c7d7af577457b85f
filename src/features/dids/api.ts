import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';

export const DidRecordSchema = v.object({
  id: v.number(),
  documentId: v.string(),
  amount: v.pipe(v.number(), v.integer()),
  reason: v.string(),
  createdAt: v.string(),
});

const DidRecordListSchema = v.object({
  data: v.array(DidRecordSchema),
  meta: v.object({ balance: v.pipe(v.number(), v.integer()) }),
});

export type DidRecordList = v.InferOutput<typeof DidRecordListSchema>;

/** The balance only needs `meta.balance`: one record, so the counter never asks for a whole page of history. */
export async function fetchDidRecords(): Promise<DidRecordList> {
  return v.parse(DidRecordListSchema, await http.get('did-records', { searchParams: { 'pagination[pageSize]': 1 } }).json());
}

export const didRecordsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['member', userId, 'did-records'], queryFn: fetchDidRecords });
