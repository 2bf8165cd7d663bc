import { describe, expect, it } from 'vitest';
import { imageToTactile } from '../core/image/index.ts';
import { DEVICE_MODELS, getPin, type PinGrid } from '../core/pins/index.ts';
import { decodeImage } from './decodeImage.ts';
import { jpegOf } from './jpegTestPictures.ts';

const pins = (grid: PinGrid) => JSON.stringify(grid);

/** Pins that differ between two grids, and whether each lies on an outline of `whole` (a neighbour of the other state). */
function differences(reduced: PinGrid, whole: PinGrid): { readonly count: number; readonly allOnOutlines: boolean } {
  let count = 0;
  let allOnOutlines = true;
  for (let y = 0; y < whole.height; y++) {
    for (let x = 0; x < whole.width; x++) {
      const pin = getPin(whole, x, y);
      if (getPin(reduced, x, y) === pin) continue;
      count++;
      const around = [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ].filter(([nx = -1, ny = -1]) => nx >= 0 && ny >= 0 && nx < whole.width && ny < whole.height);
      if (!around.some(([nx = 0, ny = 0]) => getPin(whole, nx, ny) !== pin)) allOnOutlines = false;
    }
  }
  return { count, allOnOutlines };
}

// Pictures large enough for the reduced decode are made and decoded whole here in pure JavaScript:
// seconds each, more on a loaded machine, hence their own time limit (LARGE).
const LARGE = 60_000;

describe('decodeImage for a pin grid', () => {
  it('decodes a large JPEG at 1/8 scale, and the 320 gets the same pins as from the whole picture', () => {
    const bytes = jpegOf(2000, 1400);
    const target = DEVICE_MODELS[320];
    const reduced = decodeImage(bytes, target);
    expect(reduced).toMatchObject({ width: 250, height: 175 });
    const whole = decodeImage(bytes);
    expect(whole).toMatchObject({ width: 2000, height: 1400 });
    for (const edges of [false, true]) {
      expect(pins(imageToTactile(reduced, { ...target, edges })), `edges ${edges}`).toBe(pins(imageToTactile(whole, { ...target, edges })));
    }
  }, LARGE);

  it('decodes a 768-sized large JPEG at 1/8 scale with the same pins', () => {
    const bytes = jpegOf(3072, 2048, 85);
    const target = DEVICE_MODELS[768];
    const reduced = decodeImage(bytes, target);
    expect(reduced).toMatchObject({ width: 384, height: 256 });
    expect(pins(imageToTactile(reduced, target))).toBe(pins(imageToTactile(decodeImage(bytes), target)));
  }, LARGE);

  it('of a picture whose sides are not multiples of 8, only a few pins on outlines can differ', () => {
    // The last row of blocks holds 4 picture rows and 4 of padding, but counts as a whole pixel at 1/8 scale:
    // the picture is 1/515 taller there, which moves an outline by a fraction of a pin at most (docs/cli.md).
    const bytes = jpegOf(3080, 2060, 85);
    const target = DEVICE_MODELS[768];
    const reduced = decodeImage(bytes, target);
    expect(reduced).toMatchObject({ width: 385, height: 258 });
    const { count, allOnOutlines } = differences(imageToTactile(reduced, target), imageToTactile(decodeImage(bytes), target));
    expect(count).toBeLessThanOrEqual(3);
    expect(allOnOutlines).toBe(true);
  }, LARGE);

  it('decodes a JPEG too small for that whole, byte for byte as before', () => {
    const bytes = jpegOf(1000, 700);
    const target = DEVICE_MODELS[320];
    const decoded = decodeImage(bytes, target);
    expect(decoded).toMatchObject({ width: 1000, height: 700 });
    expect(Buffer.from(decoded.data).equals(Buffer.from(decodeImage(bytes).data))).toBe(true);
  });
});
