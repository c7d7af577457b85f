import { describe, expect, it } from 'vitest';
import { missingOptionLabels } from './option-labels';

describe('missingOptionLabels', () => {
  it('names the languages of a lookwhat project that lack an option’s name, blank counting as missing', () => {
    expect(
      missingOptionLabels([
        { locale: 'es', project_type: 'lookwhat', option1_label: 'Cómics', option2_label: 'Ciencia' },
        { locale: 'en', project_type: 'lookwhat', option1_label: 'Comics', option2_label: '  ' },
        { locale: 'fr', project_type: 'lookwhat', option1_label: null },
      ]),
    ).toEqual(['en', 'fr']);
  });

  it('asks nothing of the other project types', () => {
    expect(missingOptionLabels(['humans', 'others', 'form'].map((project_type) => ({ locale: 'es', project_type })))).toEqual([]);
  });
});
