import type { Core } from '@strapi/strapi';

/**
 * What the admin panel says under a field, for the rules an editor cannot guess: when voting
 * closes (the app, the server and these words agree: lib/madrid-time.ts) and when results show.
 * Written only where the description is still empty, so an editor's own wording is kept.
 */
const HINTS: Record<string, Record<string, string>> = {
  'api::project.project': {
    voting_start: 'Primer día de votación (hora de Madrid). First day of voting (Madrid time).',
    voting_end:
      'Día de fin, no incluido: la votación cierra a las 00:00 (Madrid) del día anterior. Con fin el 15 de mayo, el último día para votar es el 13. ' +
      'End day, not included: voting closes at 00:00 (Madrid) the day before. With an end on 15 May, 13 May is the last day to vote.',
    results_visibility:
      'Cuándo se ven los apoyos: al cerrar la votación (por defecto), en directo durante la votación, o nunca. ' +
      'When the tallies show: once voting closes (default), live during voting, or never.',
  },
};

export async function writeAdminFieldHints(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager')?.service('content-types') as
    | { findContentType(uid: string): unknown; findConfiguration(type: unknown): Promise<any>; updateConfiguration(type: unknown, configuration: unknown): Promise<unknown> }
    | undefined;
  if (!contentTypes) return;
  for (const [uid, fields] of Object.entries(HINTS)) {
    const type = contentTypes.findContentType(uid);
    if (!type) continue;
    const configuration = await contentTypes.findConfiguration(type);
    const metadatas = configuration?.metadatas;
    if (!metadatas) continue;
    let changed = false;
    for (const [field, description] of Object.entries(fields)) {
      const edit = metadatas[field]?.edit;
      if (!edit || edit.description) continue;
      edit.description = description;
      changed = true;
    }
    if (changed) await contentTypes.updateConfiguration(type, { settings: configuration.settings, metadatas, layouts: configuration.layouts });
  }
}
