import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RichText, safeHref, uploadSrc } from './rich-text';

describe('rich text links', () => {
  it.each(['https://example.org', 'http://example.org', 'mailto:hola@chispa.app', '/projects'])('keeps %s', (url) => expect(safeHref(url)).toBe(url));
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '', 42])('makes %s inert', (url) =>
    expect(safeHref(url)).toBeNull(),
  );
});

describe('rich text renderer', () => {
  const blocks = [
    { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
    { type: 'paragraph', children: [{ type: 'text', text: 'bold', bold: true }, { type: 'text', text: 'gone', strikethrough: true }, { type: 'text', text: 'x()', code: true }, { type: 'text', text: 'it', italic: true }] },
    { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }] },
    { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'dot' }] }] },
    { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'evil' }] }, { type: 'link', url: 'https://example.org', children: [{ type: 'text', text: 'good' }] }] },
    { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    { type: 'unknown-block' },
    'garbage',
  ];

  it('renders every node kind as elements, never as HTML', () => {
    const { container } = render(<RichText blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('s')).toHaveTextContent('gone');
    expect(container.querySelector('code')).toHaveTextContent('x()');
    expect(container.querySelector('em')).toHaveTextContent('it');
    expect(container.querySelector('ol li')).toHaveTextContent('one');
    expect(container.querySelector('ul li')).toHaveTextContent('dot');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('renders unsafe links as plain text and safe ones as links', () => {
    render(<RichText blocks={blocks} />);
    expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
    expect(screen.getByText('evil').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('href', 'https://example.org');
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for what is not a list of blocks', () => {
    const { container } = render(<RichText blocks={{ type: 'paragraph' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('rich text pictures', () => {
  const picture = (image: Record<string, unknown>) => ({ type: 'image', image, children: [{ type: 'text', text: '' }] });
  // As the admin's media library writes it: the picture's URL prefixed with the admin's address, its sizes relative.
  const upload = {
    name: 'huerto.jpg',
    alternativeText: 'Huerto urbano en el barrio',
    url: 'http://127.0.0.1:1337/uploads/huerto_ab12.jpg',
    hash: 'huerto_ab12',
    ext: '.jpg',
    width: 1600,
    height: 900,
    formats: {
      small: { url: '/uploads/small_huerto_ab12.jpg', hash: 'small_huerto_ab12', ext: '.jpg', width: 500, height: 281 },
      thumbnail: { url: '/uploads/thumbnail_huerto_ab12.jpg', hash: 'thumbnail_huerto_ab12', ext: '.jpg', width: 245, height: 138 },
    },
  };

  it('renders an upload from this origin, with its text alternative, size, smaller copies and lazy loading', () => {
    render(<RichText blocks={[picture(upload)]} />);
    const img = screen.getByRole('img', { name: 'Huerto urbano en el barrio' });
    expect(img).toHaveAttribute('src', '/uploads/huerto_ab12.jpg');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('srcset', '/uploads/thumbnail_huerto_ab12.jpg 245w, /uploads/small_huerto_ab12.jpg 500w, /uploads/huerto_ab12.jpg 1600w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('gives a picture without a description an empty text alternative (the admin copies the file name into it)', () => {
    const { container } = render(<RichText blocks={[picture({ ...upload, alternativeText: 'huerto.jpg' }), picture({ url: '/uploads/plain.png' })]} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    images.forEach((img) => expect(img).toHaveAttribute('alt', ''));
    expect(images[1]).toHaveAttribute('src', '/uploads/plain.png');
    expect(images[1]).not.toHaveAttribute('srcset');
    expect(images[1]).not.toHaveAttribute('width');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://tracker.example/pixel.gif',
    'https://tracker.example/uploads/pixel.gif',
    '//tracker.example/uploads/pixel.gif',
    '/api/users/me',
    '/uploads/../api/users/me',
    '',
    42,
  ])('renders no picture for %s', (url) => {
    const { container } = render(<RichText blocks={[picture({ ...upload, url, hash: undefined }), { type: 'paragraph', children: [{ type: 'text', text: 'after' }] }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('never reads a picture or its smaller copies from another host', () => {
    expect(uploadSrc('https://tracker.example/uploads/huerto_ab12.jpg', { hash: 'other', ext: '.jpg' })).toBeNull();
    expect(uploadSrc('https://cdn.example/uploads/huerto_ab12.jpg', { hash: 'huerto_ab12', ext: '.jpg' })).toBe('/uploads/huerto_ab12.jpg');
    expect(uploadSrc(`${location.origin}/uploads/a.png`)).toBe('/uploads/a.png');
    const { container } = render(<RichText blocks={[picture({ ...upload, formats: { small: { url: 'https://tracker.example/small.jpg', width: 500 } } })]} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/huerto_ab12.jpg');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    expect(container.innerHTML).not.toContain('tracker.example');
    expect(container.innerHTML).not.toContain('127.0.0.1');
  });
});

describe('rich text code blocks', () => {
  it('shows the code as text in pre and code, never as markup', () => {
    const code = '<script>alert(1)</script>\nconst a = 1;';
    const { container } = render(<RichText blocks={[{ type: 'code', language: 'javascript', children: [{ type: 'text', text: code }] }]} />);
    const pre = container.querySelector('pre');
    expect(pre?.querySelector('code')?.textContent).toBe(code);
    expect(container.querySelector('script')).toBeNull();
    expect(pre).toHaveAttribute('tabindex', '0');
  });
});

describe('rich text headings', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 6],
  ])('shows an editor heading of level %i as an h%i (the page title is the h1)', (level, shown) => {
    render(<RichText blocks={[{ type: 'heading', level, children: [{ type: 'text', text: `Level ${level}` }] }]} />);
    expect(screen.getByRole('heading', { level: shown, name: `Level ${level}` })).toBeInTheDocument();
  });
});

describe('rich text blocks Strapi adds later', () => {
  it('shows their text rather than nothing', () => {
    render(<RichText blocks={[{ type: 'callout', children: [{ type: 'text', text: 'Note: ' }, { type: 'link', url: 'https://example.org', children: [{ type: 'text', text: 'read' }] }] }]} />);
    expect(screen.getByText('Note: read')).toBeInTheDocument();
  });
});
