import { randomInt } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Editor } from './editor';
import type { Member } from './members';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A made-up DNI with its right check letter. */
export function dni(): string {
  const number = randomInt(10_000_000, 99_999_999);
  return `${number}${LETTERS[number % 23]}`;
}

export type CensusLine = { documentNumber: string; birthDate: string; postalCode?: string };

/** A census line of a made-up adult resident. */
export const censusLine = (extra: Partial<CensusLine> = {}): CensusLine => ({ documentNumber: dni(), birthDate: '1985-03-07', ...extra });

/** Uploads a census as an editor does in the campaign view: the file's bytes, streamed. */
export async function uploadCensus(editor: Editor, lines: CensusLine[], whenUnlisted: 'keep' | 'revoke' = 'keep', { header = 'documento;fecha_nacimiento;codigo_postal' } = {}) {
  const file = `${header}\n${lines.map((line) => `${line.documentNumber};${line.birthDate};${line.postalCode ?? ''}`).join('\n')}\n`;
  const response = await fetch(`${inject('strapiUrl')}/campaign/census?whenUnlisted=${whenUnlisted}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${editor.token()}`, 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data as { rows: number; skipped: number; membersKept: number; membersRevoked: number; skips: Array<{ line: number; reason: string }> };
}

/** A batch of invitation codes made in the campaign view. */
export async function makeCodes(editor: Editor, count: number) {
  const made = await editor.call('/campaign/codes', { method: 'POST', json: { count, label: `prueba ${count}` } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.codes as string[];
}

/** A member's census verification as the verification page sends it. */
export const verifyByCensus = (member: Member, line: CensusLine) => member.as('/api/verification/census', { method: 'POST', json: { ...line, postalCode: line.postalCode ?? null } });
export const verifyByCode = (member: Member, code: string) => member.as('/api/verification/code', { method: 'POST', json: { code } });
