import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDocumentBraille } from '../braille/formatDocumentBraille.ts';
import { asAscii, asciiTranslate } from '../braille/testing.ts';
import { blocksText, normalizeBlocks, splitPages, textStatistics } from '../index.ts';
import type { BlockElement, MathElement, MathNode } from '../model.ts';
import { mathArb } from '../testing/arbitraries.ts';
import { MATH_MAX_DEPTH, MATH_MAX_NODES } from './allowList.ts';
import { cleanMathElement } from './cleanMath.ts';
import { mathText } from './mathText.ts';

const equation = (tree: MathNode[], alt?: string): MathElement => ({ type: 'math', ...(alt ? { alt } : {}), tree, children: [{ text: '' }] });
const xPlusOne: MathNode[] = [{ tag: 'mi', text: 'x' }, { tag: 'mo', text: '+' }, { tag: 'mn', text: '1' }];

function depth(nodes: readonly MathNode[]): number {
  return nodes.reduce((deepest, node) => Math.max(deepest, 1 + ('children' in node ? depth(node.children) : 0)), 0);
}

function size(nodes: readonly MathNode[]): number {
  return nodes.reduce((total, node) => total + 1 + ('children' in node ? size(node.children) : 0), 0);
}

describe('an equation in the model', () => {
  it('is cleaned to something that cleans to itself, within the bounds', () => {
    fc.assert(
      fc.property(mathArb, (loose) => {
        const once = cleanMathElement(loose);
        if (once === undefined) return;
        expect(cleanMathElement(once)).toEqual(once);
        expect(depth(once.tree)).toBeLessThanOrEqual(MATH_MAX_DEPTH + 1);
        expect(size(once.tree)).toBeLessThanOrEqual(MATH_MAX_NODES);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps only allowed attribute values, lower-cased and trimmed', () => {
    const loose = { type: 'math', tree: [{ tag: 'mo', attrs: { stretchy: ' TRUE ', href: 'javascript:x', lspace: 'calc(1px)', rspace: '0.2em', form: 'sideways' }, text: ' ( ' }] };
    expect(cleanMathElement(loose)?.tree).toEqual([{ tag: 'mo', attrs: { rspace: '0.2em', stretchy: 'true' }, text: '(' }]);
  });

  it('goes when it shows nothing', () => {
    expect(cleanMathElement({ type: 'math', alt: 'x', tree: [] })).toBeUndefined();
    expect(cleanMathElement({ type: 'math', tree: [{ tag: 'script', children: [{ tag: 'mi', text: 'x' }] }] })).toBeUndefined();
  });

  it('survives a loose tree 10,000 levels deep, keeping its text', () => {
    let node: unknown = { tag: 'mi', text: 'deep' };
    for (let level = 0; level < 10000; level += 1) node = { tag: 'mrow', children: [node] };
    const clean = cleanMathElement({ type: 'math', tree: [node] });
    expect(clean && mathText(clean)).toBe('deep');
    expect(clean && depth(clean.tree)).toBe(MATH_MAX_DEPTH + 1);
  });

  it('is an inline void: texts on both sides, and out of a link', () => {
    const blocks = normalizeBlocks([
      { type: 'math', tree: xPlusOne },
      { type: 'paragraph', children: [{ type: 'link', href: 'https://a.example', children: [{ text: 'a' }, { type: 'math', tree: xPlusOne }] }] },
    ]);
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ text: '' }, equation(xPlusOne), { text: '' }] },
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', href: 'https://a.example', children: [{ text: 'a' }] }, { text: '' }, equation(xPlusOne), { text: '' }] },
    ]);
  });

  it('reads as its text alternative, else its tokens, a word apart from the text beside it', () => {
    expect(mathText(equation(xPlusOne))).toBe('x + 1');
    expect(mathText(equation(xPlusOne, 'x+1'))).toBe('x+1');
    const blocks: BlockElement[] = [{ type: 'paragraph', children: [{ text: 'so' }, equation(xPlusOne), { text: '.' }] }];
    expect(blocksText(blocks)).toBe('so x + 1 .');
    expect(textStatistics({ lang: 'en', blocks }).wordCount).toBe(3);
    expect(splitPages(blocks)).toEqual([blocks]);
  });
});

describe('an equation in braille', () => {
  it('is its linear text, translated as words are', async () => {
    const blocks: BlockElement[] = [{ type: 'paragraph', children: [{ text: 'so' }, equation(xPlusOne), { text: ' ok' }] }];
    const pages = asAscii(await formatDocumentBraille({ blocks }, { cellsPerLine: 20, linesPerPage: 10, printPageNumbers: false, brailleNumbers: false }, asciiTranslate));
    expect(pages).toEqual([['  SO X + 1 OK']]);
  });
});
