// The tactile rules over pages of pins: the page's alternative text, then the
// design rules drawn from BANA/CNIB's Guidelines and Standards for Tactile
// Graphics (docs/accessibility-checker.md, "Tactile rules"). Findings come
// page by page, each page's in a fixed rule order.

import type { PinGrid } from '../../pins/index.ts';
import type { Finding } from '../finding.ts';
import { analysePage } from './pageAnalysis.ts';
import { checkBrailleEdge } from './rules/brailleEdge.ts';
import { checkBrailleSpacing } from './rules/brailleSpacing.ts';
import { checkDensity } from './rules/density.ts';
import { checkLineSpacing } from './rules/lineSpacing.ts';
import { checkPageAlt } from './rules/pageAlt.ts';
import { checkStrayPins } from './rules/strayPins.ts';

/** A page as the tactile rules see it: its pins and its alternative text (a DTMS page has none to check). */
export interface TactilePage {
  readonly grid: PinGrid;
  /** undefined: the format has no alternative text, so page-alt does not apply. */
  readonly altText?: string;
}

export function checkPages(pages: readonly TactilePage[]): Finding[] {
  return pages.flatMap((page, index) => {
    const analysis = analysePage(page.grid, index);
    return [
      ...checkPageAlt(page.altText, index),
      ...checkBrailleSpacing(analysis),
      ...checkBrailleEdge(analysis),
      ...checkStrayPins(analysis),
      ...checkLineSpacing(analysis),
      ...checkDensity(analysis),
    ];
  });
}
