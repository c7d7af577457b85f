import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../errors';
import { engineOf, ownStatement, ownTable } from '../../strapi-internals';
import { revokeVerification } from '../verification';
import { birthDateOf, postalCodeOf } from './birth-date';
import { cellsOf, columnsOf, delimiterOf } from './csv-line';
import { normaliseDocumentNumber } from './document-number';
import { censusEntryHash, postalHash } from './entry';

const TABLE = 'chispa_census_entries';
const UPLOADS = 'api::census-upload.census-upload';
const USERS = 'plugin::users-permissions.user';
type CensusRow = { entry_hash: string; postal_hash: string | null; upload_id: number };

const UPSERT = 'on conflict (entry_hash) do update set postal_hash = excluded.postal_hash, upload_id = excluded.upload_id';

/**
 * How a batch of lines is written, a line already there taking the new upload (and keeping its claim).
 * PostgreSQL takes a batch as two arrays (three bound values, whatever its length: no statement of
 * thousands of parameters to build and parse). SQLite takes a multi-row VALUES (knex would write it
 * as a compound SELECT, which stops at 500 terms and costs more to build).
 */
function batchWriterOf(strapi: Core.Strapi): { size: number; write: (rows: CensusRow[]) => Promise<unknown> } {
  if (engineOf(strapi) === 'sqlite') {
    const statementFor = new Map<number, string>();
    return {
      size: 2000,
      write: (rows) => {
        let sql = statementFor.get(rows.length);
        if (!sql) statementFor.set(rows.length, (sql = `insert into ${TABLE} (entry_hash, postal_hash, upload_id) values ${Array(rows.length).fill('(?, ?, ?)').join(', ')} ${UPSERT}`));
        return ownStatement(strapi, sql, rows.flatMap((row) => [row.entry_hash, row.postal_hash, row.upload_id]));
      },
    };
  }
  return {
    size: 5000,
    write: (rows) =>
      ownStatement(strapi, `insert into ${TABLE} (entry_hash, postal_hash, upload_id) select entry, postal, ? from unnest(?::varchar[], ?::varchar[]) as lines(entry, postal) ${UPSERT}`, [
        rows[0]!.upload_id,
        rows.map((row) => row.entry_hash),
        rows.map((row) => row.postal_hash),
      ]),
  };
}

/** A census file's largest size (a city of a few million lines): past it the upload stops. */
export const MAX_CENSUS_BYTES = 200 * 1024 * 1024;
/** How many skipped lines the answer names (the count is whole). */
const LISTED_SKIPS = 20;

export type WhenUnlisted = 'keep' | 'revoke';
type Skip = { line: number; reason: 'documentNumber' | 'checkLetter' | 'birthDate' | 'postalCode' | 'columns' };

/**
 * The organiser's census replaces the one before, read as it arrives (never whole in memory): each
 * line's document number and birth date (and postal code) become keyed hashes, written in batches; a line already claimed by a member keeps its claim. Then the lines the new census no longer
 * holds go: their members stay verified (`keep`, their claims kept so nobody else can use them) or
 * lose their verification (`revoke`, recorded). Lines that cannot be read are skipped and counted.
 */
export async function importCensus(strapi: Core.Strapi, input: Readable, { whenUnlisted, editor }: { whenUnlisted: WhenUnlisted; editor: string }) {
  let upload: { id: number; documentId: string } | null = null;
  let bytes = 0;
  input.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > MAX_CENSUS_BYTES) input.destroy(refusal(413, 'census.tooLarge', `A census file holds at most ${MAX_CENSUS_BYTES / 1024 / 1024} MB`));
  });
  const lines = createInterface({ input, crlfDelay: Infinity });

  let columns: ReturnType<typeof columnsOf> = null;
  let delimiter = ';';
  let lineNumber = 0;
  let rows = 0;
  let withPostalCodes = false;
  const skips: Skip[] = [];
  let skipped = 0;
  const writer = batchWriterOf(strapi);
  // Keyed by hash: a person listed twice in one statement would make PostgreSQL refuse the upsert.
  let batch = new Map<string, CensusRow>();
  const flush = async () => {
    if (batch.size === 0) return;
    const written = [...batch.values()];
    batch = new Map();
    await writer.write(written);
  };
  const skip = (reason: Skip['reason']) => {
    skipped += 1;
    if (skips.length < LISTED_SKIPS) skips.push({ line: lineNumber, reason });
  };

  for await (const raw of lines) {
    lineNumber += 1;
    const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (!line.trim()) continue;
    if (!columns) {
      delimiter = delimiterOf(line);
      columns = columnsOf(cellsOf(line, delimiter));
      if (!columns) {
        // The rest is read and dropped, so that the editor gets the answer (a destroyed request gets none).
        lines.close();
        input.resume();
        throw refusal(400, 'census.header', 'The first line must name the columns: documento (or dni, nie), fecha_nacimiento and, if any, codigo_postal');
      }
      // Recorded once the file is a census: an upload that stops from here on stays, without its end.
      upload = (await strapi.db.query(UPLOADS).create({ data: { rows: 0, skipped: 0, whenUnlisted, editor } })) as { id: number; documentId: string };
      continue;
    }
    const cells = cellsOf(line, delimiter);
    if (cells.length <= Math.max(columns.document, columns.birthDate)) {
      skip('columns');
      continue;
    }
    const document = normaliseDocumentNumber(cells[columns.document]!);
    if (!document.ok) {
      skip(document.reason === 'checkLetter' ? 'checkLetter' : 'documentNumber');
      continue;
    }
    const birthDate = birthDateOf(cells[columns.birthDate]!);
    if (!birthDate) {
      skip('birthDate');
      continue;
    }
    let postal: string | null = null;
    if (columns.postalCode !== null && cells[columns.postalCode]) {
      postal = postalCodeOf(cells[columns.postalCode]!);
      if (!postal) {
        skip('postalCode');
        continue;
      }
      withPostalCodes = true;
    }
    const entryHash = censusEntryHash(document.value, birthDate);
    batch.set(entryHash, { entry_hash: entryHash, postal_hash: postal ? postalHash(postal) : null, upload_id: upload!.id });
    rows += 1;
    if (batch.size >= writer.size) await flush();
  }
  await flush();
  if (!upload) throw refusal(400, 'census.empty', 'The census file is empty');
  const uploadId = upload.id;

  const unlisted = () => ownTable(strapi, TABLE).whereNot('upload_id', uploadId);
  const claimants = ((await unlisted().whereNotNull('claimed_by').distinct('claimed_by')) as Array<{ claimed_by: number }>).map((row) => Number(row.claimed_by));
  let membersRevoked = 0;
  if (whenUnlisted === 'revoke') {
    for (const memberId of claimants) {
      const member = (await strapi.db.query(USERS).findOne({ where: { id: memberId }, select: ['verificationMethod'] })) as { verificationMethod: string | null } | null;
      if (member?.verificationMethod !== 'census') continue;
      await revokeVerification(strapi, memberId, { by: `censo ${upload.documentId}`, note: 'El censo nuevo ya no incluye sus datos' });
      membersRevoked += 1;
    }
    await unlisted().delete();
  } else {
    await unlisted().whereNull('claimed_at').delete();
  }
  const summary = { rows, skipped, withPostalCodes, whenUnlisted, membersKept: whenUnlisted === 'keep' ? claimants.length : 0, membersRevoked, editor, completedAt: new Date() };
  await strapi.db.query(UPLOADS).update({ where: { id: uploadId }, data: summary });
  return { documentId: upload.documentId, ...summary, skips };
}

/** What the member's verification page needs to know of the census: whether there is one, and whether it asks for a postal code. */
export async function censusInUse(strapi: Core.Strapi) {
  const latest = (await strapi.db.query(UPLOADS).findOne({ where: { completedAt: { $notNull: true } }, orderBy: { id: 'desc' }, select: ['withPostalCodes'] })) as { withPostalCodes: boolean } | null;
  return latest ? { postalCode: latest.withPostalCodes === true } : null;
}
