import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ownTable } from '../strapi-internals';

/** Made by the gift-tokens-apart migration; never in the admin panel. */
const TABLE = 'chispa_gift_tokens';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link token for a gift, of which only the hash is kept: the link lives in the recipient's mail
 * alone. Any earlier link of the same gift stops working (a link sent again replaces the first).
 */
export async function newGiftToken(strapi: Core.Strapi, giftDocumentId: string): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await ownTable(strapi, TABLE).insert({ gift_document_id: giftDocumentId, token_hash: hashOf(token) }).onConflict('gift_document_id').merge();
  return token;
}

/** The gift a link's token is for, or null. */
export async function giftOfToken(strapi: Core.Strapi, token: string): Promise<string | null> {
  const row = (await ownTable(strapi, TABLE).where({ token_hash: hashOf(token) }).first('gift_document_id')) as { gift_document_id: string } | undefined;
  return row?.gift_document_id ?? null;
}
