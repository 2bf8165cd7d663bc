// The two kinds of picture the conversion passes along. Both are plain typed
// arrays with a size, so a Web Worker can receive them and the CLI can build
// them from decoded PNG or JPEG pixels; nothing here needs the DOM.

/** Straight (not premultiplied) RGBA, 4 bytes a pixel, row-major, as in ImageData. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

/**
 * One grey level a pixel, 0 black to 255 white, row-major. Clamped bytes,
 * so every step rounds and clamps the same way and Otsu's histogram sees
 * exactly the levels the threshold later compares.
 */
export interface GrayImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/**
 * A picture read one row of grey values at a time. The resampler takes this
 * instead of a whole GrayImage so a 4000×3000 photograph never needs a
 * 48 MB grey copy: each row is converted as it is consumed.
 */
export interface GrayRows {
  readonly width: number;
  readonly height: number;
  /** Writes row `y` (width values, 0 to 255) into `out`. */
  readRow(y: number, out: Float32Array): void;
}
