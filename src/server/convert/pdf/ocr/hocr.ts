// Tesseract's hOCR page, read into plain records. hOCR (XHTML) is Tesseract's
// richest output: besides each word's box and confidence it says what kind
// of region each block is (text, a photo, a rule) and each line's measured
// x-height, ascenders and descenders, which give its font size. Read with
// parse5, so entities in recognised text are decoded as a browser would.
// Boxes are in the page picture's pixels, from its top-left corner.

import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface HocrWord {
  readonly box: Box;
  readonly confidence: number;
  readonly text: string;
}

export interface HocrLine {
  readonly box: Box;
  /** Tesseract's estimate of the height of lowercase letters without ascenders (Latin) or of whole syllables (Hangul), in pixels. */
  readonly xHeight: number;
  readonly words: readonly HocrWord[];
}

/** `photo`: a picture region; `separator`: a rule (table borders, underlines); `text`: lines of words. */
export type HocrBlockKind = 'text' | 'photo' | 'separator';

export interface HocrBlock {
  readonly kind: HocrBlockKind;
  readonly box: Box;
  readonly lines: readonly HocrLine[];
}

export interface HocrPage {
  /** The picture's size in pixels. */
  readonly width: number;
  readonly height: number;
  readonly blocks: readonly HocrBlock[];
}

const LINE_CLASSES = new Set(['ocr_line', 'ocr_header', 'ocr_caption', 'ocr_textfloat']);
const BLOCK_KINDS: Readonly<Record<string, HocrBlockKind>> = { ocr_carea: 'text', ocr_photo: 'photo', ocr_separator: 'separator' };

function attr(element: Element, name: string): string {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? '';
}

/** `title="bbox 1 2 3 4; x_wconf 96"` as its properties. */
function properties(element: Element): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const part of attr(element, 'title').split(';')) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key) found.set(key, values.map(Number));
  }
  return found;
}

function boxOf(element: Element): Box | undefined {
  const [left, top, right, bottom] = properties(element).get('bbox') ?? [];
  if ([left, top, right, bottom].some((value) => value === undefined || !Number.isFinite(value))) return undefined;
  return { left: left as number, top: top as number, right: right as number, bottom: bottom as number };
}

function textOf(element: Element): string {
  let text = '';
  const stack: Node[] = [...element.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if ('childNodes' in node) stack.push(...[...node.childNodes].reverse());
  }
  return text;
}

/** The elements under `root` whose class is in `classes`, in document order, not looking inside a match. */
function findAll(root: Element, matches: (className: string) => boolean): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [...root.childNodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!('tagName' in node)) continue;
    if (matches(attr(node, 'class'))) found.push(node);
    else stack.push(...[...node.childNodes].reverse());
  }
  return found;
}

function readLine(element: Element): HocrLine | undefined {
  const box = boxOf(element);
  if (!box) return undefined;
  const props = properties(element);
  const size = props.get('x_size')?.[0] ?? box.bottom - box.top;
  const ascenders = props.get('x_ascenders')?.[0] ?? 0;
  const descenders = props.get('x_descenders')?.[0] ?? 0;
  const words: HocrWord[] = [];
  for (const word of findAll(element, (name) => name === 'ocrx_word')) {
    const wordBox = boxOf(word);
    const text = textOf(word).trim();
    if (!wordBox || !text) continue;
    words.push({ box: wordBox, confidence: properties(word).get('x_wconf')?.[0] ?? 0, text });
  }
  return { box, xHeight: Math.max(1, size - ascenders - descenders), words };
}

/** The page in Tesseract's reading order (block, paragraph, line, word). */
export function readHocr(hocr: string): HocrPage {
  const document = parse(hocr);
  const html = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const page = html ? findAll(html, (name) => name === 'ocr_page')[0] : undefined;
  const pageBox = page ? boxOf(page) : undefined;
  if (!page || !pageBox) return { width: 0, height: 0, blocks: [] };
  const blocks: HocrBlock[] = [];
  for (const block of findAll(page, (name) => name in BLOCK_KINDS)) {
    const box = boxOf(block);
    if (!box) continue;
    const kind = BLOCK_KINDS[attr(block, 'class')] ?? 'text';
    const lines = findAll(block, (name) => LINE_CLASSES.has(name)).flatMap((line) => readLine(line) ?? []);
    blocks.push({ kind, box, lines });
  }
  return { width: pageBox.right, height: pageBox.bottom, blocks };
}
