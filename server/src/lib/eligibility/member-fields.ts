import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { emailKey } from './email-key';

const MEMBER = 'plugin::users-permissions.user';
/** A member's fields only their own proof (verification) or their sign-up (the age declaration) writes. */
const PROVEN = ['verificationMethod', 'verifiedAt', 'ageDeclaredAt'] as const;
/** What an account may be made with: a sign-up's age declaration, never a verification. */
const AT_CREATION = new Set<string>(['ageDeclaredAt']);

const same = (a: unknown, b: unknown) => {
  const plain = (value: unknown) => (value === undefined || value === null || value === '' ? null : value instanceof Date ? value.toISOString() : typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /T/.test(value) ? new Date(value).toISOString() : value);
  return plain(a) === plain(b);
};

/**
 * Every write of a member through the Document Service (the admin panel's member page): the
 * canonical address follows the address (an editor who corrects an e-mail corrects both), and a
 * member's verification and age declaration cannot be typed in (an account is made with the age
 * declaration of its sign-up, never with a verification). The admin sends every field of a
 * page it saves, so an unchanged value passes; a changed one is refused with `record.serverWritten`.
 */
export function keepMemberEligibilityFields(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MEMBER || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data;
    if (!data) return next();
    if (typeof data.email === 'string') data.emailKey = emailKey(data.email);
    else delete data.emailKey;
    const given = PROVEN.filter((field) => field in data && !(context.action === 'create' && AT_CREATION.has(field)));
    if (given.length > 0) {
      const stored = context.action === 'update' && params.documentId ? ((await strapi.db.query(MEMBER).findOne({ where: { documentId: params.documentId }, select: [...PROVEN] })) as Record<string, unknown> | null) : null;
      if (given.some((field) => !same(data[field], stored?.[field]))) {
        throw refusal(403, 'record.serverWritten', 'A member’s verification is proved by the member and revoked in the campaign view; their age declaration is their own');
      }
    }
    return next();
  });
}
