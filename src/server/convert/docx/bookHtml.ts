import { serializeOuter } from 'parse5';
import type { ConversionNote } from '../conversion.ts';
import { keptLinkAddress } from './linkPolicy.ts';
import {
  attribute,
  createElement,
  elementsUnder,
  hasClass,
  insertBefore,
  isElement,
  isText,
  removeNode,
  setAttributes,
  splitAt,
  textNodesUnder,
  textOf,
  unwrap,
  type Element,
} from './htmlNodes.ts';

// Pandoc's HTML made into the Book's vocabulary (docs/book.md), before the
// Book's own reader reads it again as its allow-list:
// - footnotes: pandoc's note references (`<a class="footnote-ref"><sup>1</sup></a>`)
//   stay as the superscript numbers, and its notes section becomes a plain
//   numbered list at the end (its rule and back links go: the Book keeps no
//   anchors, so fragment links would lead nowhere);
// - links: only those linkPolicy.ts keeps; the rest become their text;
// - attributes: only those the Book reads (a list's `start` and `type`, a
//   cell's span and alignment); MathML keeps its own, whole;
// - page breaks: the marker pandocInput.ts wrote becomes
//   `<hr class="page-break">` between top-level blocks, the block split in
//   two where the break stood (a break inside a list or a table, where the
//   Book has no page break, is dropped); never at the start or the end, never
//   two in a row.
// - tables: pandoc 2.17 loses every cell of a table whose column grid
//   (`w:tblGrid`) is missing or has no widths (Word always writes one; some
//   generators do not); such rows are noted, as the Book drops a table
//   without cells.
// Pictures are rewritten by pictures.ts.

const LIST_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);
const SPLITTABLE = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Inline elements a page break may sit in and be carried out of. */
const INLINE = new Set(['span', 'strong', 'em', 'u', 's', 'code', 'sup', 'sub', 'a', 'b', 'i', 'mark', 'small', 'del', 'ins']);

function insideMath(element: Element): boolean {
  for (let node = element.parentNode; node && isElement(node); node = node.parentNode) if (node.tagName === 'math') return true;
  return false;
}

function cellAlignment(cell: Element): string | undefined {
  const align = /text-align\s*:\s*(left|right|center|justify)/i.exec(attribute(cell, 'style') ?? '');
  return align ? `text-align: ${(align[1] as string).toLowerCase()}` : undefined;
}

/** The attributes an element keeps (img and a are rewritten on their own). */
function keepAttributes(element: Element): void {
  const tag = element.tagName;
  if (tag === 'math' || tag === 'img' || tag === 'a' || insideMath(element)) return;
  if (tag === 'ol') {
    const start = attribute(element, 'start');
    const type = attribute(element, 'type');
    setAttributes(element, {
      start: start !== undefined && /^\d{1,9}$/.test(start) && Number(start) >= 1 ? String(Number(start)) : undefined,
      type: type !== undefined && LIST_TYPES.has(type) && type !== '1' ? type : undefined,
    });
  } else if (tag === 'td' || tag === 'th') {
    setAttributes(element, { colspan: attribute(element, 'colspan'), rowspan: attribute(element, 'rowspan'), style: cellAlignment(element) });
  } else {
    setAttributes(element, {});
  }
}

function rewriteNotes(body: Element): void {
  for (const element of elementsUnder(body)) {
    if (element.tagName === 'a' && hasClass(element, 'footnote-back')) removeNode(element);
    else if (element.tagName === 'a' && hasClass(element, 'footnote-ref')) unwrap(element);
    else if (hasClass(element, 'footnotes')) {
      for (const rule of element.childNodes.filter((child) => isElement(child) && child.tagName === 'hr')) removeNode(rule);
      unwrap(element);
    }
  }
}

function rewriteLinks(body: Element): void {
  for (const link of elementsUnder(body).filter((element) => element.tagName === 'a')) {
    const href = keptLinkAddress(attribute(link, 'href') ?? '');
    if (href === undefined) unwrap(link);
    else setAttributes(link, { href });
  }
}

/** The top-level block holding `node`, if a page break can split it there (only inline elements in between). */
function splittableBlock(body: Element, node: Element | null): Element | undefined {
  for (let at = node; at && at !== body; at = at.parentNode as Element | null) {
    if (at.parentNode === body) return SPLITTABLE.has(at.tagName) ? at : undefined;
    if (!INLINE.has(at.tagName)) return undefined;
  }
  return undefined;
}

function isEmptyBlock(block: Element): boolean {
  return textOf(block).trim() === '' && !elementsUnder(block).some((element) => element.tagName === 'img' || element.tagName === 'math');
}

/** Works from the last marker back, so a split never moves a marker still to be placed; linear in the document. */
function placePageBreaks(body: Element, marker: string): void {
  const holders = textNodesUnder(body).filter((node) => node.value.includes(marker));
  for (const text of holders.reverse()) {
    for (let offset = text.value.lastIndexOf(marker); offset >= 0; offset = text.value.lastIndexOf(marker)) {
      text.value = text.value.slice(0, offset) + text.value.slice(offset + marker.length);
      const block = splittableBlock(body, text.parentNode as Element);
      if (!block) continue;
      const rest = splitAt(block, text, offset);
      const next = body.childNodes[body.childNodes.indexOf(block) + 1];
      insertBefore(body, createElement('hr', { class: 'page-break' }), next);
      if (!isEmptyBlock(rest)) insertBefore(body, rest, next);
      if (isEmptyBlock(block)) removeNode(block);
    }
  }
}

const isPageBreak = (node: Element['childNodes'][number]) => isElement(node) && node.tagName === 'hr' && hasClass(node, 'page-break');

/** Drops page breaks at the start, at the end and after another; answers how many are left. */
function tidyPageBreaks(body: Element): number {
  const blocks = body.childNodes.filter((node) => isElement(node));
  let previousWasBreak = true;
  for (const [index, node] of blocks.entries()) {
    const breaks = isPageBreak(node);
    const last = blocks.slice(index + 1).every(isPageBreak);
    if (breaks && (previousWasBreak || last)) removeNode(node);
    else previousWasBreak = breaks;
  }
  return body.childNodes.filter(isPageBreak).length;
}

function lostTables(body: Element): ConversionNote[] {
  const tables = elementsUnder(body).filter((element) => element.tagName === 'table');
  const lost = tables.filter((table) =>
    elementsUnder(table).some((row) => row.tagName === 'tr' && !row.childNodes.some((cell) => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th'))),
  );
  return lost.map(() => ({ kind: 'dropped', detail: 'A table lost cells: the Word document does not give its column widths (w:tblGrid).' }));
}

/** Rewrites pandoc's body in place; answers the number of page breaks it holds, and what was lost. */
export function rewriteBody(body: Element, marker: string): { readonly pageBreaks: number; readonly notes: ConversionNote[] } {
  const notes = lostTables(body);
  rewriteNotes(body);
  rewriteLinks(body);
  for (const colgroup of elementsUnder(body).filter((element) => element.tagName === 'colgroup')) removeNode(colgroup);
  for (const element of elementsUnder(body)) keepAttributes(element);
  placePageBreaks(body, marker);
  return { pageBreaks: tidyPageBreaks(body), notes };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where white space between children means nothing (the template's blank lines, a removed colgroup's line). */
const SPACE_INSENSITIVE = new Set(['body', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol']);

/** The whole Book HTML page around a rewritten body, one top-level block a line. */
export function bookPage(body: Element, options: { readonly title: string | undefined; readonly lang: string | undefined }): string {
  for (const element of [body, ...elementsUnder(body)].filter((candidate) => SPACE_INSENSITIVE.has(candidate.tagName))) {
    for (const child of element.childNodes.filter((node) => isText(node) && node.value.trim() === '')) removeNode(child);
  }
  const blocks = body.childNodes.map((node) => (isText(node) ? escapeHtml(node.value) : serializeOuter(node))).join('\n');
  const lang = options.lang ? ` lang="${escapeHtml(options.lang)}"` : '';
  const title = options.title ? `<title>${escapeHtml(options.title)}</title>` : '';
  return `<!DOCTYPE html>\n<html${lang}><head><meta charset="utf-8">${title}</head><body>\n${blocks}\n</body></html>\n`;
}
