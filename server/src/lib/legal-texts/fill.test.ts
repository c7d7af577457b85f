// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillLegalBody } from './fill';
import { DEMO_IDENTITY } from '../operator/identity';

const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (value: string) => ({ type: 'paragraph', children: [text(value)] });
const item = (value: string) => ({ type: 'list-item', children: [text(value)] });

const BODY = [
  paragraph('Responsable: {{legalName}}, NIF {{taxId}}.'),
  { type: 'paragraph', children: [text('Delegado: '), { type: 'link', url: 'mailto:{{ dpo }}', children: [text('{{dpo}}')] }] },
  { type: 'list', format: 'unordered', children: [item('Correo: {{privacyEmail}}'), item('DPO: {{dpo}}')] },
  { type: 'list', format: 'unordered', children: [item('Solo el DPO: {{dpo}}')] },
];

describe("a legal text's body as readers get it", () => {
  it("fills in the operator's details and keeps the DPO's blocks where there is one", () => {
    const filled = fillLegalBody(BODY, { ...DEMO_IDENTITY, dpo: 'dpo@ayto.example' });
    expect(JSON.stringify(filled)).not.toMatch(/\{\{/);
    expect(filled).toHaveLength(4);
    expect(filled[0]).toEqual(paragraph(`Responsable: ${DEMO_IDENTITY.legalName}, NIF ${DEMO_IDENTITY.taxId}.`));
    expect(JSON.stringify(filled[1])).toContain('mailto:dpo@ayto.example');
  });

  it('leaves out every paragraph and list item naming the DPO when there is none, and a list left empty', () => {
    const filled = fillLegalBody(BODY, { ...DEMO_IDENTITY, dpo: null });
    expect(filled).toEqual([
      paragraph(`Responsable: ${DEMO_IDENTITY.legalName}, NIF ${DEMO_IDENTITY.taxId}.`),
      { type: 'list', format: 'unordered', children: [item(`Correo: ${DEMO_IDENTITY.privacyEmail}`)] },
    ]);
  });

  it('reads anything but a list of blocks as an empty text', () => {
    expect(fillLegalBody(null, DEMO_IDENTITY)).toEqual([]);
    expect(fillLegalBody('text', DEMO_IDENTITY)).toEqual([]);
  });
});
