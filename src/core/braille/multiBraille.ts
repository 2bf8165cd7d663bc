// Braille on the pin grid: cells drawn as pins, to stamp onto a canvas with
// the pins module's `stampTemplate` (which adds pins and lowers none).
//
// A cell is 2 pins wide. Dots 1–3 are the left column from the top, dots 4–6
// the right, and dots 7 and 8 the row under them, so a 6-dot cell is 3 pins
// tall and an 8-dot cell 4. Cells come in Unicode order (bit 0 = dot 1), as
// a braille translator gives them.

import { MAX_GRID_SIDE, createGrid, editGrid, type PinGrid, type PinWriter } from '../pins/index.ts';
import { BrailleError } from './errors.ts';
import { wrapLine } from './pages.ts';

/** Pin (column, row) of each dot, dot 1 first. */
const DOT_PINS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 0],
  [1, 1],
  [1, 2],
  [0, 3],
  [1, 3],
];

function drawCell(write: PinWriter, left: number, top: number, cell: number, dots: 6 | 8): void {
  for (let bit = 0; bit < dots; bit++) {
    const pin = DOT_PINS[bit];
    if (pin && cell & (1 << bit)) write.set(left + pin[0], top + pin[1], true);
  }
}

/**
 * Cells as touching 2×4-pin cells in lines of `cellsPerLine`, the last line
 * padded with blank cells; dots 7 and 8 included. The layout of the device's
 * own cell rows.
 */
export function brailleBlock(cells: Uint8Array, cellsPerLine: number): PinGrid {
  if (!Number.isInteger(cellsPerLine) || cellsPerLine < 1) {
    throw new BrailleError('BAD_LAYOUT', `cellsPerLine must be a whole number from 1 up, not ${cellsPerLine}.`);
  }
  const lines = Math.max(1, Math.ceil(cells.length / cellsPerLine));
  return editGrid(createGrid(cellsPerLine * 2, lines * 4), (write) =>
    cells.forEach((cell, index) => drawCell(write, (index % cellsPerLine) * 2, Math.floor(index / cellsPerLine) * 4, cell, 8)),
  );
}

/** The widest gap we accept between cells or lines, in pins. */
export const MAX_BRAILLE_GAP = 8;

export interface MultiBrailleSpacing {
  /** 6: cells 3 pins tall, dots 7 and 8 not shown. 8: cells 4 pins tall. */
  readonly pinsPerCell: 6 | 8;
  /** Lowered pin columns between cells; 1 unless given, as BRLTTY and Dot's SDK do. */
  readonly columnGap?: number;
  /** Lowered pin rows between lines; 2 unless given. */
  readonly rowGap?: number;
}

export interface MultiBrailleOptions extends MultiBrailleSpacing {
  /** The pins available across, 1 to MAX_GRID_SIDE; MAX_GRID_SIDE unless given. */
  readonly maxWidth?: number;
  /** The pins available down, 1 to MAX_GRID_SIDE; MAX_GRID_SIDE unless given. */
  readonly maxHeight?: number;
}

export interface BrailleCapacity {
  readonly cellsPerLine: number;
  readonly lines: number;
}

/** A place in the input lines, both indexes from 0. */
export interface CellIndex {
  readonly lineIndex: number;
  readonly cellIndex: number;
}

export interface MultiBrailleBlock {
  /** Just big enough for what was placed (at least 1×1): rows × cell height plus the gaps between them. */
  readonly grid: PinGrid;
  readonly capacity: BrailleCapacity;
  /** Rows drawn, after wrapping. */
  readonly rows: number;
  /** Where the input that did not fit begins, or undefined when all of it fit. */
  readonly leftOutFrom: CellIndex | undefined;
  /** The input that did not fit, as lines: the rest of that line, then every later line, ready to place elsewhere. */
  readonly leftOut: readonly Uint8Array[];
  /** Placed cells whose dot 7 or 8 a 6-dot layout did not show. */
  readonly lostDots78: readonly CellIndex[];
}

interface Spacing {
  readonly dots: 6 | 8;
  readonly cellHeight: number;
  readonly columnGap: number;
  readonly rowGap: number;
}

function spacingOf(options: MultiBrailleSpacing): Spacing {
  const { pinsPerCell, columnGap = 1, rowGap = 2 } = options;
  const gapOk = (gap: number) => Number.isInteger(gap) && gap >= 0 && gap <= MAX_BRAILLE_GAP;
  if ((pinsPerCell !== 6 && pinsPerCell !== 8) || !gapOk(columnGap) || !gapOk(rowGap)) {
    throw new BrailleError(
      'BAD_LAYOUT',
      `Cells of ${pinsPerCell} dots with gaps of ${columnGap} and ${rowGap} pins: dots must be 6 or 8, gaps 0–${MAX_BRAILLE_GAP}.`,
    );
  }
  return { dots: pinsPerCell, cellHeight: pinsPerCell === 6 ? 3 : 4, columnGap, rowGap };
}

function checkArea(width: number, height: number): void {
  const ok = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_GRID_SIDE;
  if (!ok(width) || !ok(height)) throw new BrailleError('BAD_LAYOUT', `An area of ${width}×${height} pins is not 1 to ${MAX_GRID_SIDE} pins a side.`);
}

function capacityOf(width: number, height: number, spacing: Spacing): BrailleCapacity {
  return {
    cellsPerLine: Math.floor((width + spacing.columnGap) / (2 + spacing.columnGap)),
    lines: Math.floor((height + spacing.rowGap) / (spacing.cellHeight + spacing.rowGap)),
  };
}

/**
 * How many cells a line and how many lines fit `gridWidth` × `gridHeight`
 * pins: n cells take 2n + (n − 1)·columnGap pins, m lines m·h + (m − 1)·rowGap.
 * On the 320 (60×40) that is 20 cells by 7 lines of 8-dot or 8 lines of
 * 6-dot braille; on the 768 (96×64), 32 cells by 11 or 13 lines.
 */
export function multiBrailleCapacity(gridWidth: number, gridHeight: number, options: MultiBrailleSpacing): BrailleCapacity {
  checkArea(gridWidth, gridHeight);
  return capacityOf(gridWidth, gridHeight, spacingOf(options));
}

/**
 * Lines of cells as pins with gaps between cells and lines. Each line is
 * wrapped at the capacity by the rule of pages.ts (break after the last word
 * that fits, blank cells at the break dropped, a word longer than a line cut,
 * an all-blank line kept as an empty line). Rows are drawn from the top until
 * the area is full; whatever is left is returned in `leftOut` and located by
 * `leftOutFrom`, never silently dropped.
 */
export function multiBrailleBlock(lines: readonly Uint8Array[], options: MultiBrailleOptions): MultiBrailleBlock {
  const spacing = spacingOf(options);
  const { maxWidth = MAX_GRID_SIDE, maxHeight = MAX_GRID_SIDE } = options;
  checkArea(maxWidth, maxHeight);
  const capacity = capacityOf(maxWidth, maxHeight, spacing);
  const { dots, cellHeight, columnGap, rowGap } = spacing;

  interface Placed {
    readonly lineIndex: number;
    readonly start: number;
    readonly cells: Uint8Array;
  }
  const placed: Placed[] = [];
  let leftOutFrom: CellIndex | undefined;
  const leftOut: Uint8Array[] = [];
  lines.forEach((line, lineIndex) => {
    if (leftOutFrom) {
      leftOut.push(line);
      return;
    }
    // A zero capacity still wraps at one cell, so the first row is found and left out.
    for (const row of wrapLine(line, Math.max(1, capacity.cellsPerLine))) {
      if (placed.length < capacity.lines && capacity.cellsPerLine > 0) {
        placed.push({ lineIndex, start: row.start, cells: row.cells });
        continue;
      }
      leftOutFrom = { lineIndex, cellIndex: row.start };
      leftOut.push(line.slice(row.start));
      return;
    }
  });

  const widest = Math.max(0, ...placed.map((row) => row.cells.length));
  const width = Math.max(1, widest * (2 + columnGap) - columnGap);
  const height = Math.max(1, placed.length * (cellHeight + rowGap) - rowGap);
  const lostDots78: CellIndex[] = [];
  const grid = editGrid(createGrid(width, height), (write) =>
    placed.forEach((row, rowIndex) =>
      row.cells.forEach((cell, i) => {
        drawCell(write, i * (2 + columnGap), rowIndex * (cellHeight + rowGap), cell, dots);
        if (dots === 6 && cell & 0xc0) lostDots78.push({ lineIndex: row.lineIndex, cellIndex: row.start + i });
      }),
    ),
  );
  return { grid, capacity, rows: placed.length, leftOutFrom, leftOut, lostDots78 };
}
