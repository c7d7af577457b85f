import type { ReactNode } from 'react';

/** Strapi "blocks" rich text, as editors write it in the admin panel. */
export type InlineNode =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; strikethrough?: boolean; underline?: boolean; code?: boolean }
  | { type: 'link'; url: string; children: InlineNode[] };
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: number; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: ListItem[] }
  | { type: 'quote'; children: InlineNode[] };
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const childrenOf = (node: Record<string, unknown>): unknown[] => (Array.isArray(node.children) ? node.children : []);

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
      // The page's own title is the h1: content headings start one level below it.
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
    default:
      return null;
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
