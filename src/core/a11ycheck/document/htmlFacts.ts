// What the Book's model does not keep but a checker of HTML must see, read
// from the parsed tree itself: an empty aria-label, a link with no name or
// no usable address, a picture with no alt the model dropped (a remote
// address), an audio or video with no source. Each is located by a
// selector a person can read (`body > div:nth-of-type(2) > button`).

import type { HtmlElementNode, HtmlNode } from '../../book/index.ts';
import { cleanImageSrc } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';

// Never rendered: nothing in them is checked.
const UNRENDERED = new Set(['head', 'script', 'style', 'template', 'noscript']);

interface Located {
  readonly element: HtmlElementNode;
  readonly selector: string;
}

function elementsWithSelectors(nodes: readonly HtmlNode[], parent: string, into: Located[]): void {
  const elements = nodes.filter((node): node is HtmlElementNode => node.kind === 'element');
  const counts = new Map<string, number>();
  for (const element of elements) counts.set(element.tag, (counts.get(element.tag) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const element of elements) {
    if (UNRENDERED.has(element.tag)) continue;
    const nth = (seen.get(element.tag) ?? 0) + 1;
    seen.set(element.tag, nth);
    const step = (counts.get(element.tag) ?? 0) > 1 ? `${element.tag}:nth-of-type(${nth})` : element.tag;
    const selector = element.tag === 'html' ? '' : parent === '' ? step : `${parent} > ${step}`;
    if (element.tag !== 'html') into.push({ element, selector });
    elementsWithSelectors(element.children, selector, into);
  }
}

/** Text a reader hears from an element's content: its text and its pictures' alt. */
export function contentName(node: HtmlNode): string {
  if (node.kind === 'text') return node.value;
  if (UNRENDERED.has(node.tag) || node.attrs['aria-hidden'] === 'true') return '';
  if (node.tag === 'img') return node.attrs['alt'] ?? '';
  return node.children.map(contentName).join(' ');
}

/** The accessible name as far as the tree tells it: aria-labelledby is taken as naming (its target is not resolved). */
function hasName(element: HtmlElementNode): boolean {
  const attribute = (name: string): string => element.attrs[name]?.trim() ?? '';
  return attribute('aria-label') !== '' || attribute('aria-labelledby') !== '' || attribute('title') !== '' || contentName(element).trim() !== '';
}

function checkAriaLabel({ element, selector }: Located): Finding[] {
  const label = element.attrs['aria-label'];
  if (label === undefined || label.trim() !== '') return [];
  // Harmless beside other text (the name falls back to it), so then only a warning.
  const named = contentName(element).trim() !== '' || (element.attrs['title']?.trim() ?? '') !== '';
  return [documentFinding('aria-label', named ? 'warning' : 'error', { kind: 'element', selector }, `${element.tag}|${selector}`, findingMessages.ariaLabelEmpty)];
}

/** No address, only `#`, or script: a link that goes nowhere. (Any other address is a place, even one the Book would not keep.) */
export function isUnusableHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const address = href.replace(/[\u0000-\u0020]/g, '');
  return address === '' || address === '#' || /^javascript:/i.test(address);
}

function checkLink({ element, selector }: Located): Finding[] {
  const href = element.attrs['href'];
  if (element.tag !== 'a' || href === undefined) return [];
  const editLink = { kind: 'guided', label: { message: fixMessages.editLink }, action: 'link' } as const;
  const subject = `${contentName(element).trim()}|${href}|${selector}`;
  if (isUnusableHref(href)) {
    return [documentFinding('url-required', 'error', { kind: 'element', selector }, subject, findingMessages.linkNoAddress, undefined, editLink)];
  }
  if (!hasName(element)) return [documentFinding('link-name', 'error', { kind: 'element', selector }, subject, findingMessages.linkEmpty, undefined, editLink)];
  return [];
}

function checkImage({ element, selector }: Located): Finding[] {
  if (element.tag !== 'img' || 'alt' in element.attrs) return [];
  // Kept by the Book: the model's image-alt reports it.
  if (cleanImageSrc(element.attrs['src']) !== undefined) return [];
  const role = element.attrs['role']?.trim().toLowerCase();
  if (role === 'presentation' || role === 'none' || hasName({ ...element, children: [] })) return [];
  return [
    documentFinding('image-alt', 'error', { kind: 'element', selector }, element.attrs['src'] ?? selector, findingMessages.imageNoAltAttribute, undefined, {
      kind: 'guided',
      label: { message: fixMessages.describeImage },
      action: 'image-description',
    }),
  ];
}

function checkMedia({ element, selector }: Located): Finding[] {
  if (element.tag !== 'audio' && element.tag !== 'video') return [];
  const sources = [element.attrs['src'], ...element.children.map((child) => (child.kind === 'element' && child.tag === 'source' ? child.attrs['src'] : undefined))];
  if (sources.some((src) => src !== undefined && src.trim() !== '')) return [];
  return [
    documentFinding('url-required', 'error', { kind: 'element', selector }, `${element.tag}|${selector}`, findingMessages.mediaNoAddress, undefined, {
      kind: 'guided',
      label: { message: fixMessages.editMedia },
      action: 'media',
    }),
  ];
}

export function htmlFacts(nodes: readonly HtmlNode[]): Finding[] {
  const located: Located[] = [];
  elementsWithSelectors(nodes, '', located);
  return located.flatMap((entry) => [...checkAriaLabel(entry), ...checkLink(entry), ...checkImage(entry), ...checkMedia(entry)]);
}

/** The text of the page's `<title>`, white space collapsed. */
export function htmlTitle(nodes: readonly HtmlNode[]): string {
  const html = nodes.find((node): node is HtmlElementNode => node.kind === 'element' && node.tag === 'html');
  const head = html?.children.find((node): node is HtmlElementNode => node.kind === 'element' && node.tag === 'head');
  const title = head?.children.find((node): node is HtmlElementNode => node.kind === 'element' && node.tag === 'title');
  const text = title?.children.map((child) => (child.kind === 'text' ? child.value : '')).join('') ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
