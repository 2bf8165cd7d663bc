import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_MODELS, equalGrids, gridForModel, setPin, type DeviceModel, type PinGrid } from '../pins/index.ts';
import * as braille from '../braille/index.ts';
import {
  bytesToHex,
  cellsToGrid,
  geometryOf,
  gridToCells,
  gridToHex,
  hexToBytes,
  hexToGrid,
} from './cells.ts';
import * as dtms from './index.ts';
import { DtmsFormatError } from './errors.ts';

// Every bit of the model's grid is a pin (both sizes are whole bytes), so any bytes make a grid.
const arbitraryGrid = (model: DeviceModel): fc.Arbitrary<PinGrid> => {
  const { width, height } = DEVICE_MODELS[model];
  return fc.uint8Array({ minLength: (width * height) / 8, maxLength: (width * height) / 8 }).map((bits) => ({ width, height, bits }));
};

const g320 = geometryOf(320);

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof DtmsFormatError ? error.code : 'not a DtmsFormatError';
  }
  return undefined;
}

describe('pin order', () => {
  it('puts the left column in the low nibble and the right column in the high nibble', () => {
    expect(gridToCells(setPin(gridForModel(320), 0, 0), g320)[0]).toBe(0x01);
    expect(gridToCells(setPin(gridForModel(320), 0, 3), g320)[0]).toBe(0x08);
    expect(gridToCells(setPin(gridForModel(320), 1, 0), g320)[0]).toBe(0x10);
    expect(gridToCells(setPin(gridForModel(320), 1, 3), g320)[0]).toBe(0x80);
  });

  it('numbers cells row-major, 30 to a line on the 320', () => {
    // Pixel (x, y) → cell (y >> 2) * 30 + (x >> 1), bit (y & 3) + 4 * (x & 1).
    const cells = gridToCells(setPin(gridForModel(320), 59, 39), g320);
    expect(cells.length).toBe(300);
    expect(cells[299]).toBe(0x80);
    expect(gridToCells(setPin(gridForModel(320), 5, 6), g320)[30 + 2]).toBe(1 << (2 + 4));
  });

  it('writes the first hex digit for the right column, as the protocol notes say', () => {
    const leftColumnAndTopRight = [0, 1, 2, 3].reduce((grid, y) => setPin(grid, 0, y), setPin(gridForModel(320), 1, 0));
    expect(gridToHex(leftColumnAndTopRight, g320).slice(0, 2)).toBe('1f');
  });
});

describe('hex', () => {
  it('is exactly lines × cells × 2 lower-case characters', () => {
    expect(gridToHex(gridForModel(320), g320)).toBe('0'.repeat(600));
    expect(gridToHex(gridForModel(768), geometryOf(768))).toHaveLength(1536);
    expect(bytesToHex(Uint8Array.of(0xab, 0x0c))).toBe('ab0c');
  });

  it('reads upper and lower case alike', () => {
    const upper = `AB${'0'.repeat(598)}`;
    expect(equalGrids(hexToGrid(upper, g320), hexToGrid(upper.toLowerCase(), g320))).toBe(true);
    expect(hexToBytes('aBcD')).toEqual(Uint8Array.of(0xab, 0xcd));
  });

  it('rejects the wrong length, odd lengths and non-hex characters', () => {
    expect(codeOf(() => hexToGrid('00', g320))).toBe('BAD_LENGTH');
    expect(codeOf(() => hexToGrid(`${'0'.repeat(599)}g`, g320))).toBe('BAD_HEX');
    expect(codeOf(() => hexToBytes('abc'))).toBe('BAD_HEX');
    expect(codeOf(() => hexToBytes('0x'))).toBe('BAD_HEX');
    expect(codeOf(() => cellsToGrid(new Uint8Array(299), g320))).toBe('BAD_LENGTH');
  });

  it('reports the page and field it was given', () => {
    try {
      hexToGrid('zz', g320, { page: 3, field: 'graphic.data' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DtmsFormatError);
      expect(error).toMatchObject({ code: 'BAD_LENGTH', page: 3, field: 'graphic.data' });
    }
  });

  it('refuses a grid of another size', () => {
    expect(codeOf(() => gridToHex(gridForModel(768), g320))).toBe('GRID_SIZE');
  });

  for (const model of [320, 768] as const) {
    it(`decodes what it encodes for random ${model} grids`, () => {
      const geometry = geometryOf(model);
      fc.assert(
        fc.property(arbitraryGrid(model), fc.boolean(), (grid, upper) => {
          const hex = gridToHex(grid, geometry);
          expect(hex).toMatch(/^[0-9a-f]*$/);
          expect(equalGrids(hexToGrid(upper ? hex.toUpperCase() : hex, geometry), grid)).toBe(true);
          expect(equalGrids(cellsToGrid(gridToCells(grid, geometry), geometry), grid)).toBe(true);
        }),
      );
    });
  }

  it('encodes what it decodes for random cell bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 300, maxLength: 300 }), (cells) => {
        expect(gridToCells(cellsToGrid(cells, g320), g320)).toEqual(cells);
      }),
    );
  });
});

describe('pin order, as dtms offers it', () => {
  it('is braille\'s own conversion, so existing imports keep working', () => {
    expect(dtms.brailleToPin).toBe(braille.brailleToPin);
    expect(dtms.pinToBraille).toBe(braille.pinToBraille);
    expect(dtms.brailleToPin(0x19)).toBe(0x31);
  });
});
