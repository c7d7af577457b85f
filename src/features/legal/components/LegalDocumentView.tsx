import { Link } from '@tanstack/react-router';
import type { Inline, LegalBlock, LegalDocument, LegalSection, RichLine } from '../content/types';

function InlineText({ part }: { part: Inline }) {
  if (typeof part === 'string') return part;
  if ('to' in part) return <Link to={part.to}>{part.text}</Link>;
  const external = /^https?:/.test(part.href);
  return (
    <a href={part.href} rel={external ? 'noopener noreferrer' : undefined}>
      {part.text}
    </a>
  );
}

function Line({ line }: { line: RichLine }) {
  if (typeof line === 'string') return line;
  return line.map((part, index) => <InlineText key={index} part={part} />);
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Line line={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <Line line={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      // On a phone each row becomes a card with its column names (`data-label`); the explicit roles
      // keep it a table for screen readers once CSS changes its display.
      return (
        <div className="legal__table">
          <table role="table">
            <caption>{block.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" role="columnheader">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} role="row">
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} role="cell" data-label={block.head[cellIndex]}>
                      <Line line={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Section({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="legal__section">
      <Heading id={headingId}>{section.title}</Heading>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {section.subsections?.map((sub) => (
        <Section key={sub.id} section={sub} level={3} />
      ))}
    </section>
  );
}

type Props = { title: string; document: LegalDocument; language: string };

/** A legal text: the page's one h1, the date, an optional table of contents, sections (h2) and subsections (h3). */
export function LegalDocumentView({ title, document, language }: Props) {
  return (
    <article className="page page--text legal" lang={language}>
      <h1>{title}</h1>
      <p className="muted">{document.updated}</p>
      {document.intro.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {document.contentsLabel && (
        <nav className="legal__toc" aria-label={document.contentsLabel}>
          <ul>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
                {section.subsections && (
                  <ul>
                    {section.subsections.map((sub) => (
                      <li key={sub.id}>
                        <a href={`#${sub.id}`}>{sub.title}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {document.sections.map((section) => (
        <Section key={section.id} section={section} level={2} />
      ))}
    </article>
  );
}
