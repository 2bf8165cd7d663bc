// A braille cell that touches a graphic joins the graphic's piece, so the
// label detector no longer sees it and the label seems to end a cell early,
// a clear pin away from the graphic. This looks in the cell place just before
// and just after a label, on its line, for what such a cell leaves when it
// was written against an upright side (a box's side, a vertical line: the
// common slip): the column on the far side of the place raised all the way
// down the label's rows; pins inside the place on at least two of those rows
// (one row is a line ending there), touching nothing outside the place but
// that far column (a line running past, a diagonal, a line from above or
// below is not a cell). A cell joined to a line from above or below is not
// looked for.

import { getPin } from '../../../pins/index.ts';
import type { PinArea } from '../../finding.ts';
import type { BrailleLabel } from '../brailleDetection.ts';
import type { Pin } from '../components.ts';
import { CELL_WIDTH } from '../measures.ts';
import { componentIdAt, type PageAnalysis } from '../pageAnalysis.ts';

function hiddenCellAt(analysis: PageAnalysis, label: BrailleLabel, left: number, far: number): PinArea | undefined {
  const { y: top, height } = label.area;
  const graphic = (x: number, y: number) => {
    const id = componentIdAt(analysis, x, y);
    return id !== -1 && !analysis.braille.has(id);
  };
  const inside: Pin[] = [];
  for (let y = top; y < top + height; y++) for (let x = left; x < left + CELL_WIDTH; x++) if (graphic(x, y)) inside.push([x, y]);
  if (new Set(inside.map(([, y]) => y)).size < 2) return undefined;
  for (let y = top; y < top + height; y++) if (!graphic(far, y)) return undefined;
  const isInside = (x: number, y: number) => x >= left && x < left + CELL_WIDTH && y >= top && y < top + height;
  let attached = false;
  for (const [x, y] of inside) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (isInside(nx, ny) || !getPin(analysis.grid, nx, ny)) continue;
        if (nx !== far) return undefined;
        attached = true;
      }
    }
  }
  return attached ? { x: left, y: top, width: CELL_WIDTH, height } : undefined;
}

/** The cell places beside the label that look like one of its cells joined to a graphic. */
export function hiddenCells(analysis: PageAnalysis, label: BrailleLabel): PinArea[] {
  const { x, width } = label.area;
  const before = x - label.pitch;
  const after = x + width - CELL_WIDTH + label.pitch;
  return [hiddenCellAt(analysis, label, before, before - 1), hiddenCellAt(analysis, label, after, after + CELL_WIDTH)].flatMap((area) => area ?? []);
}
