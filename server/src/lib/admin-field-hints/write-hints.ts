import type { Core } from '@strapi/strapi';
import { FIELD_DESCRIPTIONS, SUPERSEDED_DESCRIPTIONS } from './descriptions';

/** The content manager's configuration of a type's views: each field's edit view holds its description. */
type Configuration = { settings?: unknown; layouts?: unknown; metadatas?: Record<string, { edit?: { description?: string } } | undefined> };
type Settings = { findConfiguration(type: unknown): Promise<Configuration | null | undefined>; updateConfiguration(type: unknown, configuration: unknown): Promise<unknown> };
type ContentTypes = Settings & { findContentType(uid: string): unknown };
type Components = Settings & { findComponent(uid: string): unknown };

/**
 * Puts each field's description (descriptions.ts) under it in the admin panel's edit view, content
 * types' and components'. Written only where the description is still empty, so an editor's own
 * wording is kept; a wording of ours that is no longer true (SUPERSEDED_DESCRIPTIONS) is replaced
 * where it is still found.
 */
export async function writeAdminFieldHints(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager')?.service('content-types') as ContentTypes | undefined;
  const components = strapi.plugin('content-manager')?.service('components') as Components | undefined;
  if (!contentTypes || !components) return;
  for (const [uid, fields] of Object.entries(FIELD_DESCRIPTIONS)) {
    // A component's uid is "category.name"; a content type's has "::".
    const settings: Settings = uid.includes('::') ? contentTypes : components;
    const type = uid.includes('::') ? contentTypes.findContentType(uid) : components.findComponent(uid);
    if (!type) continue;
    const configuration = await settings.findConfiguration(type);
    const metadatas = configuration?.metadatas;
    if (!metadatas) continue;
    let changed = false;
    for (const [field, description] of Object.entries(fields)) {
      const edit = metadatas[field]?.edit;
      if (!edit) continue;
      const current: string = edit.description || '';
      const updated = current ? SUPERSEDED_DESCRIPTIONS.reduce((text, [old, now]) => text.replace(old, () => now), current) : description;
      if (updated === current) continue;
      edit.description = updated;
      changed = true;
    }
    if (changed) await settings.updateConfiguration(type, { settings: configuration.settings, metadatas, layouts: configuration.layouts });
  }
}
