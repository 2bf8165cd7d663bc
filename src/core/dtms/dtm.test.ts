import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_MODELS, equalGrids, gridForModel, gridFromText, gridToText, type DeviceModel, type PinGrid } from '../pins/index.ts';
import { dtmLength, readDtm, writeDtm } from './dtm.ts';
import { DtmsFormatError } from './errors.ts';

// Dot's sample files live in the shared material, `../shared` from the project's root.
const SAMPLE_DTM = new URL('../../../../shared/fixtures/dot/sample-320.dtm', import.meta.url);
const RENDERING = new URL('./__fixtures__/sample-320-dtm.txt', import.meta.url);

const arbitraryGrid = (model: DeviceModel): fc.Arbitrary<PinGrid> => {
  const { width, height } = DEVICE_MODELS[model];
  return fc.uint8Array({ minLength: (width * height) / 8, maxLength: (width * height) / 8 }).map((bits) => ({ width, height, bits }));
};

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof DtmsFormatError ? error.code : 'not a DtmsFormatError';
  }
  return undefined;
}

describe('DTM', () => {
  const sample = new Uint8Array(readFileSync(SAMPLE_DTM));

  it("reads Dot's sample as the picture checked by eye (hills and waves)", () => {
    const file = readDtm(sample);
    expect(file.model).toBe(320);
    expect(file.layoutBytes).toEqual([20, 15]);
    expect(gridToText(file.grid)).toBe(readFileSync(RENDERING, 'utf8').trimEnd());
    expect(equalGrids(file.grid, gridFromText(readFileSync(RENDERING, 'utf8')))).toBe(true);
  });

  it("writes the sample back byte for byte", () => {
    expect(writeDtm(readDtm(sample).grid)).toEqual(sample);
  });

  it('lays out the header as magic, two layout bytes and zeros up to byte 30', () => {
    const bytes = writeDtm(gridForModel(768));
    expect(bytes.length).toBe(30 + 768);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('_dtm_');
    expect([...bytes.subarray(7, 30)].every((byte) => byte === 0)).toBe(true);
    expect(writeDtm(gridForModel(320), { layoutBytes: [10, 30] }).subarray(5, 7)).toEqual(Uint8Array.of(10, 30));
  });

  it('knows each model by its length', () => {
    expect(dtmLength(320)).toBe(330);
    expect(dtmLength(768)).toBe(798);
    expect(readDtm(writeDtm(gridForModel(768))).model).toBe(768);
  });

  it('rejects a wrong signature, a wrong length and grids of no model', () => {
    const renamed = sample.slice();
    renamed[1] = 0x44;
    expect(codeOf(() => readDtm(renamed))).toBe('BAD_MAGIC');
    expect(codeOf(() => readDtm(new Uint8Array()))).toBe('BAD_MAGIC');
    expect(codeOf(() => readDtm(sample.subarray(0, 329)))).toBe('BAD_LENGTH');
    expect(codeOf(() => readDtm(Uint8Array.of(...sample, 0)))).toBe('BAD_LENGTH');
    expect(codeOf(() => writeDtm(gridFromText('#.\n.#')))).toBe('GRID_SIZE');
  });

  for (const model of [320, 768] as const) {
    it(`reads what it writes for random ${model} grids`, () => {
      fc.assert(
        fc.property(arbitraryGrid(model), (grid) => {
          const file = readDtm(writeDtm(grid));
          expect(file.model).toBe(model);
          expect(equalGrids(file.grid, grid)).toBe(true);
        }),
      );
    });
  }

  it('reads arbitrary bytes or throws DtmsFormatError, nothing else', () => {
    const withMagic = fc.uint8Array({ maxLength: 900 }).map((rest) => Uint8Array.of(0x5f, 0x64, 0x74, 0x6d, 0x5f, ...rest));
    const exact = fc.constantFrom(330, 798).chain((length) =>
      fc.uint8Array({ minLength: length - 5, maxLength: length - 5 }).map((rest) => Uint8Array.of(0x5f, 0x64, 0x74, 0x6d, 0x5f, ...rest)),
    );
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 900 }), withMagic, exact), (bytes) => {
        const code = codeOf(() => readDtm(bytes));
        expect(code === undefined || code !== 'not a DtmsFormatError').toBe(true);
        if (bytes.length === 330 || bytes.length === 798) expect(code === undefined || code === 'BAD_MAGIC').toBe(true);
      }),
    );
  });
});
