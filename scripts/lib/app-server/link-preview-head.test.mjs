// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, optionsQuestion, plainText, previewTags, trimmed } from './link-preview-head.mjs';

const text = (value) => ({ type: 'text', text: value });

describe('the text of a link preview', () => {
  it('ends a heading or other block without punctuation with a full stop, so it does not run into the next', () => {
    const blocks = [
      { type: 'paragraph', children: [text('De noviembre a marzo.')] },
      { type: 'heading', level: 2, children: [text('Cómo lo haremos')] },
      { type: 'paragraph', children: [text('Reunimos a '), { type: 'link', url: 'https://example.org', children: [text('vecinas')] }, text(' del barrio')] },
    ];
    expect(plainText(blocks)).toBe('De noviembre a marzo. Cómo lo haremos. Reunimos a vecinas del barrio');
  });

  it('reads anything that is not blocks as no text', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('<b>not blocks</b>')).toBe('');
    expect(plainText([null, 3, { type: 'paragraph' }])).toBe('');
  });

  it('cuts a long text at a word with an ellipsis, and escapes what could close a tag or a quote', () => {
    expect(trimmed('palabra '.repeat(60)).length).toBeLessThanOrEqual(200);
    expect(trimmed('palabra '.repeat(60))).toMatch(/palabra…$/);
    expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
  });

  it('asks a lookwhat project’s question by its options’ names, and nothing without both names or of another type', () => {
    const lookwhat = { project_type: 'lookwhat', option1_label: ' Cómics ', option2_label: 'Divulgación\ncientífica' };
    expect(optionsQuestion(lookwhat, 'es')).toBe('¿Cómics o Divulgación científica?');
    expect(optionsQuestion({ ...lookwhat, option1_label: 'Comics', option2_label: 'Popular science' }, 'en')).toBe('Comics or Popular science?');
    expect(optionsQuestion({ ...lookwhat, option2_label: '  ' }, 'es')).toBe('');
    expect(optionsQuestion({ ...lookwhat, project_type: 'humans' }, 'es')).toBe('');
  });

  it('names the operator as the page’s author, escaped, while the site stays Chispa; without one, no author', () => {
    const preview = { title: 'Huertos', description: 'Verde', image: null, url: 'https://chispa.es/projects/h', language: /** @type {'es'} */ ('es') };
    const tags = previewTags({ ...preview, publisher: 'Asociación "Chispa" <Vecinal> & Cía' });
    expect(tags).toContain('<meta name="author" content="Asociación &quot;Chispa&quot; &lt;Vecinal&gt; &amp; Cía" />');
    expect(tags).toContain('<meta property="og:site_name" content="Chispa" />');
    expect(previewTags(preview)).not.toContain('name="author"');
  });
});
