// A pin grid as the Dot Pad stores it: one byte per 2×4 braille cell, cells
// row-major (line 1 first, left to right), each byte in the device's pin order
// (protocol notes §6): bits 0–3 are the left column top to bottom, bits 4–7
// the right column. This is the order of graphic hex in DTMS files, of DTM cell
// bytes and of graphic display packets.

import { DEVICE_MODELS, createGrid, editGrid, getPin, type DeviceModel, type PinGrid } from '../pins/index.ts';
import { DtmsFormatError } from './errors.ts';

/** Braille-cell lines and cells per line; the grid is (2 × cellsPerLine) × (4 × lines) pins. */
export interface CellGeometry {
  readonly lines: number;
  readonly cellsPerLine: number;
}

export function geometryOf(model: DeviceModel): CellGeometry {
  const { lines, cellsPerLine } = DEVICE_MODELS[model];
  return { lines, cellsPerLine };
}

export function cellCount(geometry: CellGeometry): number {
  return geometry.lines * geometry.cellsPerLine;
}

/** Where the error is reported when a caller knows it (a page of a file). */
export interface HexContext {
  readonly page?: number;
  readonly field?: string;
}

function assertGridFits(grid: PinGrid, geometry: CellGeometry, context: HexContext): void {
  if (grid.width !== geometry.cellsPerLine * 2 || grid.height !== geometry.lines * 4) {
    throw new DtmsFormatError(
      'GRID_SIZE',
      `A ${grid.width}×${grid.height} grid does not fit ${geometry.lines} lines of ${geometry.cellsPerLine} cells.`,
      context,
    );
  }
}

export function gridToCells(grid: PinGrid, geometry: CellGeometry, context: HexContext = {}): Uint8Array {
  assertGridFits(grid, geometry, context);
  const { cellsPerLine } = geometry;
  const cells = new Uint8Array(cellCount(geometry));
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      if (!getPin(grid, x, y)) continue;
      const cell = (y >> 2) * cellsPerLine + (x >> 1);
      cells[cell] = (cells[cell] ?? 0) | (1 << ((y & 3) + 4 * (x & 1)));
    }
  }
  return cells;
}

export function cellsToGrid(cells: Uint8Array, geometry: CellGeometry, context: HexContext = {}): PinGrid {
  if (cells.length !== cellCount(geometry)) {
    throw new DtmsFormatError('BAD_LENGTH', `Expected ${cellCount(geometry)} cells, got ${cells.length}.`, {
      ...context,
      field: context.field ?? 'data',
    });
  }
  const { lines, cellsPerLine } = geometry;
  return editGrid(createGrid(cellsPerLine * 2, lines * 4), (write) => {
    cells.forEach((byte, cell) => {
      if (byte === 0) return;
      const left = (cell % cellsPerLine) * 2;
      const top = Math.floor(cell / cellsPerLine) * 4;
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) write.set(left + (bit >> 2), top + (bit & 3), true);
    });
  });
}

const HEX_DIGITS = '0123456789abcdef';

/**
 * Bytes as hex, two digits a byte, lower case. Lower case because the one
 * real file we have (Dot's sample .dtms) writes its graphic data that way;
 * every reader we know of parses either case.
 */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += (HEX_DIGITS[byte >> 4] ?? '0') + (HEX_DIGITS[byte & 15] ?? '0');
  return hex;
}

/** Hex of either case to bytes; anything but an even number of hex digits is a BAD_HEX error. */
export function hexToBytes(hex: string, context: HexContext = {}): Uint8Array {
  const where = { ...context, field: context.field ?? 'data' };
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new DtmsFormatError('BAD_HEX', `Not an even number of hex digits: ${JSON.stringify(hex.slice(0, 20))}…`, where);
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The grid as graphic hex: exactly lines × cellsPerLine × 2 lower-case characters. */
export function gridToHex(grid: PinGrid, geometry: CellGeometry, context: HexContext = {}): string {
  return bytesToHex(gridToCells(grid, geometry, context));
}

/** Graphic hex (either case) of exactly lines × cellsPerLine × 2 characters to a grid. */
export function hexToGrid(hex: string, geometry: CellGeometry, context: HexContext = {}): PinGrid {
  const expected = cellCount(geometry) * 2;
  if (hex.length !== expected) {
    throw new DtmsFormatError('BAD_LENGTH', `Graphic hex must be ${expected} characters, not ${hex.length}.`, {
      ...context,
      field: context.field ?? 'data',
    });
  }
  return cellsToGrid(hexToBytes(hex, context), geometry, context);
}
