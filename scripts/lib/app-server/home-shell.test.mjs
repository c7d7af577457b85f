// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EARLY_SECTIONS_ID, jsonInScript, keepsSession, picturePreloads, withEarlySections } from './home-shell.mjs';

const INDEX = '<html><head><title>Chispa</title>\n    <script>early()</script><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>';
const picture = (name, width = 800) => ({
  url: `/uploads/${name}.jpg`,
  width,
  height: 1000,
  formats: { small: { url: `/uploads/small_${name}.jpg`, width: 400 } },
});
const section = (overrides = {}) => ({
  status: 200,
  body: { data: { title: 'Tu barrio decide', videoUrlMobile: 'https://vimeo.com/76979871', imageMobile: picture('mobile'), imageDesktop: picture('desktop', 1600), ...overrides } },
});

describe('the home page with its first section', () => {
  it('puts the sections before the first script, where it can read them, in JSON nothing in it can end', () => {
    const hostile = section({ title: '</script><script>alert(1)</script><!--' });
    const html = withEarlySections(INDEX, { es: hostile, en: null });
    const block = html.slice(html.indexOf(`<script type="application/json" id="${EARLY_SECTIONS_ID}">`), html.indexOf('<script>early()'));
    expect(block).not.toBe('');
    const body = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<|>/);
    // Left out: a language whose section could not be read (the page asks for it itself).
    expect(JSON.parse(body)).toEqual({ es: hostile });
    expect(jsonInScript('\u2028')).toBe('"\\u2028"');
  });

  it('is index.html as it was when no section could be read', () => {
    expect(withEarlySections(INDEX, { es: null, en: null }, { preload: true })).toBe(INDEX);
  });

  it('preloads, per device, the picture every language shows, with the srcset and sizes of the page', () => {
    const links = picturePreloads({ es: section(), en: section() });
    expect(links).toContain('href="/uploads/mobile.jpg" imagesrcset="/uploads/small_mobile.jpg 400w, /uploads/mobile.jpg 800w" imagesizes="min(calc(100vw - 2rem), 1168px, 63vh)" media="not all and (min-width: 1024px)"');
    // The desktop has no video of its own, so its own picture (spec §2: this device's media first).
    expect(links).toContain('href="/uploads/desktop.jpg" imagesrcset="/uploads/small_desktop.jpg 400w, /uploads/desktop.jpg 1600w" imagesizes="(min-width: 1200px) 1168px, 100vw" media="(min-width: 1024px)"');
  });

  it('preloads nothing a language would not show, nor for a language it could not read', () => {
    const english = section({ imageMobile: picture('mobile-en') });
    const links = picturePreloads({ es: section(), en: english });
    expect(links).not.toContain('mobile');
    expect(links).toContain('/uploads/desktop.jpg');
    expect(picturePreloads({ es: section(), en: null })).toBe('');
    expect(picturePreloads({ es: section(), en: { status: 404 } })).toBe('');
  });

  it('escapes what an editor typed into a picture address', () => {
    const links = picturePreloads({ es: section({ imageMobile: { url: '/uploads/x".jpg"><script>' } }) });
    expect(links).toContain('href="/uploads/x&quot;.jpg&quot;&gt;&lt;script&gt;"');
    expect(links).not.toContain('<script');
  });

  it('takes the XSRF cookie of a session as the sign of a member, and nothing else', () => {
    expect(keepsSession(`lang=es; XSRF-TOKEN=${'a1'.repeat(32)}`)).toBe(true);
    expect(keepsSession(`XSRF-TOKEN=${'a1'.repeat(32)}; other=1`)).toBe(true);
    expect(keepsSession('XSRF-TOKEN=short')).toBe(false);
    expect(keepsSession(`MY-XSRF-TOKEN=${'a1'.repeat(32)}`)).toBe(false);
    expect(keepsSession(undefined)).toBe(false);
  });

  it('puts the preloads ahead of the scripts, with preload on', () => {
    const html = withEarlySections(INDEX, { es: section(), en: section() }, { preload: true });
    expect(html.indexOf('rel="preload" as="image"')).toBeGreaterThan(-1);
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'));
    expect(withEarlySections(INDEX, { es: section(), en: section() })).not.toContain('rel="preload"');
  });
});
