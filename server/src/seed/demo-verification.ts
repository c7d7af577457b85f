import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { importCensus } from '../lib/eligibility/census/upload';
import { keyedHash } from '../lib/eligibility/keyed-hash';
import { normaliseCode } from '../lib/eligibility/codes/code-format';
import { ownTable } from '../lib/strapi-internals';

/** The README's line of the demo census and its invitation code, for testers (development only: seed/index.ts). */
export const DEMO_CENSUS = { documentNumber: '12345678Z', birthDate: '1990-05-15' };
export const DEMO_CODE = 'CHSP-A000-DEM0-2026';

/**
 * A development database gets a census of one line and one invitation code, so that a tester can
 * verify (two accounts: each proof is good for one) and vote on the demo's verified-only project.
 * Once: a census or codes an editor made later are theirs.
 */
export async function seedDemoVerification(strapi: Core.Strapi) {
  if ((await strapi.db.query('api::census-upload.census-upload').count({})) === 0) {
    const file = `documento;fecha_nacimiento\n${DEMO_CENSUS.documentNumber};${DEMO_CENSUS.birthDate}\n`;
    await importCensus(strapi, Readable.from([Buffer.from(file)]), { whenUnlisted: 'keep', editor: 'demo' });
  }
  if ((await strapi.db.query('api::code-batch.code-batch').count({})) === 0) {
    const batch = (await strapi.db.query('api::code-batch.code-batch').create({ data: { label: 'Demo', count: 1, editor: 'demo' } })) as { id: number };
    await ownTable(strapi, 'chispa_invitation_codes').insert({ code_hash: keyedHash('code', normaliseCode(DEMO_CODE)!), batch_id: batch.id });
  }
}
