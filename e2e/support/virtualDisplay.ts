import type { Locator, Page } from '@playwright/test';
import { geometryOf, gridToCells } from '../../src/core/dtms/index.ts';
import type { PinGrid } from '../../src/core/pins/index.ts';

// The virtual tactile display as the browser tests read it: its accessible
// grid of cells (the text line first, then the graphic lines), each cell
// named by its raised dots.

/** Pin-order bit → braille dot (protocol notes §6): bits 0–2 dots 1–3, bit 3 dot 7, bits 4–6 dots 4–6, bit 7 dot 8. */
const DOT_OF_BIT = [1, 2, 3, 7, 4, 5, 6, 8] as const;

/** The raised dots a graphic cell's name ends with, for a pin-order byte. */
export function dotsOfPins(byte: number): string {
  const dots = DOT_OF_BIT.filter((_, bit) => byte & (1 << bit)).sort((a, b) => a - b);
  return dots.length === 0 ? 'no pins raised' : `dots ${dots.join(' ')}`;
}

/** The virtual display's cell grid. */
export function virtualDisplayGrid(page: Page): Locator {
  return page.getByRole('region', { name: 'Virtual display' }).getByRole('grid', { name: 'Virtual tactile display' });
}

/** What each graphic line of the display shows, cell by cell, as the dots its name ends with. */
export async function graphicLines(grid: Locator): Promise<string[][]> {
  const rows = await grid.getByRole('row').evaluateAll((elements) =>
    elements.map((row) => Array.from(row.querySelectorAll('[role="gridcell"]'), (cell) => cell.getAttribute('aria-label') ?? '')),
  );
  // The text line comes first.
  return rows.slice(1).map((row) => row.map((name) => /(dots [\d ]+|no pins raised)$/.exec(name)?.[1] ?? name));
}

/** A 320 page's pins as the display's graphic lines should show them. */
export function expectedLines(grid: PinGrid): string[][] {
  const cells = gridToCells(grid, geometryOf(320));
  return Array.from({ length: 10 }, (_, line) => Array.from(cells.subarray(line * 30, line * 30 + 30), dotsOfPins));
}
