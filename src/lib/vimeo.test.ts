import { describe, expect, it } from 'vitest';
import { vimeoEmbedUrl } from './vimeo';

describe('Vimeo URLs', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/148751763/9a3b2c1d0e', 'https://player.vimeo.com/video/148751763?h=9a3b2c1d0e'],
    ['https://www.vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into the embed', (url, embed) => expect(vimeoEmbedUrl(url)).toBe(embed));

  it.each([null, '', 'not a url', 'https://youtube.com/watch?v=1', 'javascript:alert(1)', 'https://vimeo.com/channels/staff', 'https://evilvimeo.com/1'])(
    'refuses %s',
    (url) => expect(vimeoEmbedUrl(url)).toBeNull(),
  );
});
