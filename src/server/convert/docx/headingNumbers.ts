import { attributesOf, startTags, wholeElements } from './xmlText.ts';

// Numbered headings ("1.", "1.2", "Chapter 3", "가.") keep their numbers.
// Word numbers a heading from its list definition (numbering.xml), given
// either by its style (a multilevel list linked to the heading styles: pandoc
// writes the heading and drops the number) or on the paragraph itself
// (pandoc then makes the heading a list item, which the Book turns into a
// plain paragraph, losing the heading). So the numbers are worked out here,
// as Word counts them, and written into each heading as text; the
// paragraph's own numbering is taken off, and pandoc sees a plain heading.
//
// Counting follows Word's rules for the common cases: one counter per level
// of each list instance (w:num), starting at the level's w:start or the
// instance's w:startOverride; a level counting up resets the levels below
// it; w:lvlText's %1…%9 are the counters of those levels in their own
// formats (all decimal under w:isLgl). Every numbered paragraph counts,
// headings or not; only headings get their number as text (pandoc numbers
// lists itself).

interface Level {
  readonly start: number;
  readonly format: string;
  readonly text: string;
  readonly legal: boolean;
  readonly suffix: string;
  /** The paragraph style linked to this level, if any. */
  readonly style: string | undefined;
}

type Levels = readonly (Level | undefined)[];

function valueOf(xml: string, localName: string): string | undefined {
  const tag = startTags(xml, localName)[0];
  return tag === undefined ? undefined : attributesOf(tag).get('val');
}

function readLevel(lvl: string): Level {
  const start = Number(valueOf(lvl, 'start') ?? '1');
  return {
    start: Number.isInteger(start) && start >= 0 ? start : 1,
    format: valueOf(lvl, 'numFmt') ?? 'decimal',
    text: valueOf(lvl, 'lvlText') ?? '',
    legal: startTags(lvl, 'isLgl').length > 0,
    suffix: valueOf(lvl, 'suff') ?? 'tab',
    style: valueOf(lvl, 'pStyle'),
  };
}

function levelsOf(xml: string): (Level | undefined)[] {
  const levels: (Level | undefined)[] = [];
  for (const [lvl] of xml.matchAll(wholeElements('w:lvl'))) {
    const index = Number(attributesOf(lvl.slice(0, lvl.indexOf('>'))).get('ilvl'));
    if (Number.isInteger(index) && index >= 0 && index <= 8) levels[index] = readLevel(lvl);
  }
  return levels;
}

/** Each list instance's levels (numId → levels), with its overrides applied. */
function readNumbering(numbering: string): Map<string, Levels> {
  const abstracts = new Map<string, (Level | undefined)[]>();
  for (const [abstract] of numbering.matchAll(wholeElements('w:abstractNum'))) {
    const id = attributesOf(abstract.slice(0, abstract.indexOf('>'))).get('abstractNumId');
    if (id !== undefined) abstracts.set(id, levelsOf(abstract));
  }
  const instances = new Map<string, Levels>();
  for (const [num] of numbering.matchAll(wholeElements('w:num'))) {
    const id = attributesOf(num.slice(0, num.indexOf('>'))).get('numId');
    const levels = [...(abstracts.get(valueOf(num, 'abstractNumId') ?? '') ?? [])];
    for (const [override] of num.matchAll(wholeElements('w:lvlOverride'))) {
      const index = Number(attributesOf(override.slice(0, override.indexOf('>'))).get('ilvl'));
      const replaced = levelsOf(override)[index];
      const start = Number(valueOf(override, 'startOverride'));
      const base = replaced ?? levels[index];
      if (base && Number.isInteger(start) && start >= 0) levels[index] = { ...base, start };
      else if (replaced) levels[index] = replaced;
    }
    if (id !== undefined) instances.set(id, levels);
  }
  return instances;
}

interface Style {
  readonly heading: boolean;
  readonly basedOn: string | undefined;
  readonly numId: string | undefined;
  readonly ilvl: string | undefined;
}

function readStyles(styles: string): Map<string, Style> {
  const found = new Map<string, Style>();
  for (const [style] of styles.matchAll(wholeElements('w:style'))) {
    const id = attributesOf(style.slice(0, style.indexOf('>'))).get('styleId');
    if (id === undefined) continue;
    const numPr = style.match(wholeElements('w:numPr'))?.[0] ?? '';
    found.set(id, {
      heading: /^heading [1-9]$/i.test(valueOf(style, 'name') ?? ''),
      basedOn: valueOf(style, 'basedOn'),
      numId: valueOf(numPr, 'numId'),
      ilvl: valueOf(numPr, 'ilvl'),
    });
  }
  return found;
}

/** A style's heading-ness and numbering, its own or inherited (basedOn, at most ten deep: a loop stops there). */
function resolveStyle(styles: ReadonlyMap<string, Style>, id: string | undefined): { heading: boolean; numId?: string; ilvl?: string } {
  let heading = false;
  let numId: string | undefined;
  let ilvl: string | undefined;
  for (let depth = 0, at = id; at !== undefined && depth < 10; depth++) {
    const style = styles.get(at);
    if (!style) break;
    heading ||= style.heading;
    numId ??= style.numId;
    ilvl ??= style.ilvl;
    at = style.basedOn;
  }
  return { heading, ...(numId === undefined ? {} : { numId }), ...(ilvl === undefined ? {} : { ilvl }) };
}

const ROMAN: readonly [number, string][] = [
  [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
];
const GANADA = [...'가나다라마바사아자차카타파하'];
const CHOSUNG = [...'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ'];

function roman(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return text;
}

/** A counter in one of Word's number formats (the common ones; others are written as decimal). */
export function formatNumber(value: number, format: string): string {
  if (value < 1 && format !== 'decimal' && format !== 'decimalZero') return String(value);
  switch (format) {
    case 'decimalZero':
      return value < 10 ? `0${value}` : String(value);
    case 'lowerRoman':
      return roman(value);
    case 'upperRoman':
      return roman(value).toUpperCase();
    case 'lowerLetter':
    case 'upperLetter': {
      // Word's letters go a…z, aa…zz, aaa…
      const letter = String.fromCharCode(97 + ((value - 1) % 26)).repeat(Math.ceil(value / 26));
      return format === 'upperLetter' ? letter.toUpperCase() : letter;
    }
    case 'ganada':
      return GANADA[(value - 1) % GANADA.length] as string;
    case 'chosung':
      return CHOSUNG[(value - 1) % CHOSUNG.length] as string;
    default:
      return String(value);
  }
}

const NO_NUMBER = new Set(['bullet', 'none']);

function numberText(levels: Levels, counters: readonly (number | undefined)[], level: number): string | undefined {
  const own = levels[level];
  if (!own || NO_NUMBER.has(own.format)) return undefined;
  const text = own.text.replace(/%([1-9])/g, (_, digit: string) => {
    const index = Number(digit) - 1;
    const definition = levels[index];
    const value = counters[index] ?? definition?.start ?? 1;
    return formatNumber(value, own.legal ? 'decimal' : (definition?.format ?? 'decimal'));
  });
  if (text.trim() === '') return undefined;
  return own.suffix === 'nothing' ? text : `${text} `;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The document with every numbered heading's number written in as text and
 * its own numbering taken off. `styles` is styles.xml as pandoc will read it
 * (heading styles named "heading N"); `numbering` is numbering.xml.
 */
export function numberHeadings(document: string, styles: string, numbering: string): string {
  const instances = readNumbering(numbering);
  if (instances.size === 0) return document;
  const styleTable = readStyles(styles);
  const counters = new Map<string, (number | undefined)[]>();
  return document.replace(wholeElements('w:p'), (paragraph) => {
    const pPr = paragraph.match(wholeElements('w:pPr'))?.[0] ?? '';
    const directNumPr = pPr.match(wholeElements('w:numPr'))?.[0];
    const style = resolveStyle(styleTable, valueOf(pPr, 'pStyle'));
    const numId = (directNumPr === undefined ? undefined : valueOf(directNumPr, 'numId')) ?? style.numId;
    const levels = numId === undefined ? undefined : instances.get(numId);
    if (numId === undefined || numId === '0' || !levels) return paragraph;
    const styleId = valueOf(pPr, 'pStyle');
    const linked = levels.findIndex((level) => level?.style !== undefined && level.style === styleId);
    const level = Number((directNumPr === undefined ? undefined : valueOf(directNumPr, 'ilvl')) ?? style.ilvl ?? (linked >= 0 ? linked : 0));
    if (!Number.isInteger(level) || level < 0 || level > 8) return paragraph;
    const count = counters.get(numId) ?? [];
    count[level] = count[level] === undefined ? (levels[level]?.start ?? 1) : (count[level] as number) + 1;
    count.fill(undefined, level + 1);
    counters.set(numId, count);
    if (!style.heading) return paragraph;
    const text = numberText(levels, count, level);
    const run = text === undefined ? '' : `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
    const unnumbered = directNumPr === undefined ? pPr : pPr.replace(directNumPr, '');
    const withoutOwnNumbering = pPr === '' ? paragraph : paragraph.replace(pPr, unnumbered);
    const afterProperties = pPr === '' ? withoutOwnNumbering.indexOf('>') + 1 : withoutOwnNumbering.indexOf(unnumbered) + unnumbered.length;
    return withoutOwnNumbering.slice(0, afterProperties) + run + withoutOwnNumbering.slice(afterProperties);
  });
}
