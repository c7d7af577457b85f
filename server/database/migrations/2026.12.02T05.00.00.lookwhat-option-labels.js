'use strict';

/**
 * Lookwhat projects name their two options (option1_label, option2_label, localized); publishing
 * one needs both (server/src/lib/option-labels.ts). Runs before Strapi's schema sync, so on a
 * database from before the fields it adds their columns as Strapi makes them (lodash's snake case of
 * the attribute: option_1_label), then gives every existing lookwhat project, draft or published,
 * the names its buttons showed until now: "Opción 1"/"Opción 2", "Option 1"/"Option 2" on English
 * rows. Idempotent: it fills only empty labels, so a name an editor wrote is kept; a new database
 * has no table yet.
 */
const LABELS = [
  ['option_1_label', { es: 'Opción 1', en: 'Option 1' }],
  ['option_2_label', { es: 'Opción 2', en: 'Option 2' }],
];

module.exports = {
  LABELS,
  async up(knex) {
    if (!(await knex.schema.hasTable('projects'))) return;
    for (const [column] of LABELS) {
      if (!(await knex.schema.hasColumn('projects', column))) {
        await knex.schema.alterTable('projects', (table) => table.string(column));
      }
    }
    for (const [column, words] of LABELS) {
      const empty = (query) => query.where('project_type', 'lookwhat').andWhere((q) => q.whereNull(column).orWhere(column, ''));
      await empty(knex('projects')).where('locale', 'en').update({ [column]: words.en });
      await empty(knex('projects')).update({ [column]: words.es });
    }
  },
};
