/**
 * The seeded legal texts are written here in a compact shape (the app's former `LegalDocument`, from
 * which they come) and turned into Strapi "blocks" rich text, which is what editors then edit in the
 * admin. Blocks have no tables: a table becomes a list, each row one item with its columns labelled
 * in bold.
 */
export type Inline = string | { text: string; href: string } | { bold: string };
/** A paragraph or list item: one string, or text mixed with links and bold labels. */
export type Line = string | Inline[];

export type SourceBlock = { type: 'paragraph'; content: Line } | { type: 'list'; items: Line[] } | { type: 'table'; head: string[]; rows: Line[][] };

export type SourceSection = {
  title: string;
  blocks: SourceBlock[];
  subsections?: SourceSection[];
};

export type LegalSource = {
  title: string;
  intro: SourceBlock[];
  sections: SourceSection[];
};

type TextNode = { type: 'text'; text: string; bold?: true };
type InlineNode = TextNode | { type: 'link'; url: string; children: TextNode[] };
type ListItem = { type: 'list-item'; children: InlineNode[] };
export type Block =
  { type: 'paragraph'; children: InlineNode[] } | { type: 'heading'; level: 1 | 2; children: TextNode[] } | { type: 'list'; format: 'unordered'; children: ListItem[] };

const inline = (part: Inline): InlineNode =>
  typeof part === 'string'
    ? { type: 'text', text: part }
    : 'bold' in part
      ? { type: 'text', text: part.bold, bold: true }
      : {
          type: 'link',
          url: part.href,
          children: [{ type: 'text', text: part.text }],
        };

const inlines = (line: Line): InlineNode[] => (typeof line === 'string' ? [inline(line)] : line.map(inline));

/** A table's cell ends its sentence before the next label. */
const closed = (cell: InlineNode[]): InlineNode[] => {
  const last = cell[cell.length - 1];
  return last?.type === 'text' && !/[.:;!?)]$/.test(last.text.trim()) ? [...cell, { type: 'text', text: '.' }] : cell;
};

function tableRow(head: string[], row: Line[]): ListItem {
  const children: InlineNode[] = [];
  row.forEach((cell, column) => {
    if (column > 0) children.push({ type: 'text', text: ' ' });
    children.push({ type: 'text', text: `${head[column] ?? ''}: `, bold: true }, ...closed(inlines(cell)));
  });
  return { type: 'list-item', children };
}

function blocksOf(block: SourceBlock): Block[] {
  switch (block.type) {
    case 'paragraph':
      return [{ type: 'paragraph', children: inlines(block.content) }];
    case 'list':
      return [
        {
          type: 'list',
          format: 'unordered',
          children: block.items.map((item) => ({
            type: 'list-item',
            children: inlines(item),
          })),
        },
      ];
    case 'table':
      return [
        {
          type: 'list',
          format: 'unordered',
          children: block.rows.map((row) => tableRow(block.head, row)),
        },
      ];
  }
}

/** Sections become headings (level 1, shown one below the page's title), their subsections level 2. */
function sectionBlocks(section: SourceSection, level: 1 | 2): Block[] {
  return [
    {
      type: 'heading',
      level,
      children: [{ type: 'text', text: section.title }],
    },
    ...section.blocks.flatMap(blocksOf),
    ...(section.subsections ?? []).flatMap((sub) => sectionBlocks(sub, 2)),
  ];
}

/** A text's body as blocks rich text. */
export function toBlocks(source: LegalSource): Block[] {
  return [...source.intro.flatMap(blocksOf), ...source.sections.flatMap((section) => sectionBlocks(section, 1))];
}
