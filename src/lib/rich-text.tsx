import type { ReactNode } from 'react';
import { Picture } from '../components/ui/Picture';
import { imageSources, loadingHints } from '../components/ui/image-sources';
import type { Media } from './schemas';

/** Strapi "blocks" rich text, as editors write it in the admin panel. */
export type InlineNode =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; strikethrough?: boolean; underline?: boolean; code?: boolean }
  | { type: 'link'; url: string; children: InlineNode[] };
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: number; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: ListItem[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; language?: string; children: InlineNode[] }
  | { type: 'image'; image: BlockImage; children: InlineNode[] };
/** A picture as the admin's media library puts it in a block (a copy of the upload's fields). */
type BlockImage = Media & { hash?: string; ext?: string };
type ListItem = { type: 'list-item'; children: InlineNode[] } | Extract<BlockNode, { type: 'list' }>;

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The link a rich-text URL may become: http, https and mailto (relative links resolve to this
 * origin's http/https). Anything else (javascript:, data:, …) is null and rendered inert.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const resolved = new URL(url.trim(), globalThis.location?.origin ?? 'https://chispa.invalid');
    return SAFE_PROTOCOLS.has(resolved.protocol) ? url.trim() : null;
  } catch {
    return null;
  }
}

/**
 * Where a rich-text picture is read from: always this origin's `/uploads/` (the CSP's img-src is
 * 'self'). A relative or same-origin http(s) URL under /uploads/ is kept. The admin writes its own
 * address before an upload's path (`http://127.0.0.1:1337/uploads/…` where editors open Strapi's
 * port), which readers cannot reach: another origin is accepted only for such an upload (the path is
 * /uploads/…/<hash><ext>, the file's own name) and is replaced by this origin. Anything else
 * (javascript:, data:, another host's picture) is null and not rendered.
 */
export function uploadSrc(url: unknown, file?: { hash?: unknown; ext?: unknown }): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const origin = globalThis.location?.origin ?? 'https://chispa.invalid';
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), origin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(resolved.protocol) || !resolved.pathname.startsWith('/uploads/')) return null;
  const ownFile = typeof file?.hash === 'string' && typeof file.ext === 'string' && file.hash !== '' && resolved.pathname.endsWith(`/${file.hash}${file.ext}`);
  return resolved.origin === origin || ownFile ? resolved.pathname + resolved.search : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const childrenOf = (node: Record<string, unknown>): unknown[] => (Array.isArray(node.children) ? node.children : []);

/** The width a rich-text picture takes at most: the page's (main's 1200px less its padding). */
const IMAGE_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 2rem)';

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

function renderImage(image: unknown, key: number): ReactNode {
  if (!isObject(image)) return null;
  const src = uploadSrc(image.url, image);
  if (!src) return null;
  // Strapi's smaller copies of the picture, each read only from this origin like the picture itself.
  const formats: NonNullable<Media['formats']> = {};
  for (const [name, format] of Object.entries(isObject(image.formats) ? image.formats : {})) {
    const url = isObject(format) ? uploadSrc(format.url, format) : null;
    const width = isObject(format) ? positive(format.width) : undefined;
    if (url && width) formats[name] = { url, width };
  }
  const { srcSet, width, height } = imageSources({ url: src, width: positive(image.width), height: positive(image.height), formats });
  // The admin copies the file's name into an empty alternative text: a name is no description of the picture.
  const alt = typeof image.alternativeText === 'string' && image.alternativeText !== image.name ? image.alternativeText : '';
  return <Picture key={key} className="rich-text__image" src={src} srcSet={srcSet} sizes={srcSet ? IMAGE_SIZES : undefined} alt={alt} width={width} height={height} {...loadingHints(false)} />;
}

/** The text of a node and all it holds, without its formatting. */
const textOf = (node: unknown): string => (!isObject(node) ? '' : typeof node.text === 'string' ? node.text : childrenOf(node).map(textOf).join(''));

function renderInline(node: unknown, key: number): ReactNode {
  if (!isObject(node)) return null;
  if (node.type === 'link') {
    const href = safeHref(node.url);
    const content = childrenOf(node).map(renderInline);
    if (!href) return <span key={key}>{content}</span>;
    const external = /^https?:/i.test(href) && !href.startsWith(globalThis.location?.origin ?? '\0');
    return (
      <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
      </a>
    );
  }
  if (node.type !== 'text' || typeof node.text !== 'string') return null;
  let content: ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <span key={key}>{content}</span>;
}

function renderBlock(node: unknown, key: number): ReactNode {
  if (!isObject(node)) return null;
  const inline = () => childrenOf(node).map(renderInline);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inline()}</p>;
    case 'heading': {
      // The page's own title is the h1: content headings start one level below it. Every level the
      // editor offers is shown: 1 → h2, 2 → h3, 3 → h4, 4 → h5, 5 and 6 → h6 (HTML has no h7).
      const level = Math.min(6, Math.max(2, Number(node.level) + 1 || 2));
      const Heading = `h${level}` as 'h2';
      return <Heading key={key}>{inline()}</Heading>;
    }
    case 'list': {
      const items = childrenOf(node).map((item, i) =>
        isObject(item) && item.type === 'list' ? renderBlock(item, i) : <li key={i}>{isObject(item) ? childrenOf(item).map(renderInline) : null}</li>,
      );
      return node.format === 'ordered' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'quote':
      return <blockquote key={key}>{inline()}</blockquote>;
    case 'code':
      // Text, never markup. Focusable: a long line scrolls sideways, and the keyboard must reach it.
      return (
        <pre key={key} className="rich-text__code" tabIndex={0}>
          <code>{textOf(node)}</code>
        </pre>
      );
    case 'image':
      return renderImage(node.image, key);
    default: {
      // A block type Strapi adds later: its text, in a paragraph, rather than nothing.
      const text = textOf(node);
      return text.trim() === '' ? null : <p key={key}>{text}</p>;
    }
  }
}

/** Renders blocks as React elements: never as HTML, so rich text cannot run script. */
export function RichText({ blocks, className, lang }: { blocks: unknown; className?: string; lang?: string }) {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  return (
    <div className={className ?? 'rich-text'} lang={lang}>
      {blocks.map(renderBlock)}
    </div>
  );
}
