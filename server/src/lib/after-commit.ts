import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once the Document Service's current transaction has committed (at once when there is
 * none). A document middleware's follow-up that reads or writes through Strapi must wait for it: begun
 * inside the transaction, its queries join it and fail once it completes ("Transaction query already
 * complete"), and before the commit they would not see what the editor just saved.
 */
export function afterCommit(strapi: Core.Strapi, work: () => void) {
  void strapi.db.transaction(async ({ onCommit }) => {
    onCommit(work);
  });
}
