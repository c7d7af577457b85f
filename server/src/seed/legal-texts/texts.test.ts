// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toBlocks, type LegalSource } from './authoring';
import { legalNoticeText } from './legal-notice';
import { termsText } from './terms';
import { privacyText } from './privacy';
import { cookiesText } from './cookies';
import { accessibilityText } from './accessibility';
import { fillLegalBody } from '../../lib/legal-texts/fill';
import { DEMO_IDENTITY } from '../../lib/operator/identity';

const TEXTS = { legalNotice: legalNoticeText, terms: termsText, privacy: privacyText, cookies: cookiesText, accessibility: accessibilityText };
const KNOWN = new Set(['legalName', 'taxId', 'address', 'registry', 'contactEmail', 'privacyEmail', 'dpo']);
const placeholdersOf = (value: unknown) => [...JSON.stringify(value).matchAll(/\{\{\s*([a-zA-Z]+)\s*\}\}/g)].map((match) => match[1]!);

describe('the seeded legal texts', () => {
  it('are written in both languages with the same outline, naming only known placeholders and no example address', () => {
    for (const [kind, { es, en }] of Object.entries(TEXTS)) {
      const outline = (source: LegalSource) => toBlocks(source).map((block) => (block.type === 'list' ? `list:${block.children.length}` : block.type === 'heading' ? `h${block.level}` : block.type));
      expect(outline(en), kind).toEqual(outline(es));
      for (const name of placeholdersOf([es, en])) expect(KNOWN.has(name), `${kind}: {{${name}}}`).toBe(true);
      expect(JSON.stringify([es, en]), kind).not.toContain('chispa.example');
    }
  });

  it("name the operator as the LSSI-CE (art. 10) and the GDPR ask: the legal notice and the privacy policy's controller", () => {
    for (const { es, en } of [legalNoticeText, privacyText]) {
      for (const name of ['legalName', 'taxId', 'address', 'privacyEmail']) expect(placeholdersOf([es, en]), name).toContain(name);
    }
    for (const name of ['registry', 'contactEmail']) expect(placeholdersOf(legalNoticeText.es), name).toContain(name);
  });

  it('give the model withdrawal form the law asks for (TRLGDCU art. 97.1 i, annex B), addressed to the operator', () => {
    const es = JSON.stringify(termsText.es);
    const en = JSON.stringify(termsText.en);
    expect(es).toContain('modelo de formulario de desistimiento');
    expect(es).toContain('A la atención de {{legalName}}, {{address}}, {{contactEmail}}');
    expect(es).toContain('Táchese lo que no proceda');
    expect(en).toContain('model withdrawal form');
    expect(en).toContain('To {{legalName}}, {{address}}, {{contactEmail}}');
  });

  it('read right without a DPO: the DPO sentence is a block of its own, left out', () => {
    for (const { es, en } of [privacyText]) {
      expect(placeholdersOf([es, en])).toContain('dpo');
      for (const source of [es, en]) expect(JSON.stringify(fillLegalBody(toBlocks(source), { ...DEMO_IDENTITY, dpo: null }))).not.toMatch(/\{\{|mailto:"|delegad|officer/i);
    }
  });

  it('turn a table into a list whose items label each column in bold (blocks have no tables)', () => {
    const blocks = toBlocks({ title: 't', intro: [{ type: 'table', head: ['Nombre', 'Duración'], rows: [['chispaUser', 'Hasta que cierras sesión.']] }], sections: [] });
    expect(blocks).toEqual([
      {
        type: 'list',
        format: 'unordered',
        children: [
          {
            type: 'list-item',
            children: [
              { type: 'text', text: 'Nombre: ', bold: true },
              { type: 'text', text: 'chispaUser' },
              { type: 'text', text: '.' },
              { type: 'text', text: ' ' },
              { type: 'text', text: 'Duración: ', bold: true },
              { type: 'text', text: 'Hasta que cierras sesión.' },
            ],
          },
        ],
      },
    ]);
  });
});
