import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from '.';
import { SESSION_KEY } from '../../../lib/session';
import { LANGUAGE_KEY } from '../../../lib/i18n';
import { PERSISTED_CACHE_KEY } from '../../../query-client';
import { OUTBOX_DB } from '../../../offline/outbox/db';
import { CACHES } from '../../../offline/cache-names';
import { XSRF_COOKIE } from '../../../offline/outbox/xsrf';
import { PRIVACY_EMAIL, type Inline, type LegalBlock, type LegalDocument, type LegalSection, type RichLine } from './types';

const flatSections = (sections: LegalSection[]): LegalSection[] => sections.flatMap((s) => [s, ...flatSections(s.subsections ?? [])]);
const lines = (block: LegalBlock): RichLine[] =>
  block.type === 'paragraph' ? [block.content] : block.type === 'list' ? block.items : [...block.rows.flat()];
const inlines = (doc: LegalDocument): Inline[] =>
  [...doc.intro, ...flatSections(doc.sections).flatMap((s) => s.blocks)].flatMap(lines).flatMap((line) => (typeof line === 'string' ? [line] : line));
const text = (doc: LegalDocument) => inlines(doc).map((part) => (typeof part === 'string' ? part : part.text)).join(' ');
const links = (doc: LegalDocument) => inlines(doc).filter((part): part is Exclude<Inline, string> => typeof part !== 'string');
/** The shape a translation must keep: section ids, block kinds, list lengths, table sizes. */
const shape = (doc: LegalDocument) =>
  flatSections(doc.sections).map((s) => ({
    id: s.id,
    blocks: s.blocks.map((b) => (b.type === 'list' ? `list:${b.items.length}` : b.type === 'table' ? `table:${b.head.length}x${b.rows.length}` : b.type)),
  }));

describe.each(Object.entries(LEGAL_DOCUMENTS))('%s texts', (_name, { es, en }) => {
  it('say the same things in Spanish and English', () => {
    expect(shape(en)).toEqual(shape(es));
    expect(links(en).map((l) => ('to' in l ? l.to : l.href))).toEqual(links(es).map((l) => ('to' in l ? l.to : l.href)));
  });

  it.each([es, en])('have unique anchors and in-page links that reach a section (%#)', (doc) => {
    const ids = flatSections(doc.sections).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const link of links(doc)) if ('href' in link && link.href.startsWith('#')) expect(ids).toContain(link.href.slice(1));
  });

  it.each([es, en])('give the contact address as a mailto link (%#)', (doc) => {
    expect(links(doc)).toContainEqual({ text: PRIVACY_EMAIL, href: `mailto:${PRIVACY_EMAIL}` });
  });

  it('keep every table row as wide as its header', () => {
    for (const doc of [es, en])
      for (const block of flatSections(doc.sections).flatMap((s) => s.blocks))
        if (block.type === 'table') for (const row of block.rows) expect(row).toHaveLength(block.head.length);
  });
});

describe('legal notice (spec §1)', () => {
  const { es, en } = LEGAL_DOCUMENTS.legal;

  it('names a company in Barcelona that stores data within the EU', () => {
    expect(text(es)).toMatch(/empresa con sede en Barcelona/);
    expect(text(es)).toMatch(/servidores situados en la Unión Europea/);
    expect(text(en)).toMatch(/company based in Barcelona/);
    expect(text(en)).toMatch(/servers located in the European Union/);
  });

  it('requires members to be over 14', () => {
    expect(text(es)).toMatch(/debes tener más de 14 años/);
    expect(text(en)).toMatch(/must be over 14/);
  });

  it('lists the GDPR rights and how to exercise them', () => {
    for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Portabilidad', 'Oposición']) expect(text(es)).toContain(`${right}:`);
    for (const right of ['Access', 'Rectification', 'Erasure', 'Portability', 'Objection']) expect(text(en)).toContain(`${right}:`);
  });
});

describe('cookie policy', () => {
  // Read from the code, so a renamed key or a new cache fails here until the policy says so.
  const stored = [SESSION_KEY, LANGUAGE_KEY, PERSISTED_CACHE_KEY, OUTBOX_DB, XSRF_COOKIE, ...Object.values(CACHES), 'chispa_refresh' /* server/config/plugins.ts */];

  it.each(Object.values(LEGAL_DOCUMENTS.cookies))('names every key the app stores (%#)', (doc) => {
    for (const name of stored) {
      expect(text(doc)).toContain(name);
    }
  });
});
