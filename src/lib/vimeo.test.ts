// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { vimeoEmbedUrl } from './vimeo';

describe('Vimeo URLs', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/148751763/9a3b2c1d0e', 'https://player.vimeo.com/video/148751763?h=9a3b2c1d0e'],
    ['https://www.vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into the embed', (url, embed) => expect(vimeoEmbedUrl(url)).toBe(embed));

  // Spec §2: the forms are {host}/{numericId} and {host}/{numericId}/{hash}, whatever the host.
  it.each([
    ['https://evilvimeo.com/1', 'https://player.vimeo.com/video/1'],
    ['https://videos.chispa.example/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://videos.chispa.example/148751763/9a3b2c1d0e', 'https://player.vimeo.com/video/148751763?h=9a3b2c1d0e'],
    ['http://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['  https://vimeo.com/76979871  ', 'https://player.vimeo.com/video/76979871'],
  ])('accepts any http(s) host: %s, always embedding from player.vimeo.com', (url, embed) => expect(vimeoEmbedUrl(url)).toBe(embed));

  it.each([
    null,
    '',
    'not a url',
    'https://youtube.com/watch?v=1',
    'javascript:alert(1)',
    'ftp://vimeo.com/76979871',
    'data:text/html,76979871',
    'https://vimeo.com/channels/staff',
    'https://vimeo.com/',
    'https://vimeo.com/76979871/9a3b/extra',
    'https://vimeo.com/76979871/not-a-hash',
  ])('refuses %s', (url) => expect(vimeoEmbedUrl(url)).toBeNull());

  it('drops an ?h= hash that is not alphanumeric instead of passing it on', () => {
    expect(vimeoEmbedUrl('https://vimeo.com/76979871?h=a%22b')).toBe('https://player.vimeo.com/video/76979871');
    expect(vimeoEmbedUrl('https://vimeo.com/76979871?h=abc123')).toBe('https://player.vimeo.com/video/76979871?h=abc123');
  });
});
