import type { Core } from '@strapi/strapi';
import { lockName } from '../../lib/strapi-internals';
import { LEGAL_KINDS, LEGAL_TEXT_UID, type LegalKind } from '../../lib/legal-texts';
import { toBlocks, type LegalSource } from './authoring';
import { legalNoticeText } from './legal-notice';
import { termsText } from './terms';
import { privacyText } from './privacy';
import { cookiesText } from './cookies';
import { accessibilityText } from './accessibility';

const SOURCES: Record<LegalKind, Record<'es' | 'en', LegalSource>> = {
  legalNotice: legalNoticeText,
  terms: termsText,
  privacy: privacyText,
  cookies: cookiesText,
  accessibility: accessibilityText,
};

/** The kinds seeded once, ever: a text an editor deleted is not brought back at the next start. */
const MARKER = { type: 'plugin', name: 'chispa-seed', key: 'legal-texts' } as const;

/**
 * The legal texts' first versions, in every environment (they are content the service needs, not demo
 * data): each kind that was never seeded and that no editor has written is created and published in
 * Spanish and English. An existing text is never touched. Under a lock, so that instances starting
 * together on an empty database make one document per kind; each publish is recorded as version 1.
 */
export async function seedLegalTexts(strapi: Core.Strapi) {
  const seeded = ((await strapi.store.get(MARKER)) ?? []) as string[];
  if (LEGAL_KINDS.every((kind) => seeded.includes(kind))) return;
  await strapi.db.transaction(async ({ trx }) => {
    await lockName(strapi, trx, 'seed:legal-texts');
    const done = new Set(((await strapi.store.get(MARKER)) ?? []) as string[]);
    for (const kind of LEGAL_KINDS) {
      if (done.has(kind)) continue;
      done.add(kind);
      if (await strapi.db.query(LEGAL_TEXT_UID).findOne({ where: { kind }, select: ['id'] })) continue;
      const { es, en } = SOURCES[kind];
      const documents = strapi.documents(LEGAL_TEXT_UID);
      const created = await documents.create({ locale: 'es', status: 'published', data: { kind, title: es.title, body: toBlocks(es), materialChange: false } as never });
      await documents.update({ documentId: created.documentId, locale: 'en', status: 'published', data: { kind, title: en.title, body: toBlocks(en), materialChange: false } as never });
    }
    await strapi.store.set({ ...MARKER, value: [...done] });
  });
}
