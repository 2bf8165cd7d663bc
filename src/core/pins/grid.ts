// A pin grid: which pins of a tactile display are raised. One bit per pin,
// row-major (index = y * width + x), so a 96×64 grid is 768 bytes and a copy
// is one typed-array copy. Grids are values: every operation returns a new
// grid and leaves its input alone, which is what undo and redo rely on.

export interface PinGrid {
  readonly width: number;
  readonly height: number;
  /** ceil(width * height / 8) bytes; bit (i & 7) of byte (i >> 3) is pin i. Treat as read-only. */
  readonly bits: Uint8Array;
}

/** The two display models of spec §3 / §9: pins, and the braille-cell lines that carry them (2×4 pins a cell). */
export const DEVICE_MODELS = {
  320: { width: 60, height: 40, lines: 10, cellsPerLine: 30 },
  768: { width: 96, height: 64, lines: 16, cellsPerLine: 48 },
} as const;

export type DeviceModel = keyof typeof DEVICE_MODELS;

/** Largest side we accept: far beyond any device, small enough that a grid never costs much memory. */
export const MAX_GRID_SIDE = 4096;

export class GridSizeError extends RangeError {
  readonly code = 'GRID_SIZE';
}

export function createGrid(width: number, height: number): PinGrid {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_GRID_SIDE || height > MAX_GRID_SIDE) {
    throw new GridSizeError(`A pin grid must be 1 to ${MAX_GRID_SIDE} pins on each side, not ${width}×${height}.`);
  }
  return { width, height, bits: new Uint8Array(Math.ceil((width * height) / 8)) };
}

export function gridForModel(model: DeviceModel): PinGrid {
  const { width, height } = DEVICE_MODELS[model];
  return createGrid(width, height);
}

export function inBounds(grid: PinGrid, x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < grid.width && y < grid.height;
}

/** Whether the pin is raised; pins outside the grid are lowered. */
export function getPin(grid: PinGrid, x: number, y: number): boolean {
  if (!inBounds(grid, x, y)) return false;
  const index = y * grid.width + x;
  return ((grid.bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

export function cloneGrid(grid: PinGrid): PinGrid {
  return { width: grid.width, height: grid.height, bits: grid.bits.slice() };
}

/**
 * Builds a new grid from `grid` by running `edit` on a private copy; the
 * writer ignores pins outside the grid, so drawing near an edge clips.
 */
export function editGrid(grid: PinGrid, edit: (write: PinWriter) => void): PinGrid {
  const copy = cloneGrid(grid);
  const { width, height } = copy;
  const bits = copy.bits as Uint8Array;
  const writer: PinWriter = {
    width,
    height,
    get: (x, y) => getPin(copy, x, y),
    set(x, y, raised) {
      if (!inBounds(copy, x, y)) return;
      const index = y * width + x;
      const byte = index >> 3;
      const mask = 1 << (index & 7);
      bits[byte] = raised ? (bits[byte] ?? 0) | mask : (bits[byte] ?? 0) & ~mask;
    },
  };
  edit(writer);
  return copy;
}

/** Mutable access to a copy being edited (see editGrid). */
export interface PinWriter {
  readonly width: number;
  readonly height: number;
  get(x: number, y: number): boolean;
  set(x: number, y: number, raised: boolean): void;
}

export function setPin(grid: PinGrid, x: number, y: number, raised = true): PinGrid {
  return editGrid(grid, (write) => write.set(x, y, raised));
}

export function togglePin(grid: PinGrid, x: number, y: number): PinGrid {
  return editGrid(grid, (write) => write.set(x, y, !write.get(x, y)));
}

export function equalGrids(a: PinGrid, b: PinGrid): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.bits.length; i++) if (a.bits[i] !== b.bits[i]) return false;
  return true;
}

export function countRaised(grid: PinGrid): number {
  let count = 0;
  for (const byte of grid.bits) {
    let v = byte;
    while (v) {
      v &= v - 1;
      count++;
    }
  }
  return count;
}

/** Calls `visit` for each raised pin, row by row. */
export function forEachRaised(grid: PinGrid, visit: (x: number, y: number) => void): void {
  const { width, height } = grid;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (getPin(grid, x, y)) visit(x, y);
}

/** The grid as text, one character per pin (`#` raised, `.` lowered), one line per row; what `tactile render` prints. */
export function gridToText(grid: PinGrid, raised = '#', lowered = '.'): string {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = '';
    for (let x = 0; x < grid.width; x++) row += getPin(grid, x, y) ? raised : lowered;
    rows.push(row);
  }
  return rows.join('\n');
}

/** A grid from text rows (`#` raised, anything else lowered); rows may differ in length, the widest sets the width. */
export function gridFromText(text: string, raised = '#'): PinGrid {
  const rows = text.split('\n').map((row) => row.replace(/\r$/, ''));
  while (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
  const width = Math.max(1, ...rows.map((row) => [...row].length));
  const blank = createGrid(width, Math.max(1, rows.length));
  return editGrid(blank, (write) => rows.forEach((row, y) => [...row].forEach((char, x) => write.set(x, y, char === raised))));
}
