// Tactile pages for the checker's tests and bench, drawn with the editor's own
// functions: shapes from core/pins, braille from core/braille's multi-braille
// layout (cells 2 pins wide, 3 tall for 6-dot braille, a 1-pin gap between
// cells: what the Canvas's text box places). For each tactile rule, a page
// with the problem and one without.

import { cellsFromAscii, multiBrailleBlock } from '../../braille/index.ts';
import { createDocument, createPage, type CanvasDocument } from '../../canvas/index.ts';
import { createGrid, drawEllipse, drawLine, drawRectangle, setPin, stampTemplate, type PinGrid, type Point } from '../../pins/index.ts';
import type { TactilePage } from '../tactile/checkPages.ts';

/** The Dot Pad 320's page: 60 × 40 pins. */
export const PAGE_WIDTH = 60;
export const PAGE_HEIGHT = 40;

export function blankPage(): PinGrid {
  return createGrid(PAGE_WIDTH, PAGE_HEIGHT);
}

/** Braille ASCII text (A–Z and the like, as a BRF holds it) written as 6-dot braille with its top-left cell at `at`. */
export function writeBraille(grid: PinGrid, ascii: string, at: Point): PinGrid {
  const block = multiBrailleBlock([cellsFromAscii(ascii)], { pinsPerCell: 6 });
  return stampTemplate(grid, block.grid, at);
}

/** An outlined box from its top-left to its bottom-right pin. */
export function box(grid: PinGrid, from: Point, to: Point): PinGrid {
  return drawRectangle(grid, from, to);
}

/** A clean page: a box with a label one empty row above it, a circle, a single-letter word inside a label. */
export function cleanPage(): PinGrid {
  let grid = box(blankPage(), { x: 5, y: 15 }, { x: 30, y: 30 });
  grid = writeBraille(grid, 'MAP', { x: 8, y: 11 });
  grid = drawEllipse(grid, { x: 38, y: 15 }, { x: 54, y: 30 });
  return writeBraille(grid, 'A CAT', { x: 38, y: 33 });
}

export interface RuleFixture {
  readonly problem: TactilePage;
  readonly clean: TactilePage;
}

const described = (grid: PinGrid): TactilePage => ({ grid, altText: 'A box and a circle with labels' });

/** page-alt: the same drawing, without and with a description. */
export const pageAltFixture: RuleFixture = {
  problem: { grid: cleanPage(), altText: '   ' },
  clean: described(cleanPage()),
};

/**
 * tactile-braille-spacing: "BIG" (dots in the top two rows only) with its
 * cells' bottom row right on the box's top side: nothing touches, but no
 * empty pin lies between; moving it up one pin is free. Clean: the label a
 * row higher.
 */
export const brailleSpacingFixture: RuleFixture = {
  problem: described(writeBraille(box(blankPage(), { x: 5, y: 15 }, { x: 30, y: 30 }), 'BIG', { x: 8, y: 12 })),
  clean: described(writeBraille(box(blankPage(), { x: 5, y: 15 }, { x: 30, y: 30 }), 'BIG', { x: 8, y: 11 })),
};

/** tactile-braille-spacing with a line through the label: only the person can move it (a guided fix). */
export const brailleThroughLinePage: TactilePage = described(
  drawLine(writeBraille(box(blankPage(), { x: 5, y: 15 }, { x: 30, y: 30 }), 'MAP ROOM', { x: 8, y: 6 }), { x: 2, y: 8 }, { x: 40, y: 8 }),
);

/**
 * tactile-braille-spacing with the label's first cell touching a box's side:
 * that cell's dots join the box, so moving the rest would leave it behind (a guided fix).
 */
export const brailleTouchingSidePage: TactilePage = described(writeBraille(box(blankPage(), { x: 5, y: 5 }, { x: 20, y: 30 }), 'MAP', { x: 21, y: 10 }));

/** "MAP" whose last cell ("P", its left column full) touches a box's left side. */
export const brailleTouchingRightPage: TactilePage = described(writeBraille(box(blankPage(), { x: 40, y: 5 }, { x: 55, y: 30 }), 'MAP', { x: 32, y: 10 }));

/** The same label one empty pin from the box's side: nothing to report. */
export const brailleBesideSidePage: TactilePage = described(writeBraille(box(blankPage(), { x: 5, y: 5 }, { x: 20, y: 30 }), 'MAP', { x: 22, y: 10 }));

/** Lines that end, or pass, one empty pin from a label: a lead line from the left, a diagonal, a line under it. */
export const linesNearLabelPage: TactilePage = described(
  drawLine(
    drawLine(drawLine(writeBraille(blankPage(), 'MAP ROOM', { x: 20, y: 10 }), { x: 5, y: 11 }, { x: 18, y: 11 }), { x: 50, y: 2 }, { x: 45, y: 12 }),
    { x: 20, y: 14 },
    { x: 40, y: 14 },
  ),
);

/**
 * tactile-braille-spacing with no free place one or two pins away: "BIG"
 * (rows 13–14, its cells down to row 15) between lines at rows 11 and 16.
 */
export const brailleBoxedInPage: TactilePage = described(
  writeBraille(drawLine(drawLine(blankPage(), { x: 2, y: 11 }, { x: 45, y: 11 }), { x: 2, y: 16 }, { x: 45, y: 16 }), 'BIG', { x: 10, y: 13 }),
);

/** tactile-stray-pins: a lone pin far from everything. Clean: a dotted line and the word "a" (one pin) in a label. */
export const strayPinsFixture: RuleFixture = {
  problem: described(setPin(cleanPage(), 50, 5)),
  clean: described(
    [40, 42, 44, 46, 48, 50, 52].reduce((grid, x) => setPin(grid, x, 5), writeBraille(cleanPage(), 'IS A DOG', { x: 8, y: 34 })),
  ),
};

/** tactile-line-spacing: two lines one empty pin apart along 40 pins. Clean: two empty pins apart. */
export const lineSpacingFixture: RuleFixture = {
  problem: described(drawLine(drawLine(blankPage(), { x: 5, y: 10 }, { x: 45, y: 10 }), { x: 5, y: 12 }, { x: 45, y: 12 })),
  clean: described(drawLine(drawLine(blankPage(), { x: 5, y: 10 }, { x: 45, y: 10 }), { x: 5, y: 13 }, { x: 45, y: 13 })),
};

/** tactile-density: a filled box over 60% of the page. Clean: the same box, outlined. */
export const densityFixture: RuleFixture = {
  problem: described(drawRectangle(blankPage(), { x: 0, y: 0 }, { x: 59, y: 23 }, { filled: true })),
  clean: described(drawRectangle(blankPage(), { x: 0, y: 0 }, { x: 59, y: 23 })),
};

/** tactile-braille-edge: "MAP" pasted one pin off the left side, its first cell cut. Clean: at the edge, whole. */
export const brailleEdgeFixture: RuleFixture = {
  problem: described(writeBraille(box(blankPage(), { x: 20, y: 15 }, { x: 40, y: 30 }), 'MAP', { x: -1, y: 5 })),
  clean: described(writeBraille(box(blankPage(), { x: 20, y: 15 }, { x: 40, y: 30 }), 'MAP', { x: 0, y: 5 })),
};

/**
 * A 100-page Canvas document for the bench: each page a drawing with labels,
 * every fourth page with a stray pin and every tenth without alternative
 * text, so the rules have something to find.
 */
export function benchTactileDocument(): CanvasDocument {
  const document = createDocument(320, 'Bench');
  const pages = Array.from({ length: 100 }, (_, index) => {
    let grid = cleanPage();
    grid = drawLine(grid, { x: 2, y: 37 }, { x: 57, y: 37 - (index % 7) });
    if (index % 4 === 0) grid = setPin(grid, 50 + (index % 8), 4);
    return { ...createPage(320, grid), altText: index % 10 === 0 ? '' : `Page ${index + 1}: a box and a circle` };
  });
  return { ...document, pages };
}

/** A Canvas document's pages as the tactile rules read them. */
export function tactilePagesOf(document: CanvasDocument): TactilePage[] {
  return document.pages.map((page) => ({ grid: page.grid, altText: page.altText }));
}
