// Small exact pictures for the tests, drawn as text.

import type { RgbaImage } from '../types.ts';

/** `#` opaque black, `.` opaque white, `+` opaque mid-grey (128), space fully transparent. */
export function imageFromText(text: string): RgbaImage {
  const rows = text.split('\n');
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.forEach((row, y) =>
    [...row.padEnd(width, ' ')].forEach((char, x) => {
      const grey = char === '#' ? 0 : char === '+' ? 128 : 255;
      data.set([grey, grey, grey, char === ' ' ? 0 : 255], (y * width + x) * 4);
    }),
  );
  return { width, height, data };
}

/** A `width` × `height` image of one colour. */
export function solidImage(width: number, height: number, rgba: readonly [number, number, number, number]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data };
}

/** A greyscale image from grey levels, one row. */
export function greyRow(levels: readonly number[]): RgbaImage {
  return { width: levels.length, height: 1, data: Uint8ClampedArray.from(levels.flatMap((v) => [v, v, v, 255])) };
}
