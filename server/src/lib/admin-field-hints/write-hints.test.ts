// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { FIELD_DESCRIPTIONS, SUPERSEDED_DESCRIPTIONS } from './descriptions';
import { writeAdminFieldHints } from './write-hints';

const NEWS = 'api::news.news-post';
const [[OLD_RICH_TEXT, RICH_TEXT]] = SUPERSEDED_DESCRIPTIONS;

/** The content manager's services (content types' and components') for one content type whose fields hold these descriptions. */
function contentManager(descriptions: Record<string, string>) {
  const metadatas = Object.fromEntries(Object.entries(descriptions).map(([field, description]) => [field, { edit: { description } }]));
  const updateConfiguration = vi.fn(async () => undefined);
  const service = {
    findContentType: (uid: string) => (uid === NEWS ? { uid } : undefined),
    findComponent: () => undefined,
    findConfiguration: async () => ({ settings: {}, metadatas, layouts: {} }),
    updateConfiguration,
  };
  // A stand-in: only the content manager's services, not a whole Core.Strapi.
  const strapi = { plugin: () => ({ service: () => service }) } as unknown as Core.Strapi;
  return { strapi, metadatas, updateConfiguration };
}

describe('writeAdminFieldHints', () => {
  it('fills empty descriptions, keeps an editor’s wording and replaces a wording of ours that is no longer true', async () => {
    expect(FIELD_DESCRIPTIONS[NEWS]?.content_rt).toContain(RICH_TEXT);
    const { strapi, metadatas, updateConfiguration } = contentManager({ title: '', excerpt: 'Nuestra entradilla.', content_rt: `Texto de la noticia. ${OLD_RICH_TEXT}` });
    await writeAdminFieldHints(strapi);
    expect(metadatas.title.edit.description).toBe(FIELD_DESCRIPTIONS[NEWS]?.title);
    expect(metadatas.excerpt.edit.description).toBe('Nuestra entradilla.');
    expect(metadatas.content_rt.edit.description).toBe(`Texto de la noticia. ${RICH_TEXT}`);
    expect(updateConfiguration).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when every description is already current', async () => {
    const { strapi, updateConfiguration } = contentManager({ title: 'Titular.', content_rt: FIELD_DESCRIPTIONS[NEWS]?.content_rt ?? '' });
    await writeAdminFieldHints(strapi);
    expect(updateConfiguration).not.toHaveBeenCalled();
  });

  it('replaces a superseded wording once: no new wording still holds the old one', () => {
    for (const [old, now] of SUPERSEDED_DESCRIPTIONS) expect(now.includes(old), old).toBe(false);
  });
});
