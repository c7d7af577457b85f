import type { Core } from '@strapi/strapi';
import { paidTimesByReason } from '../../lib/strapi-internals';

/**
 * How many times the member has been paid each challenge's kind (their DID records are paid under
 * the challenge's kind as their reason): one grouped read of their own records.
 */
export const challengeProgress = (strapi: Core.Strapi, userId: number): Promise<Array<{ kind: string; times: number }>> => paidTimesByReason(strapi, userId);
