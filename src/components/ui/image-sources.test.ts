// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

describe('imageSources', () => {
  it("lists Strapi's formats and the original by width, smallest first", () => {
    expect(
      imageSources({
        url: '/uploads/p.jpg',
        width: 1200,
        height: 600,
        formats: {
          small: { url: '/uploads/small_p.jpg', width: 500 },
          thumbnail: { url: '/uploads/thumbnail_p.jpg', width: 245 },
          large: { url: '/uploads/large_p.jpg', width: 1000 },
        },
      }),
    ).toEqual({
      src: '/uploads/p.jpg',
      srcSet: '/uploads/thumbnail_p.jpg 245w, /uploads/small_p.jpg 500w, /uploads/large_p.jpg 1000w, /uploads/p.jpg 1200w',
      width: 1200,
      height: 600,
    });
  });

  it('gives the original alone when there is nothing to choose from or its width is unknown', () => {
    expect(imageSources({ url: '/uploads/p.jpg', width: 200, height: 100, formats: {} })).toEqual({ src: '/uploads/p.jpg', width: 200, height: 100 });
    expect(imageSources({ url: '/uploads/p.jpg', formats: { small: { url: '/uploads/small_p.jpg', width: 500 } } })).toEqual({ src: '/uploads/p.jpg' });
  });
});
