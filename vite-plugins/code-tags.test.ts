import { describe, expect, it } from 'vitest';
import { takeCodeTags } from './code-tags';

const BUILT = `<!doctype html>
<html lang="es">
  <head>
    <title>Chispa</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <style>body{}</style>
    <link rel="modulepreload" crossorigin href="/assets/start-b2.js" fetchpriority="low">
    <link rel="modulepreload" crossorigin href="/assets/start-react-c3.js" fetchpriority="low">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('takeCodeTags', () => {
  it("takes the entry's script and the module preloads out of the page, in order, with their attributes", () => {
    const { html, code, at } = takeCodeTags(BUILT);
    expect(code).toEqual({
      entry: '/assets/index-a1.js',
      preloads: [
        { rel: 'modulepreload', crossorigin: '', href: '/assets/start-b2.js', fetchpriority: 'low' },
        { rel: 'modulepreload', crossorigin: '', href: '/assets/start-react-c3.js', fetchpriority: 'low' },
      ],
    });
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html.slice(at)).toMatch(/^<style>/);
  });

  it('refuses a page without an entry module', () => {
    expect(() => takeCodeTags('<html><head></head><body></body></html>')).toThrow(/no entry module/);
  });
});
