import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RichText, safeHref } from './rich-text';

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
