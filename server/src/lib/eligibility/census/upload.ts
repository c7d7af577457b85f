import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../errors';
import { revokeVerification } from '../verification';
import { birthDateOf, postalCodeOf } from './birth-date';
import { cellsOf, columnsOf, delimiterOf } from './csv-line';
import { normaliseDocumentNumber } from './document-number';
import { censusEntryHash, postalHash } from './entry';

const TABLE = 'chispa_census_entries';
const UPLOADS = 'api::census-upload.census-upload';
const USERS = 'plugin::users-permissions.user';
/** Rows written per statement: 3 values each, well under both engines' limits on bound values. */
const BATCH = 1000;
/** A census file's largest size (a city of a few million lines): past it the upload stops. */
export const MAX_CENSUS_BYTES = 200 * 1024 * 1024;
/** How many skipped lines the answer names (the count is whole). */
const LISTED_SKIPS = 20;

export type WhenUnlisted = 'keep' | 'revoke';
type Skip = { line: number; reason: 'documentNumber' | 'checkLetter' | 'birthDate' | 'postalCode' | 'columns' };

/**
 * The organiser's census replaces the one before, read as it arrives (never whole in memory): each
 * line's document number and birth date (and postal code) become keyed hashes, written a thousand at
 * a time; a line already claimed by a member keeps its claim. Then the lines the new census no longer
 * holds go: their members stay verified (`keep`, their claims kept so nobody else can use them) or
 * lose their verification (`revoke`, recorded). Lines that cannot be read are skipped and counted.
 */
export async function importCensus(strapi: Core.Strapi, input: Readable, { whenUnlisted, editor }: { whenUnlisted: WhenUnlisted; editor: string }) {
  const knex = strapi.db.connection;
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
  let batch: Array<{ entry_hash: string; postal_hash: string | null; upload_id: number }> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const written = batch;
    batch = [];
    await knex(TABLE).insert(written).onConflict('entry_hash').merge(['postal_hash', 'upload_id']);
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
    batch.push({ entry_hash: censusEntryHash(document.value, birthDate), postal_hash: postal ? postalHash(postal) : null, upload_id: upload!.id });
    rows += 1;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (!upload) throw refusal(400, 'census.empty', 'The census file is empty');
  const uploadId = upload.id;

  const unlisted = () => knex(TABLE).whereNot('upload_id', uploadId);
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
