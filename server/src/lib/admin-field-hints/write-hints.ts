import type { Core } from '@strapi/strapi';
import { FIELD_DESCRIPTIONS } from './descriptions';

/**
 * Puts each field's description (descriptions.ts) under it in the admin panel's edit view. Written
 * only where the description is still empty, so an editor's own wording is kept.
 */
export async function writeAdminFieldHints(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager')?.service('content-types') as
    | { findContentType(uid: string): unknown; findConfiguration(type: unknown): Promise<any>; updateConfiguration(type: unknown, configuration: unknown): Promise<unknown> }
    | undefined;
  if (!contentTypes) return;
  for (const [uid, fields] of Object.entries(FIELD_DESCRIPTIONS)) {
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
