import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once the Document Service's current transaction has committed (at once when there is
 * none). A document middleware's follow-up that reads or writes through Strapi must wait for it: begun
 * inside the transaction, its queries join it and fail once it completes ("Transaction query already
 * complete"), and before the commit they would not see what the editor just saved.
 */
export function afterCommit(strapi: Core.Strapi, work: () => void) {
  if (!strapi.db.inTransaction()) return work();
  // Joins the current transaction (Strapi's onCommit), whose commit then runs `work`.
  strapi.db
    .transaction(async ({ onCommit }) => {
      onCommit(work);
    })
    .catch((error: Error) => strapi.log.warn(`A follow-up after a commit could not be registered: ${error.message}`));
}
