import { convertedImageSrc } from '../../conversion.ts';
import type { Block, ListBlock } from './blocks.ts';
import { blockPieces, type Piece, type Spellings } from './inline.ts';
import { allowedHref } from './links.ts';

// The blocks as HTML in the Book's vocabulary (docs/book.md): h1–h6, p,
// ul/ol with type and start, li with nested lists, table with thead/th, img
// with a converted picture's placeholder, a, strong, em, sup, sub. Every
// text and attribute value is escaped here — the PDF's words are data, never
// markup — and links are checked once more.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function markedText(piece: Piece): string {
  let html = escapeHtml(piece.text);
  if (piece.shift === 'sup') html = `<sup>${html}</sup>`;
  if (piece.shift === 'sub') html = `<sub>${html}</sub>`;
  if (piece.italic) html = `<em>${html}</em>`;
  if (piece.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** Inline HTML: neighbouring pieces with one link share one `<a>`. */
export function inlineHtml(pieces: readonly Piece[]): string {
  let html = '';
  let index = 0;
  while (index < pieces.length) {
    const piece = pieces[index] as Piece;
    const href = piece.href === undefined ? undefined : allowedHref(piece.href);
    if (href === undefined) {
      html += markedText(piece);
      index += 1;
      continue;
    }
    let inner = '';
    while (index < pieces.length && (pieces[index] as Piece).href === piece.href) {
      inner += markedText(pieces[index] as Piece);
      index += 1;
    }
    // A space the link ends with belongs outside it.
    const trailing = /( )$/.exec(inner) ? ' ' : '';
    html += `<a href="${escapeHtml(href)}">${trailing ? inner.slice(0, -1) : inner}</a>${trailing}`;
  }
  return html;
}

function listHtml(list: ListBlock, spellings: Spellings): string {
  const ordered = list.style !== 'bullet' && list.style !== 'none';
  // Circled and Hangul numbering have no HTML type: they are written as numbers.
  const type = list.style === 'a' || list.style === 'A' || list.style === 'i' || list.style === 'I' ? ` type="${list.style}"` : '';
  const start = ordered && list.start !== 1 ? ` start="${list.start}"` : '';
  const items = list.items
    .map((item) => `<li>${inlineHtml(blockPieces(item.lines, spellings))}${item.children.map((child) => listHtml(child, spellings)).join('')}</li>`)
    .join('');
  return ordered ? `<ol${type}${start}>${items}</ol>` : `<ul>${items}</ul>`;
}

export function blockHtml(block: Block, spellings: Spellings, altText: (imageId: string) => string): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level}>${inlineHtml(blockPieces(block.lines, spellings, true))}</h${block.level}>`;
    case 'paragraph':
      return `<p>${inlineHtml(blockPieces(block.lines, spellings))}</p>`;
    case 'list':
      return listHtml(block, spellings);
    case 'figure':
      return `<img src="${escapeHtml(convertedImageSrc(block.figure.imageId))}" alt="${escapeHtml(altText(block.figure.imageId))}">`;
    case 'table': {
      const [header, ...body] = block.table.rows;
      const row = (cells: typeof header, tag: 'th' | 'td') =>
        `<tr>${(cells ?? []).map((cell) => `<${tag}>${inlineHtml(blockPieces(cell.lines, spellings, tag === 'th'))}</${tag}>`).join('')}</tr>`;
      return `<table><thead>${row(header, 'th')}</thead><tbody>${body.map((cells) => row(cells, 'td')).join('')}</tbody></table>`;
    }
  }
}
