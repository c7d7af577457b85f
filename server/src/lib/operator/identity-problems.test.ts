import { describe, expect, it } from 'vitest';
import { identityProblems } from './identity-problems';
import { DEMO_IDENTITY, IDENTITY_SETTINGS, operatorIdentity } from './identity';
import { isValidSpanishTaxId } from './tax-id';

/** Every control character a number could end in: a valid one with any other is refused. */
const CONTROLS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const withControl = (id: string, control: string) => id.slice(0, -1) + control;

describe("Spain's tax numbers, by their control character", () => {
  // Published examples: two companies' CIFs, the Agencia Tributaria's own (a public body: a letter),
  // the DNI and NIEs of the official explanations of the letter.
  const valid = ['A58818501', 'B65410011', 'Q2826000H', '12345678Z', 'X1234567L', 'Y1234567X', 'Z1234567R'];

  it.each(valid)('takes %s, and refuses it with any other control character', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(true);
    const others = CONTROLS.filter((control) => control !== id.at(-1));
    expect(others.filter((control) => isValidSpanishTaxId(withControl(id, control)))).toEqual([]);
  });

  it('takes a digit or its letter where the form allows either, and only the one where it says which', () => {
    // 5881850 gives 1, whose letter is A: a civil company (C) takes both; an S.A. (A) the digit, a public body (Q) the letter.
    expect(['C58818501', 'C5881850A'].map(isValidSpanishTaxId)).toEqual([true, true]);
    expect(['A58818501', 'A5881850A'].map(isValidSpanishTaxId)).toEqual([true, false]);
    expect(['Q58818501', 'Q5881850A'].map(isValidSpanishTaxId)).toEqual([false, true]);
  });

  it('reads them as people write them: any case, spaces, dots, dashes, a VAT number’s ES', () => {
    for (const id of ['b-65410011', ' B 6541 0011 ', 'ESB65410011', 'es a58818501', '12.345.678-z', 'x-1234567-l']) expect(isValidSpanishTaxId(id), id).toBe(true);
  });

  it('refuses what is no tax number at all', () => {
    for (const id of ['', 'B6541001', 'B654100111', 'I65410011', '1234567Z', 'W12345678', 'ESQ', '1234567890']) expect(isValidSpanishTaxId(id), id).toBe(false);
  });
});

describe("the operator's identity, as production checks it", () => {
  const real: Record<string, string> = {
    OPERATOR_LEGAL_NAME: 'Chispa Pruebas Locales, S.L.',
    OPERATOR_TAX_ID: 'B12345674',
    OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
    OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
    OPERATOR_CONTACT_EMAIL: 'hola@chispa-pruebas.es',
    OPERATOR_PRIVACY_EMAIL: 'privacidad@chispa-pruebas.es',
    OPERATOR_DPO: 'none',
  };
  const problemsWith = (changes: Record<string, string | undefined>) => identityProblems({ ...real, ...changes });

  it('takes a real-shaped identity, with or without a data protection officer', () => {
    expect(identityProblems(real)).toEqual([]);
    expect(problemsWith({ OPERATOR_DPO: 'dpd@chispa-pruebas.es' })).toEqual([]);
    expect(problemsWith({ OPERATOR_DPO: 'NONE' })).toEqual([]);
  });

  it('names every setting that is missing, blank included, the DPO saying what it may be', () => {
    expect(identityProblems({})).toEqual([
      'OPERATOR_LEGAL_NAME is not set',
      'OPERATOR_TAX_ID is not set',
      'OPERATOR_ADDRESS is not set',
      'OPERATOR_REGISTRY is not set',
      'OPERATOR_CONTACT_EMAIL is not set',
      'OPERATOR_PRIVACY_EMAIL is not set',
      'OPERATOR_DPO is not set (an address, or "none" where there is no data protection officer)',
    ]);
    expect(problemsWith({ OPERATOR_ADDRESS: '   ' })).toEqual(['OPERATOR_ADDRESS is not set']);
  });

  it("refuses the demo's values, however they are spelt", () => {
    const demo = Object.fromEntries(Object.entries(IDENTITY_SETTINGS).map(([field, name]) => [name, DEMO_IDENTITY[field as keyof typeof DEMO_IDENTITY] ?? 'none']));
    expect(identityProblems(demo)).toEqual([
      "OPERATOR_LEGAL_NAME is still the demo's value",
      "OPERATOR_TAX_ID is still the demo's value",
      "OPERATOR_ADDRESS is still the demo's value",
      "OPERATOR_REGISTRY is still the demo's value",
      "OPERATOR_CONTACT_EMAIL is still the demo's value",
      "OPERATOR_PRIVACY_EMAIL is still the demo's value",
    ]);
    expect(problemsWith({ OPERATOR_TAX_ID: 'b-0000000-0' })).toEqual(["OPERATOR_TAX_ID is still the demo's value"]);
    // Without the mark that says it is an example.
    expect(problemsWith({ OPERATOR_LEGAL_NAME: 'Chispa Demo, S.L.', OPERATOR_REGISTRY: 'Registro Mercantil de Barcelona, tomo 0, folio 0, hoja B-000000' })).toEqual([
      "OPERATOR_LEGAL_NAME is still the demo's value",
      "OPERATOR_REGISTRY is still the demo's value",
    ]);
  });

  it('refuses a registry entry whose numbers are all zero, and a tax number of one repeated digit', () => {
    expect(problemsWith({ OPERATOR_REGISTRY: 'Registro Mercantil de Sevilla, tomo 0, folio 00, hoja SE-0' })).toEqual(['OPERATOR_REGISTRY is a placeholder (its numbers are all zero)']);
    for (const id of ['A00000000', '00000000T', '11111111H', 'X0000000T']) {
      expect(problemsWith({ OPERATOR_TAX_ID: id }), id).toEqual(['OPERATOR_TAX_ID is not a valid NIF, NIE or CIF (its control character does not match)']);
    }
  });

  it.each([
    ['OPERATOR_LEGAL_NAME', 'Ejemplo Participa, S.L.', 'Ejemplo'],
    ['OPERATOR_LEGAL_NAME', 'Example Ltd', 'Example'],
    ['OPERATOR_LEGAL_NAME', 'PLACEHOLDER', 'PLACEHOLDER'],
    ['OPERATOR_ADDRESS', 'changeme', 'changeme'],
    ['OPERATOR_ADDRESS', 'Change me', 'Change me'],
    ['OPERATOR_REGISTRY', 'TODO', 'TODO'],
    ['OPERATOR_REGISTRY', 'Registro Mercantil de Madrid, hoja M-XXXX', 'XXXX'],
    ['OPERATOR_CONTACT_EMAIL', 'hola@example.com', 'example'],
    ['OPERATOR_ADDRESS', 'Carrer de l’Exemple 5, 17001 Girona', 'Exemple'],
    ['OPERATOR_LEGAL_NAME', 'Ayuntamiento Demo', 'Demo'],
  ])('refuses %s=%s as a placeholder, naming the word', (name, value, word) => {
    expect(problemsWith({ [name]: value })).toEqual([`${name} is a placeholder (it says "${word}")`]);
  });

  it('takes those words inside other words: a name is not refused for holding «todo» or «example»', () => {
    expect(problemsWith({ OPERATOR_LEGAL_NAME: 'Método Todoterreno, S.L.', OPERATOR_ADDRESS: 'Calle Examplewood 2, Madrid' })).toEqual([]);
  });

  it.each([
    ['OPERATOR_CONTACT_EMAIL', 'hola', 'is not a valid e-mail address'],
    ['OPERATOR_CONTACT_EMAIL', 'Chispa <hola@chispa-pruebas.es>', 'is not a valid e-mail address'],
    ['OPERATOR_PRIVACY_EMAIL', 'privacidad@chispa', 'is not a valid e-mail address'],
    ['OPERATOR_PRIVACY_EMAIL', 'privacidad@chispa.test', 'is at a reserved domain (chispa.test), where no mail arrives'],
    ['OPERATOR_PRIVACY_EMAIL', 'privacidad@CHISPA.INVALID', 'is at a reserved domain (chispa.invalid), where no mail arrives'],
    ['OPERATOR_CONTACT_EMAIL', 'hola@mail.localhost', 'is at a reserved domain (mail.localhost), where no mail arrives'],
    ['OPERATOR_CONTACT_EMAIL', 'hola@example.org', 'is a placeholder (it says "example")'],
    ['OPERATOR_DPO', 'dpd@router.local', 'is at a reserved domain (router.local), where no mail arrives'],
    ['OPERATOR_DPO', 'no', 'is not a valid e-mail address'],
  ])('refuses %s=%s: it %s', (name, value, problem) => {
    expect(problemsWith({ [name]: value })).toEqual([`${name} ${problem}`]);
  });

  it('refuses a tax number whose control character does not match', () => {
    expect(problemsWith({ OPERATOR_TAX_ID: 'B12345675' })).toEqual(['OPERATOR_TAX_ID is not a valid NIF, NIE or CIF (its control character does not match)']);
    expect(problemsWith({ OPERATOR_TAX_ID: 'Q2826000H' })).toEqual([]);
  });

  it('names each problem once, in the settings’ order', () => {
    expect(problemsWith({ OPERATOR_TAX_ID: '', OPERATOR_PRIVACY_EMAIL: 'x@chispa.example', OPERATOR_DPO: undefined })).toEqual([
      'OPERATOR_TAX_ID is not set',
      'OPERATOR_PRIVACY_EMAIL is a placeholder (it says "example")',
      'OPERATOR_DPO is not set (an address, or "none" where there is no data protection officer)',
    ]);
  });

  it('is read as it is checked: "none" is no data protection officer, an address is one', () => {
    expect(operatorIdentity(real).dpo).toBeNull();
    expect(operatorIdentity({ ...real, OPERATOR_DPO: 'dpd@chispa-pruebas.es' }).dpo).toBe('dpd@chispa-pruebas.es');
    expect(operatorIdentity(real).legalName).toBe('Chispa Pruebas Locales, S.L.');
  });
});
