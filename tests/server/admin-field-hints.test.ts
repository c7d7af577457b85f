import { describe, expect, it } from 'vitest';
import { signInEditor } from './editor';

type ContentType = { uid: string; isDisplayed: boolean; attributes: Record<string, unknown> };

describe('the admin panel explains every field', () => {
  it('shows a description under every field of every content type an editor can open', async () => {
    const editor = await signInEditor();
    const listed = await editor.call('/content-manager/content-types');
    expect(listed.status).toBe(200);
    const types = (listed.body.data as ContentType[]).filter((type) => type.isDisplayed && (type.uid.startsWith('api::') || type.uid === 'plugin::users-permissions.user'));
    expect(types.length).toBeGreaterThanOrEqual(18);
    const missing: string[] = [];
    for (const type of types) {
      const configuration = await editor.call(`/content-manager/content-types/${type.uid}/configuration`);
      expect(configuration.status).toBe(200);
      const metadatas = configuration.body.data.contentType.metadatas as Record<string, { edit?: { description?: string } }>;
      for (const field of Object.keys(type.attributes)) {
        if (['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(field)) continue;
        const description = metadatas[field]?.edit?.description ?? '';
        if (description.trim().length < 8) missing.push(`${type.uid}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('shows a description under every field of every component (a reward’s sign-up questions)', async () => {
    const editor = await signInEditor();
    const listed = await editor.call('/content-manager/components');
    expect(listed.status).toBe(200);
    const components = listed.body.data as Array<{ uid: string; attributes: Record<string, unknown> }>;
    expect(components.map((component) => component.uid)).toContain('signup.question');
    const missing: string[] = [];
    for (const component of components) {
      const configuration = await editor.call(`/content-manager/components/${component.uid}/configuration`);
      expect(configuration.status).toBe(200);
      const metadatas = configuration.body.data.component.metadatas as Record<string, { edit?: { description?: string } }>;
      for (const field of Object.keys(component.attributes)) {
        if (['id', 'documentId'].includes(field)) continue;
        const description = metadatas[field]?.edit?.description ?? '';
        if (description.trim().length < 8) missing.push(`${component.uid}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
