import type { Core } from '@strapi/strapi';
import { type DbTransaction, ownTable } from '../strapi-internals';

/**
 * A draw's secrets, kept apart from the Draw content type (which editors read in the admin panel):
 * the seed, revealed on the draw once it is drawn, and the key that turns members into pseudonyms,
 * never revealed. Made by server/database/migrations/2026.11.25T00.00.00.draw-secrets-apart.js.
 */
const TABLE = 'chispa_draw_secrets';

export type DrawSecrets = { seed: string; pseudonymKey: string };

export async function saveDrawSecrets(strapi: Core.Strapi, trx: DbTransaction, rewardDocumentId: string, secrets: DrawSecrets) {
  await ownTable(strapi, TABLE, trx).insert({ reward_document_id: rewardDocumentId, seed: secrets.seed, pseudonym_key: secrets.pseudonymKey });
}

export async function drawSecretsOf(strapi: Core.Strapi, rewardDocumentId: string): Promise<DrawSecrets> {
  const row = (await ownTable(strapi, TABLE).where({ reward_document_id: rewardDocumentId }).first('seed', 'pseudonym_key')) as
    | { seed: string; pseudonym_key: string }
    | undefined;
  if (!row) throw new Error(`The draw of reward ${rewardDocumentId} has no secrets`);
  return { seed: row.seed, pseudonymKey: row.pseudonym_key };
}
