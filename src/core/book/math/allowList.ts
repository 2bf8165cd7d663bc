// What an equation may hold: MathML presentation elements (the MathML Core
// set a textbook needs) and, on each, the attributes whose values change how
// it looks, each checked against the values MathML defines. Nothing else is
// ever read: no href, style, event handler, xlink or class, so an equation
// can carry nothing active (docs/book.md, "Equations").

import type { MathAttributeName, MathAttributes, MathLayoutTag, MathTokenTag } from '../model.ts';

export const MATH_TOKEN_TAGS: ReadonlySet<string> = new Set<MathTokenTag>(['mi', 'mn', 'mo', 'ms', 'mtext']);

export const MATH_LAYOUT_TAGS: ReadonlySet<string> = new Set<MathLayoutTag>([
  'mrow', 'msup', 'msub', 'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover',
  'mtable', 'mtr', 'mtd', 'mstyle', 'mpadded', 'mphantom', 'menclose', 'mspace',
]);

/** Elements with a fixed number of children (base and scripts): any other count reads as an `mrow`. */
export const MATH_ARITY: Readonly<Partial<Record<MathLayoutTag, number>>> = {
  msup: 2, msub: 2, msubsup: 3, mfrac: 2, mroot: 2, mover: 2, munder: 2, munderover: 3,
};

/** Bounds on one equation; deeper or larger markup keeps only its text. */
export const MATH_MAX_DEPTH = 64;
export const MATH_MAX_NODES = 2000;

const BOOLEAN = /^(true|false)$/;
// A CSS length or percentage as MathML Core takes it; a bare number (`0`) too.
const LENGTH = /^-?(\d{1,6}(\.\d{1,6})?|\.\d{1,6})(em|ex|px|pt|pc|in|cm|mm|%)?$/;
const MATH_VARIANTS = new Set([
  'normal', 'bold', 'italic', 'bold-italic', 'double-struck', 'bold-fraktur', 'script', 'bold-script', 'fraktur', 'sans-serif',
  'bold-sans-serif', 'sans-serif-italic', 'sans-serif-bold-italic', 'monospace', 'initial', 'tailed', 'looped', 'stretched',
]);
const NOTATIONS = new Set([
  'longdiv', 'actuarial', 'radical', 'box', 'roundedbox', 'circle', 'left', 'right', 'top', 'bottom', 'updiagonalstrike',
  'downdiagonalstrike', 'verticalstrike', 'horizontalstrike', 'madruwb', 'updiagonalarrow', 'phasorangle',
]);
const ALIGNS = new Set(['left', 'center', 'right']);

function wordList(allowed: ReadonlySet<string>, max: number): (value: string) => boolean {
  return (value) => {
    const words = value.split(' ');
    return words.length <= max && words.every((word) => allowed.has(word));
  };
}

interface AttributeRule {
  readonly tags: ReadonlySet<string>;
  readonly valid: (value: string) => boolean;
}

const TOKENS = ['mi', 'mn', 'mo', 'ms', 'mtext'];
const rule = (tags: readonly string[], valid: (value: string) => boolean): AttributeRule => ({ tags: new Set(tags), valid });

const RULES: Readonly<Record<MathAttributeName, AttributeRule>> = {
  mathvariant: rule([...TOKENS, 'mstyle'], (value) => MATH_VARIANTS.has(value)),
  stretchy: rule(['mo'], (value) => BOOLEAN.test(value)),
  fence: rule(['mo'], (value) => BOOLEAN.test(value)),
  separator: rule(['mo'], (value) => BOOLEAN.test(value)),
  lspace: rule(['mo'], (value) => LENGTH.test(value)),
  rspace: rule(['mo'], (value) => LENGTH.test(value)),
  form: rule(['mo'], (value) => value === 'prefix' || value === 'infix' || value === 'postfix'),
  linethickness: rule(['mfrac'], (value) => LENGTH.test(value) || value === 'thin' || value === 'medium' || value === 'thick'),
  columnalign: rule(['mtable', 'mtr', 'mtd'], wordList(ALIGNS, 1000)),
  accent: rule(['mo', 'mover', 'munderover'], (value) => BOOLEAN.test(value)),
  accentunder: rule(['munder', 'munderover'], (value) => BOOLEAN.test(value)),
  notation: rule(['menclose'], wordList(NOTATIONS, NOTATIONS.size)),
  displaystyle: rule(['mstyle', 'mtable'], (value) => BOOLEAN.test(value)),
  width: rule(['mspace'], (value) => LENGTH.test(value)),
  height: rule(['mspace'], (value) => LENGTH.test(value)),
  depth: rule(['mspace'], (value) => LENGTH.test(value)),
};

/** In the order they are written, so a document is written the same twice. */
export const MATH_ATTRIBUTE_NAMES = Object.keys(RULES).sort() as MathAttributeName[];

/**
 * The allowed attributes of one element, from whatever it carried: names
 * are matched lower-case, values trimmed, white space collapsed and (all
 * being keywords or lengths) lower-cased; a value MathML does not define goes.
 */
export function cleanMathAttributes(tag: string, attrs: Readonly<Record<string, unknown>>): MathAttributes | undefined {
  const out: Partial<Record<MathAttributeName, string>> = {};
  let any = false;
  for (const name of MATH_ATTRIBUTE_NAMES) {
    const raw = attrs[name];
    if (typeof raw !== 'string' || !RULES[name].tags.has(tag)) continue;
    const value = raw.replace(/[ \t\n\f\r]+/g, ' ').trim().toLowerCase();
    if (!RULES[name].valid(value)) continue;
    out[name] = value;
    any = true;
  }
  return any ? out : undefined;
}
