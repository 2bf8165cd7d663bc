// HTML text to the tree core reads (core/book/htmlTree.ts), with parse5: the
// HTML standard's parser, so the server reads a document exactly as the
// browser that shows it will — the sanitiser and the browser cannot disagree
// about where an element ends. Comments, the doctype and <template> contents
// (kept apart by parse5) never reach the tree.

import { parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import type { HtmlElementNode, HtmlNode } from '../../core/book/index.ts';

type Parse5Node = DefaultTreeAdapterTypes.ChildNode;

/**
 * Nesting deeper than this is flattened to its text. Real documents nest a
 * few dozen levels; a hostile one could nest thousands to exhaust the stack
 * of the recursive reader (browsers likewise stop nesting at a few hundred).
 */
export const MAX_HTML_DEPTH = 256;

function textOf(root: Parse5Node): string {
  let text = '';
  const stack: Parse5Node[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if ('childNodes' in node) stack.push(...[...node.childNodes].reverse());
  }
  return text;
}

function convert(node: Parse5Node, depth: number): HtmlNode | undefined {
  if (node.nodeName === '#text') return { kind: 'text', value: (node as DefaultTreeAdapterTypes.TextNode).value };
  if (node.nodeName === '#comment' || node.nodeName === '#documentType' || !('tagName' in node)) return undefined;
  if (depth >= MAX_HTML_DEPTH) return { kind: 'text', value: textOf(node) };
  const attrs: Record<string, string> = {};
  for (const attribute of node.attrs) {
    const name = (attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name).toLowerCase();
    if (!(name in attrs)) attrs[name] = attribute.value;
  }
  return { kind: 'element', tag: node.tagName.toLowerCase(), attrs, children: convertAll(node.childNodes, depth + 1) };
}

function convertAll(nodes: readonly Parse5Node[], depth: number): HtmlNode[] {
  return nodes.flatMap((child) => {
    const converted = convert(child, depth);
    return converted ? [converted] : [];
  });
}

/** A whole document: `[<html>]` (the parser always makes one). */
export function parseHtmlDocument(html: string): HtmlNode[] {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.nodeName === 'html');
  const element = root ? convert(root, 0) : undefined;
  return element && element.kind === 'element' ? [element satisfies HtmlElementNode] : [];
}

/** A fragment, parsed as the content of a <body> (a paste, an inserted snippet). */
export function parseHtmlFragment(html: string): HtmlNode[] {
  return convertAll(parseFragment(html).childNodes, 0);
}
