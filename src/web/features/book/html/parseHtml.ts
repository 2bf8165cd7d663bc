// HTML text to the tree core reads, with the browser's own parser
// (DOMParser, `text/html`): the same HTML-standard parsing the server does
// with parse5, so a paste is read as the saved document will be. DOMParser
// documents are inert: no script runs and no image loads while we read.

import type { HtmlNode } from '../../../../core/book/index.ts';

/** Nesting deeper than this is flattened to its text (as on the server). */
export const MAX_HTML_DEPTH = 256;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function convert(node: Node, depth: number): HtmlNode | undefined {
  if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) return { kind: 'text', value: node.nodeValue ?? '' };
  if (node.nodeType !== ELEMENT_NODE) return undefined;
  const element = node as Element;
  if (depth >= MAX_HTML_DEPTH) return { kind: 'text', value: element.textContent };
  const attrs: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (!(name in attrs)) attrs[name] = attribute.value;
  }
  // A <template>'s content is a separate fragment, not its children: skipped as on the server.
  return { kind: 'element', tag: element.localName.toLowerCase(), attrs, children: convertAll(element.childNodes, depth + 1) };
}

function convertAll(nodes: NodeListOf<ChildNode>, depth: number): HtmlNode[] {
  return Array.from(nodes).flatMap((child) => {
    const converted = convert(child, depth);
    return converted ? [converted] : [];
  });
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** A whole document: `[<html>]`. */
export function parseHtmlDocument(html: string): HtmlNode[] {
  const root = convert(parse(html).documentElement, 0);
  return root ? [root] : [];
}

/** A fragment (a paste): the body's content. */
export function parseHtmlFragment(html: string): HtmlNode[] {
  return convertAll(parse(html).body.childNodes, 0);
}
