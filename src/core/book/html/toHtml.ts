// The model to HTML: the storage and exchange format. Only what the model
// holds is written (docs/book.md lists the attributes and styles), every
// value escaped; read back by documentFromHtml it gives the same model.

import { MARK_HIGHLIGHT } from '../colors.ts';
import { mathToHtml } from '../math/writeMath.ts';
import { isText } from '../model.ts';
import type {
  Align,
  BlockElement,
  BookDocument,
  BookText,
  ImageElement,
  InlineNode,
  ListElement,
  MathElement,
  ListItemElement,
  MediaElement,
  ParagraphElement,
  TableCellElement,
  TableElement,
} from '../model.ts';
import { escapeHtml } from './escape.ts';
import { cleanIgnoredChecks } from '../../ignoredChecks/index.ts';
import { IGNORE_FINDINGS_META, IGNORE_RULES_META } from '../ignoredChecks.ts';

function styleAttribute(declarations: readonly (readonly [string, string | undefined])[]): string {
  const written = declarations.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  return written.length > 0 ? ` style="${escapeHtml(written.map(([property, value]) => `${property}:${value}`).join(';'))}"` : '';
}

function alignStyle(align: Align | undefined): string {
  return styleAttribute([['text-align', align]]);
}

/**
 * Which spaces must be written as no-break spaces so that a browser (and our
 * reader) keeps them: one at the start or end of a line, or next to another
 * space. A lone space between two characters stays a space.
 */
function keptSpaces(text: string): boolean[] {
  const kept: boolean[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== ' ') {
      kept.push(false);
      continue;
    }
    const before = text[index - 1];
    const after = text[index + 1];
    kept.push(before === undefined || before === ' ' || before === '\n' || after === undefined || after === ' ' || after === '\n');
  }
  return kept;
}

function leafHtml(leaf: BookText, kept: readonly boolean[], start: number): string {
  let html = '';
  for (let index = 0; index < leaf.text.length; index += 1) {
    const char = leaf.text.charAt(index);
    if (char === '\n') html += '<br>';
    else if (char === ' ') html += kept[start + index] ? '&nbsp;' : ' ';
    else html += escapeHtml(char);
  }
  if (html === '') return '';
  if (leaf.subscript) html = `<sub>${html}</sub>`;
  if (leaf.superscript) html = `<sup>${html}</sup>`;
  if (leaf.code) html = `<code>${html}</code>`;
  if (leaf.strikethrough) html = `<s>${html}</s>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  if (leaf.highlight === MARK_HIGHLIGHT && !leaf.color) html = `<mark>${html}</mark>`;
  else if (leaf.color || leaf.highlight) html = `<span${styleAttribute([['color', leaf.color], ['background-color', leaf.highlight]])}>${html}</span>`;
  return html;
}

// An equation stands in the line like one character that is not a space.
const EQUATION_UNIT = 'x';

/** A paragraph's or heading's content. */
export function inlinesToHtml(children: readonly InlineNode[]): string {
  const units = children.flatMap((child): (BookText | MathElement)[] => (isText(child) || child.type === 'math' ? [child] : child.children));
  const kept = keptSpaces(units.map((unit) => (isText(unit) ? unit.text : EQUATION_UNIT)).join(''));
  let offset = 0;
  const write = (leaf: BookText): string => {
    const html = leafHtml(leaf, kept, offset);
    offset += leaf.text.length;
    return html;
  };
  return children
    .map((child) => {
      if (isText(child)) return write(child);
      if (child.type === 'math') {
        offset += EQUATION_UNIT.length;
        return mathToHtml(child);
      }
      return `<a href="${escapeHtml(child.href)}">${child.children.map(write).join('')}</a>`;
    })
    .join('');
}

function paragraphHtml(paragraph: ParagraphElement): string {
  return `<p${alignStyle(paragraph.align)}>${inlinesToHtml(paragraph.children)}</p>`;
}

function isEmptyParagraph(paragraph: ParagraphElement): boolean {
  return paragraph.children.every((child) => isText(child) && child.text === '');
}

/**
 * The content of a list item or cell: its first paragraph is written bare
 * (`<li>text</li>`, `<td>text</td>`, as people write them) when that reads
 * back the same — it has text and no alignment.
 */
function itemContentHtml(children: readonly (ParagraphElement | ListElement)[]): string {
  const [first, ...rest] = children;
  if (first === undefined) return '';
  if (first.type !== 'paragraph') return children.map(blockHtml).join('');
  if (rest.length === 0 && isEmptyParagraph(first) && !first.align) return '';
  const head = isEmptyParagraph(first) || first.align ? paragraphHtml(first) : inlinesToHtml(first.children);
  return head + rest.map(blockHtml).join('');
}

function listItemHtml(item: ListItemElement): string {
  return `<li>${itemContentHtml(item.children)}</li>`;
}

function listHtml(list: ListElement): string {
  const tag = list.ordered ? 'ol' : 'ul';
  const start = list.ordered && list.start !== undefined ? ` start="${list.start}"` : '';
  return `<${tag}${start}${styleAttribute([['list-style-type', list.style]])}>${list.children.map(listItemHtml).join('')}</${tag}>`;
}

function cellHtml(cell: TableCellElement): string {
  const tag = cell.header ? 'th' : 'td';
  const spans = `${cell.colSpan ? ` colspan="${cell.colSpan}"` : ''}${cell.rowSpan ? ` rowspan="${cell.rowSpan}"` : ''}`;
  const style = styleAttribute([
    ['width', cell.width],
    ['height', cell.height],
    ['text-align', cell.align],
    ['background-color', cell.background],
  ]);
  return `<${tag}${spans}${style}>${itemContentHtml(cell.children)}</${tag}>`;
}

function tableHtml(table: TableElement): string {
  const caption = table.caption ? `<caption>${escapeHtml(table.caption)}</caption>` : '';
  const rows = table.children.map((row) => `<tr>${row.children.map(cellHtml).join('')}</tr>`).join('');
  return `<table>${caption}<tbody>${rows}</tbody></table>`;
}

function imageHtml(image: ImageElement): string {
  const decorative = image.decorative ? ' data-decorative=""' : '';
  const tactile = image.tactile ? ` data-tactile="${escapeHtml(image.tactile)}"` : '';
  return `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}"${decorative}${tactile}${styleAttribute([['width', image.width]])}>`;
}

function mediaHtml(media: MediaElement): string {
  const title = media.title ? ` title="${escapeHtml(media.title)}"` : '';
  return `<${media.kind} controls src="${escapeHtml(media.src)}"${title}></${media.kind}>`;
}

function blockHtml(block: BlockElement): string {
  switch (block.type) {
    case 'paragraph':
      return paragraphHtml(block);
    case 'heading':
      return `<h${block.level}${alignStyle(block.align)}>${inlinesToHtml(block.children)}</h${block.level}>`;
    case 'list':
      return listHtml(block);
    case 'blockquote':
      return `<blockquote>${block.children.map(blockHtml).join('')}</blockquote>`;
    case 'table':
      return tableHtml(block);
    case 'image':
      return imageHtml(block);
    case 'media':
      return mediaHtml(block);
    case 'page-break':
      return '<hr class="page-break">';
  }
}

/** The body's content: one block a line. */
export function blocksToHtml(blocks: readonly BlockElement[]): string {
  return blocks.map((block) => `${blockHtml(block)}\n`).join('');
}

/** The ignored checks as meta tags of the head (ignoredChecks.ts), only those with the right shape. */
function ignoresHtml(ignores: BookDocument['ignoredChecks']): string {
  const clean = cleanIgnoredChecks(ignores);
  if (!clean) return '';
  const meta = (name: string, values: readonly string[]): string => (values.length > 0 ? `<meta name="${name}" content="${escapeHtml(values.join(' '))}">` : '');
  return meta(IGNORE_RULES_META, clean.rules) + meta(IGNORE_FINDINGS_META, clean.findings);
}

/** A whole page: what the drive stores and what Export HTML downloads. */
export function documentToHtml(doc: BookDocument, options: { readonly title: string }): string {
  const lang = doc.lang ? ` lang="${escapeHtml(doc.lang)}"` : '';
  return (
    `<!DOCTYPE html>\n<html${lang}><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>${ignoresHtml(doc.ignoredChecks)}</head>` +
    `<body>\n${blocksToHtml(doc.blocks)}</body></html>\n`
  );
}
