// Checking dot data before anything is sent (spec §5): graphic hex must be
// hex digits, exactly the size of the display, or nothing is sent and the
// user is told how long it should have been.

import { hexToBytes } from '../../dtms/index.ts';
import { DeviceError } from '../errors.ts';

const HEX = /^[0-9a-fA-F]*$/;

function badDotData(expected: number, actual: number, why: string): DeviceError {
  return new DeviceError('BAD_DOT_DATA', `${why}: expected ${expected} hex characters, got ${actual}.`, { values: { expected, actual } });
}

/** Hex of exactly `expectedChars` characters (either case) to cells; else a BAD_DOT_DATA DeviceError. */
export function dotHexToCells(hex: string, expectedChars: number): Uint8Array {
  if (hex.length !== expectedChars) throw badDotData(expectedChars, hex.length, 'Dot data has the wrong length');
  return hexCells(hex, expectedChars);
}

/** Hex of at most `maxChars` characters, an even number, to cells; else a BAD_DOT_DATA DeviceError. */
export function dotRunToCells(hex: string, maxChars: number): Uint8Array {
  if (hex.length > maxChars || hex.length % 2 !== 0) throw badDotData(maxChars, hex.length, 'A line run does not fit its line');
  return hexCells(hex, maxChars);
}

function hexCells(hex: string, expectedChars: number): Uint8Array {
  if (!HEX.test(hex)) throw badDotData(expectedChars, hex.length, 'Dot data is not hexadecimal');
  return hexToBytes(hex);
}

/** Cells of exactly `expectedCells`; else a BAD_DOT_DATA DeviceError counted in hex characters, as for hex. */
export function checkCellCount(cells: Uint8Array, expectedCells: number): void {
  if (cells.length !== expectedCells) throw badDotData(expectedCells * 2, cells.length * 2, 'Dot data has the wrong length');
}
