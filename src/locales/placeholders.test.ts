// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from '../../tests/setup/catalogs';

// The spec quotes the carousel's placeholders in two languages ('Cargando proyecto', 'Loading...');
// issue 14 wins: each is written in the member's language.
describe('loading placeholders', () => {
  it('are Spanish in the Spanish catalog and English in the English one', () => {
    const es = compiledCatalog('es');
    const en = compiledCatalog('en');
    expect(es['home.loading']).toEqual(['Cargando…']);
    expect(es['home.loadingProject']).toEqual(['Cargando proyecto']);
    expect(en['home.loading']).toEqual(['Loading…']);
    expect(en['home.loadingProject']).toEqual(['Loading project']);
  });
});
