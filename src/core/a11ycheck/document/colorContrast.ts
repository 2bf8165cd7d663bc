// color-contrast: each run of text against what is behind it, WCAG 2.2 AA
// (1.4.3): 4.5:1, or 3:1 for large text. Only the colours the document sets
// exist in the model, so the rest are the page's defaults as a browser
// paints them: black text, links #0000ee, on white; a highlight is behind
// its own text, a table cell's background behind the cell's.
//
// "Large" is decided the way axe does from the computed size: 18pt (24px)
// or 14pt (18.66px) bold, with pt = ceil(px × 72) / 96. Sizes are the
// browser's defaults on a 16px body: h1 2em (32px), h2 1.5em (24px), h3
// 1.17em (18.72px), h4 1em, h5 0.83em, h6 0.67em, all bold; superscript
// and subscript are `smaller` (÷1.2). So h1, h2 and h3 text is large, and
// so is nothing in a paragraph (the model has no font size).

import type { BlockElement, BookElement, BookText, HeadingLevel } from '../../book/index.ts';
import { isText } from '../../book/index.ts';
import type { DocumentFixStep, Finding, Fix } from '../finding.ts';
import { contrastRatio, hslOf, nearestPassing } from './contrast.ts';
import { atPath, documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';
import { walkBlocks } from './walk.ts';

export const NORMAL_TEXT_RATIO = 4.5;
export const LARGE_TEXT_RATIO = 3;

const DEFAULT_TEXT = '#000000';
const DEFAULT_LINK = '#0000ee';
const DEFAULT_BACKGROUND = '#ffffff';
const BODY_PX = 16;
const HEADING_EM: Readonly<Record<HeadingLevel, number>> = { 1: 2, 2: 1.5, 3: 1.17, 4: 1, 5: 0.83, 6: 0.67 };

/** Is this run large text in WCAG's sense, as axe computes it? */
export function isLargeText(leaf: BookText, headingLevel: HeadingLevel | undefined): boolean {
  const base = headingLevel === undefined ? BODY_PX : BODY_PX * HEADING_EM[headingLevel];
  const px = leaf.superscript || leaf.subscript ? base / 1.2 : base;
  const bold = headingLevel !== undefined || leaf.bold === true;
  const pt = Math.ceil(px * 72) / 96;
  return bold ? pt >= 14 : pt >= 18;
}

interface Painted {
  readonly foreground: string;
  readonly background: string;
  /** Where the background comes from: the leaf's highlight, its cell, or the page. */
  readonly backgroundFrom: 'highlight' | { readonly cellPath: readonly number[] } | 'page';
}

function paintOf(leaf: BookText, path: readonly number[], ancestors: readonly BookElement[]): Painted {
  const inLink = ancestors.some((element) => element.type === 'link');
  const foreground = leaf.color ?? (inLink ? DEFAULT_LINK : DEFAULT_TEXT);
  if (leaf.highlight) return { foreground, background: leaf.highlight, backgroundFrom: 'highlight' };
  const cellIndex = ancestors.findLastIndex((element) => element.type === 'table-cell');
  const cell = ancestors[cellIndex];
  if (cell?.type === 'table-cell' && cell.background) return { foreground, background: cell.background, backgroundFrom: { cellPath: path.slice(0, cellIndex + 1) } };
  return { foreground, background: DEFAULT_BACKGROUND, backgroundFrom: 'page' };
}

/**
 * What the document set is what the fix changes: the text's colour when it
 * has one (removed when it is a grey and black passes, black being the
 * default), otherwise the background it set, each to the nearest colour of
 * its own hue that passes.
 */
function fixFor(leaf: BookText, path: readonly number[], paint: Painted, required: number): Fix {
  if (leaf.color) {
    if (hslOf(leaf.color).saturation === 0 && contrastRatio(DEFAULT_TEXT, paint.background) > required) {
      return { kind: 'auto', label: { message: fixMessages.removeTextColor }, steps: [{ op: 'set', path, props: { color: undefined } }] };
    }
    const color = nearestPassing(leaf.color, paint.background, required);
    return { kind: 'auto', label: { message: fixMessages.setTextColor, values: { color } }, steps: [{ op: 'set', path, props: { color } }] };
  }
  const from = paint.backgroundFrom;
  if (from === 'page') return { kind: 'guided', label: { message: fixMessages.chooseColor }, action: 'color' };
  const color = nearestPassing(paint.background, paint.foreground, required);
  const step: DocumentFixStep = from === 'highlight' ? { op: 'set', path, props: { highlight: color } } : { op: 'set', path: from.cellPath, props: { background: color } };
  return { kind: 'auto', label: { message: fixMessages.setBackground, values: { color } }, steps: [step] };
}

export function checkColorContrast(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  walkBlocks(blocks, (node, path, ancestors) => {
    if (!isText(node) || node.text.trim() === '') return;
    const paint = paintOf(node, path, ancestors);
    const heading = ancestors.find((element) => element.type === 'heading');
    const required = isLargeText(node, heading?.type === 'heading' ? heading.level : undefined) ? LARGE_TEXT_RATIO : NORMAL_TEXT_RATIO;
    const ratio = contrastRatio(paint.foreground, paint.background);
    if (ratio >= required) return;
    findings.push(
      documentFinding(
        'color-contrast',
        'error',
        atPath(path),
        `${paint.foreground}|${paint.background}|${node.text.trim()}`,
        findingMessages.contrastLow,
        { ratio: (Math.floor(ratio * 100) / 100).toFixed(2), required: String(required) },
        fixFor(node, path, paint, required),
      ),
    );
  });
  return findings;
}
