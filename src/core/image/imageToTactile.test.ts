import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GridSizeError, countRaised, getPin, gridToText } from '../pins/index.ts';
import type { PinGrid } from '../pins/index.ts';
import { TactileImageError } from './errors.ts';
import { fitPlacement } from './fit.ts';
import { imageToTactile } from './imageToTactile.ts';
import type { ImageToTactileOptions } from './imageToTactile.ts';
import { greyRow, imageFromText, solidImage } from './__fixtures__/images.ts';
import type { RgbaImage } from './types.ts';

const SQUARE = ['........', '........', '..####..', '..####..', '..####..', '..####..', '........', '........'].join('\n');

function rowsOf(grid: PinGrid): string[] {
  return gridToText(grid).split('\n');
}

describe('image to tactile', () => {
  it('turns a black square on white into the same square of pins', () => {
    expect(gridToText(imageToTactile(imageFromText(SQUARE), { width: 8, height: 8 }))).toBe(SQUARE);
    expect(gridToText(imageToTactile(imageFromText(SQUARE), { width: 8, height: 8, threshold: 200 }))).toBe(SQUARE);
  });

  it('keeps a checkerboard, also when halving it', () => {
    const checker = ['#.#.', '.#.#', '#.#.', '.#.#'].join('\n');
    expect(gridToText(imageToTactile(imageFromText(checker), { width: 4, height: 4 }))).toBe(checker);
    const coarse = ['##..##..', '##..##..', '..##..##', '..##..##', '##..##..', '##..##..', '..##..##', '..##..##'].join('\n');
    expect(gridToText(imageToTactile(imageFromText(coarse), { width: 4, height: 4 }))).toBe(checker);
  });

  it('raises nothing for a fully transparent image, whatever colour its pixels carry', () => {
    expect(countRaised(imageToTactile(solidImage(30, 20, [0, 0, 0, 0]), { width: 60, height: 40 }))).toBe(0);
    expect(countRaised(imageToTactile(imageFromText('    \n    '), { width: 60, height: 40, edges: true }))).toBe(0);
  });

  it('centres a 2:1 picture vertically in a 60×40 grid', () => {
    const rows = rowsOf(imageToTactile(solidImage(120, 60, [0, 0, 0, 255]), { width: 60, height: 40 }));
    const full = '#'.repeat(60);
    const empty = '.'.repeat(60);
    expect(rows).toEqual([...Array(5).fill(empty), ...Array(30).fill(full), ...Array(5).fill(empty)]);
  });

  it('inverts the picture but not the letterbox around it', () => {
    const wide = imageFromText('#...\n#...');
    expect(rowsOf(imageToTactile(wide, { width: 4, height: 4 }))).toEqual(['....', '#...', '#...', '....']);
    expect(rowsOf(imageToTactile(wide, { width: 4, height: 4, invert: true }))).toEqual(['....', '.###', '.###', '....']);
  });

  it('gives fewer pins as brightness rises: all at 0%, none at 100%', () => {
    const ramp = greyRow(Array.from({ length: 256 }, (_, i) => i));
    const pins = [0, 30, 50, 70, 100].map((brightness) => countRaised(imageToTactile(ramp, { width: 256, height: 1, brightness })));
    expect(pins[0]).toBe(256);
    expect(pins[4]).toBe(0);
    for (let i = 1; i < pins.length; i++) expect(pins[i]).toBeLessThan(pins[i - 1] ?? 0);
    // At 50% the automatic cut is Otsu's, in the middle of the even ramp.
    expect(pins[2]).toBeGreaterThan(100);
    expect(pins[2]).toBeLessThan(156);
  });

  it('traces the outline of a filled square in edge mode', () => {
    const square = ['..........', '..........', '..........', '...####...', '...####...', '...####...', '...####...', '..........', '..........', '..........'];
    const outline = rowsOf(imageToTactile(imageFromText(square.join('\n')), { width: 10, height: 10, edges: true }));
    // The inside and the far outside stay lowered; the four sides are raised.
    expect(outline[4]?.slice(4, 6)).toBe('..');
    expect(outline[0]).toBe('..........');
    expect(outline[9]).toBe('..........');
    expect(outline[4]?.slice(2, 4)).toBe('##');
    expect(outline[4]?.slice(6, 8)).toBe('##');
    expect(outline[2]?.slice(3, 7)).toBe('####');
    expect(outline[7]?.slice(3, 7)).toBe('####');
    expect(countRaised(imageToTactile(imageFromText(square.join('\n')), { width: 10, height: 10, edges: true, brightness: 100 }))).toBe(0);
  });

  it('removes isolated pins when asked', () => {
    const speckled = imageFromText(['#.......', '........', '...##...', '...##...', '........', '......#.'].join('\n'));
    const options = { width: 8, height: 6, threshold: 128 };
    expect(countRaised(imageToTactile(speckled, options))).toBe(6);
    expect(rowsOf(imageToTactile(speckled, { ...options, removeIsolated: true }))).toEqual([
      '........',
      '........',
      '...##...',
      '...##...',
      '........',
      '........',
    ]);
  });

  it('refuses bad settings and images with coded errors, before doing any work', () => {
    const image = imageFromText(SQUARE);
    const code = (image: RgbaImage, options: ImageToTactileOptions) => {
      try {
        imageToTactile(image, options);
      } catch (error) {
        return error instanceof TactileImageError ? error.code : error instanceof GridSizeError ? 'grid' : 'other';
      }
      return 'none';
    };
    expect(code(image, { width: 8, height: 8, brightness: 45 })).toBe('brightness');
    expect(code(image, { width: 8, height: 8, sharpness: 120 })).toBe('sharpness');
    expect(code(image, { width: 8, height: 8, threshold: 256 })).toBe('threshold');
    expect(code(image, { width: 0, height: 8 })).toBe('grid');
    expect(code({ width: 0, height: 1, data: new Uint8Array(0) }, { width: 8, height: 8 })).toBe('image');
    expect(code({ width: 2, height: 2, data: new Uint8Array(15) }, { width: 8, height: 8 })).toBe('image');
    expect(code({ width: 2, height: 2, data: new Uint8Array(16) }, { width: 8, height: 8 })).toBe('none');
  });
});

describe('image to tactile, for any picture (properties)', () => {
  const image = fc
    .record({ w: fc.integer({ min: 1, max: 64 }), h: fc.integer({ min: 1, max: 64 }) })
    .chain(({ w, h }) =>
      fc
        .uint8ClampedArray({ minLength: w * h * 4, maxLength: w * h * 4 })
        .map((data): RgbaImage => ({ width: w, height: h, data })),
    );
  const step = fc.integer({ min: 0, max: 10 }).map((n) => n * 10);
  const settings = fc.record({
    width: fc.integer({ min: 1, max: 96 }),
    height: fc.integer({ min: 1, max: 64 }),
    brightness: step,
    sharpness: step,
    threshold: fc.oneof(fc.constant('auto' as const), fc.integer({ min: 0, max: 255 })),
    edges: fc.boolean(),
    removeIsolated: fc.boolean(),
  });

  it('always gives a grid of the requested size and never throws', () => {
    fc.assert(
      fc.property(image, settings, (picture, options) => {
        const grid = imageToTactile(picture, options);
        expect([grid.width, grid.height]).toEqual([options.width, options.height]);
        expect(grid.bits.length).toBe(Math.ceil((options.width * options.height) / 8));
      }),
    );
  });

  it('inverting flips exactly the pins of the picture, so inverting twice is the original', () => {
    fc.assert(
      fc.property(image, settings, (picture, options) => {
        const plain = { ...options, removeIsolated: false };
        const normal = imageToTactile(picture, plain);
        const inverted = imageToTactile(picture, { ...plain, invert: true });
        const place = fitPlacement(picture.width, picture.height, options.width, options.height);
        for (let y = 0; y < options.height; y++) {
          for (let x = 0; x < options.width; x++) {
            const inside = x >= place.x && x < place.x + place.width && y >= place.y && y < place.y + place.height;
            expect(getPin(inverted, x, y)).toBe(inside ? !getPin(normal, x, y) : false);
            if (!inside) expect(getPin(normal, x, y)).toBe(false);
          }
        }
      }),
    );
  });
});
