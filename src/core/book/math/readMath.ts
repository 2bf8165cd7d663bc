// A parsed `<math>` element to an equation of the model. Like the rest of
// the HTML reader this is an allow-list: the presentation elements of
// allowList.ts are kept with their allowed attribute values; `semantics`
// gives its first child (its TeX annotation becomes the text alternative);
// `maction` gives the child it shows; the deprecated `mfenced` becomes the
// `mrow` with `mo` fences it stands for; annotations (`annotation-xml` may
// hold HTML), `mglyph` (a picture from an address) and anything active go;
// any other element gives its content as an `mrow`. The structure is made
// sound as it is read (a script with the wrong number of children is an
// `mrow`, table cells sit in rows), so reading the result again changes
// nothing.
//
// Namespaces: parse5 and the browser's DOMParser both put the elements
// under `<math>` in the MathML namespace with lower-case names, and both
// adapters hand core the lower-case local name. Where the HTML parser puts
// HTML elements inside MathML (the content of a token, of `annotation-xml`),
// those are a token's text or dropped with the annotation, so the namespace
// is never needed to tell them apart.

import { cleanAttributeText, cleanLine } from '../cleanText.ts';
import type { HtmlElementNode, HtmlNode } from '../htmlTree.ts';
import type { MathElement, MathLayout, MathLayoutTag, MathNode, MathToken, MathTokenTag } from '../model.ts';
import { cleanMathAttributes, MATH_ARITY, MATH_LAYOUT_TAGS, MATH_MAX_DEPTH, MATH_MAX_NODES, MATH_TOKEN_TAGS } from './allowList.ts';

// Gone with everything inside.
const SKIPPED = new Set([
  'annotation', 'annotation-xml', 'mglyph', 'malignmark', 'maligngroup', 'mprescripts', 'none',
  'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'img', 'input', 'textarea', 'select', 'button',
]);

const TEX_ENCODINGS = new Set(['application/x-tex', 'application/x-latex', 'text/x-tex', 'text/x-latex', 'tex', 'latex']);

const isMathSpace = (char: string): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';

/**
 * A token's text as MathML shows it: runs of white space one space, none at
 * either end. No-break spaces are kept (an `mtext` of one is spacing);
 * controls go, as in all of the model's text.
 */
export function cleanTokenText(text: string): string {
  let out = '';
  let space = false;
  for (const char of cleanAttributeText(text)) {
    if (isMathSpace(char)) {
      space = out !== '';
      continue;
    }
    if (space) out += ' ';
    out += char;
    space = false;
  }
  return out;
}

/** The text under a node, without recursion (a hostile tree may be very deep); annotations and active elements give none. */
function rawText(root: HtmlNode): string {
  let text = '';
  const stack: HtmlNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.kind === 'text') text += node.value;
    else if (!SKIPPED.has(node.tag)) for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as HtmlNode);
  }
  return cleanTokenText(text);
}

interface Budget {
  nodes: number;
  exceeded: boolean;
  tex: string | undefined;
}

function token(tag: MathTokenTag, attrs: Readonly<Record<string, unknown>>, text: string): MathToken {
  const clean = cleanMathAttributes(tag, attrs);
  return clean ? { tag, attrs: clean, text } : { tag, text };
}

function layout(tag: MathLayoutTag, attrs: Readonly<Record<string, unknown>>, children: readonly MathNode[]): MathLayout {
  const clean = cleanMathAttributes(tag, attrs);
  return clean ? { tag, attrs: clean, children } : { tag, children };
}

const element = (tag: string, children: readonly HtmlNode[], attrs: Readonly<Record<string, string>> = {}): HtmlElementNode => ({ kind: 'element', tag, attrs, children });

function count(budget: Budget): boolean {
  budget.nodes += 1;
  if (budget.nodes > MATH_MAX_NODES) budget.exceeded = true;
  return !budget.exceeded;
}

function noteAnnotation(node: HtmlElementNode, budget: Budget): void {
  if (node.tag !== 'annotation' || budget.tex !== undefined) return;
  if (!TEX_ENCODINGS.has((node.attrs['encoding'] ?? '').trim().toLowerCase())) return;
  const tex = cleanLine(cleanAttributeText(rawText(element('mtext', node.children))));
  if (tex !== '') budget.tex = tex;
}

/** Element children of a layout element (table rows in a table, cells in a row), stray text as `mtext`. */
function readChildren(parent: string, nodes: readonly HtmlNode[], depth: number, budget: Budget): MathNode[] {
  const out: MathNode[] = [];
  for (const node of nodes) {
    if (budget.exceeded) break;
    let source: HtmlNode = node;
    if (node.kind === 'text' && cleanTokenText(node.value) === '') continue;
    if (node.kind === 'element' && SKIPPED.has(node.tag)) {
      noteAnnotation(node, budget);
      continue;
    }
    const tag = node.kind === 'element' ? node.tag : '#text';
    if (parent === 'mtable' && tag === 'mtd') source = element('mtr', [node]);
    else if (parent === 'mtable' && tag !== 'mtr') source = element('mtr', [element('mtd', [node])]);
    else if (parent === 'mtr' && tag !== 'mtd') source = element('mtd', [node]);
    const read = source.kind === 'text' ? readText(source.value, budget) : readElement(source, parent, depth, budget);
    if (read) out.push(read);
  }
  return out;
}

/** Text straight inside a layout element (`<mrow>x</mrow>`): an `mtext`, as a browser shows it. */
function readText(value: string, budget: Budget): MathNode | undefined {
  const text = cleanTokenText(value);
  return text !== '' && count(budget) ? { tag: 'mtext', text } : undefined;
}

/** The first child element that is not an annotation (what `semantics` and `maction` show). */
function shownChild(node: HtmlElementNode, budget: Budget): HtmlElementNode | undefined {
  let shown: HtmlElementNode | undefined;
  for (const child of node.children) {
    if (child.kind !== 'element') continue;
    if (SKIPPED.has(child.tag)) noteAnnotation(child, budget);
    else shown ??= child;
  }
  return shown;
}

/** `<mfenced open="(" close=")" separators=",">a b</mfenced>` as the row it means: `( a , b )`. */
function readFenced(node: HtmlElementNode, depth: number, budget: Budget): MathNode | undefined {
  const open = node.attrs['open'] ?? '(';
  const close = node.attrs['close'] ?? ')';
  const separators = [...(node.attrs['separators'] ?? ',').replace(/[ \t\n\f\r]/g, '')];
  const items = readChildren('mrow', node.children, depth + 1, budget);
  const children: MathNode[] = [];
  const operator = (text: string, role: 'fence' | 'separator'): void => {
    const clean = cleanTokenText(text);
    if (clean !== '' && count(budget)) children.push(token('mo', { [role]: 'true' }, clean));
  };
  operator(open, 'fence');
  items.forEach((item, index) => {
    if (index > 0 && separators.length > 0) operator(separators[Math.min(index - 1, separators.length - 1)] ?? '', 'separator');
    children.push(item);
  });
  operator(close, 'fence');
  return layout('mrow', {}, children);
}

function readElement(node: HtmlElementNode, parent: string, depth: number, budget: Budget): MathNode | undefined {
  if (budget.exceeded) return undefined;
  if (depth >= MATH_MAX_DEPTH) {
    // Too deep: what it says, as text.
    const text = rawText(node);
    return text !== '' && count(budget) ? { tag: 'mtext', text } : undefined;
  }
  const tag = node.tag;
  if (tag === 'semantics' || tag === 'maction') {
    const shown = shownChild(node, budget);
    return shown && count(budget) ? readElement(shown, parent, depth, budget) : undefined;
  }
  if (!count(budget)) return undefined;
  if (MATH_TOKEN_TAGS.has(tag)) return token(tag as MathTokenTag, node.attrs, rawText(node));
  if (tag === 'mfenced') return readFenced(node, depth, budget);
  if (tag === 'mspace') return layout('mspace', node.attrs, []);
  const misplaced = (tag === 'mtr' && parent !== 'mtable') || (tag === 'mtd' && parent !== 'mtr');
  if (!MATH_LAYOUT_TAGS.has(tag) || misplaced) return layout('mrow', {}, readChildren('mrow', node.children, depth + 1, budget));
  const children = readChildren(tag, node.children, depth + 1, budget);
  const arity = MATH_ARITY[tag as MathLayoutTag];
  if (arity !== undefined && children.length !== arity) return layout('mrow', {}, children);
  return layout(tag as MathLayoutTag, node.attrs, children);
}

/**
 * The equation a `<math>` element holds, or none when it shows nothing. Its
 * `alt` is `alttext`, else a TeX annotation. Markup nested deeper than
 * MATH_MAX_DEPTH keeps its text; an equation of more than MATH_MAX_NODES
 * elements is only its text.
 */
export function readMath(node: HtmlElementNode): MathElement | undefined {
  const budget: Budget = { nodes: 0, exceeded: false, tex: undefined };
  let tree: readonly MathNode[] = readChildren('math', node.children, 0, budget);
  if (budget.exceeded) {
    const text = rawText(node);
    tree = text === '' ? [] : [{ tag: 'mtext', text }];
  }
  if (tree.length === 0) return undefined;
  const alt = cleanLine(cleanAttributeText(node.attrs['alttext'] ?? '')) || budget.tex;
  const block = (node.attrs['display'] ?? '').trim().toLowerCase() === 'block';
  return {
    type: 'math',
    ...(block ? { display: 'block' as const } : {}),
    ...(alt ? { alt } : {}),
    tree,
    children: [{ text: '' }],
  };
}
