import { defaultTreeAdapter, type DefaultTreeAdapterTypes } from 'parse5';

// Small edits on parse5's tree of pandoc's HTML: find elements, read and set
// attributes, unwrap or remove a node, split a block in two.

export type Element = DefaultTreeAdapterTypes.Element;
export type ChildNode = DefaultTreeAdapterTypes.ChildNode;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type TextNode = DefaultTreeAdapterTypes.TextNode;

export const isElement = (node: ChildNode | ParentNode): node is Element => 'tagName' in node;
export const isText = (node: ChildNode): node is TextNode => node.nodeName === '#text';

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function hasClass(element: Element, name: string): boolean {
  return (attribute(element, 'class') ?? '').split(/\s+/).includes(name);
}

/** Sets the element's attributes to exactly these (in this order). */
export function setAttributes(element: Element, attributes: Readonly<Record<string, string | undefined>>): void {
  element.attrs = Object.entries(attributes).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}

/** Every element under `root` in document order (a snapshot: edits during the walk do not disturb it). */
export function elementsUnder(root: ParentNode): Element[] {
  const found: Element[] = [];
  const stack: ChildNode[] = [...root.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isElement(node)) continue;
    found.push(node);
    stack.push(...[...node.childNodes].reverse());
  }
  return found;
}

export function textNodesUnder(root: ParentNode): TextNode[] {
  const found: TextNode[] = [];
  const stack: ChildNode[] = [...root.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isText(node)) found.push(node);
    else if ('childNodes' in node) stack.push(...[...node.childNodes].reverse());
  }
  return found;
}

export function textOf(root: ParentNode): string {
  return textNodesUnder(root)
    .map((node) => node.value)
    .join('');
}

export function removeNode(node: ChildNode): void {
  defaultTreeAdapter.detachNode(node);
}

/** Puts the element's children where it stood. */
export function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  const at = parent.childNodes.indexOf(element);
  for (const child of element.childNodes) child.parentNode = parent;
  parent.childNodes.splice(at, 1, ...element.childNodes);
  element.childNodes = [];
  element.parentNode = null;
}

export function insertBefore(parent: ParentNode, node: ChildNode, reference: ChildNode | undefined): void {
  if (reference === undefined) defaultTreeAdapter.appendChild(parent, node);
  else defaultTreeAdapter.insertBefore(parent, node, reference);
}

export function createElement(tagName: string, attributes: Readonly<Record<string, string>> = {}): Element {
  return defaultTreeAdapter.createElement(
    tagName,
    'http://www.w3.org/1999/xhtml' as never,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
}

function shallowClone(element: Element): Element {
  const clone = createElement(element.tagName);
  clone.attrs = element.attrs.map((attr) => ({ ...attr }));
  return clone;
}

/**
 * Splits `block` at a position inside text node `at` (character `offset`):
 * the block keeps what comes before, and a copy of it (with copies of every
 * element open at that point) takes what comes after. Returns the copy.
 */
export function splitAt(block: Element, at: TextNode, offset: number): Element {
  let node: ChildNode = at;
  const tail = defaultTreeAdapter.createTextNode(at.value.slice(offset));
  at.value = at.value.slice(0, offset);
  let carried: ChildNode[] = [tail];
  for (;;) {
    const parent = node.parentNode as Element;
    const after = parent.childNodes.slice(parent.childNodes.indexOf(node) + 1);
    const copy = shallowClone(parent);
    for (const child of [...carried, ...after]) {
      if (child.parentNode) removeNode(child);
      defaultTreeAdapter.appendChild(copy, child);
    }
    if (parent === block) return copy;
    carried = [copy];
    node = parent;
  }
}
