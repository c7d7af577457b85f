/** Small builders for Strapi's blocks rich text, so seeded descriptions read like an editor wrote them. */
type Inline = { type: 'text'; text: string; bold?: boolean; italic?: boolean } | { type: 'link'; url: string; children: Inline[] };

export const text = (value: string, marks: { bold?: boolean; italic?: boolean } = {}): Inline => ({ type: 'text', text: value, ...marks });
export const link = (url: string, label: string): Inline => ({ type: 'link', url, children: [text(label)] });
export const paragraph = (...children: (Inline | string)[]) => ({
  type: 'paragraph',
  children: children.map((c) => (typeof c === 'string' ? text(c) : c)),
});
export const heading = (level: 2 | 3, value: string) => ({ type: 'heading', level, children: [text(value)] });
export const list = (items: string[], format: 'ordered' | 'unordered' = 'unordered') => ({
  type: 'list',
  format,
  children: items.map((item) => ({ type: 'list-item', children: [text(item)] })),
});
