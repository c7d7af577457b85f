'use strict';

/**
 * Voting follows a project (issue 52, docs/decisions/following/voting-follows.md): the votes cast
 * before following existed follow their project too, as a vote cast now does, so that their voters
 * still hear the result (it goes to followers). One INSERT … SELECT; a row already there (a member
 * who chose) is left as it is. Idempotent; a new database has no votes yet.
 */
module.exports = {
  async up(knex) {
    for (const table of ['chispa_follows', 'user_project_supports', 'user_project_supports_user_lnk']) {
      if (!(await knex.schema.hasTable(table))) return;
    }
    const yes = knex.client.dialect === 'postgresql' ? 'true' : '1';
    await knex.raw(
      `insert into chispa_follows (user_id, project, following, source, changed_at)
       select l.user_id, v.project_document_id, ${yes}, 'vote', cast(? as bigint)
       from user_project_supports v join user_project_supports_user_lnk l on l.user_project_support_id = v.id
       where v.project_document_id is not null
       on conflict (user_id, project) do nothing`,
      [Date.now()],
    );
  },
};
