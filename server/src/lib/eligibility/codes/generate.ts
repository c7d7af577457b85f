import type { Core } from '@strapi/strapi';
import { appLink } from '../../mailer';
import { keyedHash } from '../keyed-hash';
import { inOwnTransaction, ownTable } from '../../strapi-internals';
import { newCode } from './code-format';

const TABLE = 'chispa_invitation_codes';
/** At most this many in one batch: a sheet that prints, a CSV that opens. */
export const MAX_CODES = 10_000;
const CHUNK = 500;

/**
 * A batch of single-use invitation codes for the organiser's letters: only their keyed hashes are
 * kept, so the codes themselves are answered once, now, for the editor's sheet and CSV.
 */
export async function generateCodes(strapi: Core.Strapi, { count, label, editor }: { count: number; label: string; editor: string }) {
  const batch = (await strapi.db.query('api::code-batch.code-batch').create({ data: { count, label, editor } })) as { id: number; documentId: string; createdAt: string };
  const codes = Array.from({ length: count }, newCode);
  await inOwnTransaction(strapi, async (trx) => {
    for (let start = 0; start < codes.length; start += CHUNK) {
      const rows = codes.slice(start, start + CHUNK).map((code) => ({ code_hash: keyedHash('code', code.replace(/-/g, '')), batch_id: batch.id }));
      await ownTable(strapi, TABLE, trx).insert(rows);
    }
  });
  return { batch: { documentId: batch.documentId, label, count, createdAt: batch.createdAt }, codes, verifyUrl: appLink('/verify') };
}

/** Each batch with how many of its codes have been used. */
export async function codeBatches(strapi: Core.Strapi) {
  const batches = (await strapi.db.query('api::code-batch.code-batch').findMany({ orderBy: { id: 'desc' }, limit: 100 })) as Array<{ id: number; documentId: string; label: string | null; count: number; editor: string; createdAt: string }>;
  const used = (await ownTable(strapi, TABLE).whereNotNull('claimed_at').groupBy('batch_id').select('batch_id').count({ n: '*' })) as Array<{ batch_id: number; n: number | string }>;
  const usedBy = new Map(used.map((row) => [Number(row.batch_id), Number(row.n)]));
  return batches.map((batch) => ({ documentId: batch.documentId, label: batch.label, count: batch.count, used: usedBy.get(batch.id) ?? 0, editor: batch.editor, createdAt: batch.createdAt }));
}
