// The public surface of image-to-tactile conversion; other modules import only from here.

export type { GrayImage, GrayRows, RgbaImage } from './types.ts';
export type { TactileImageErrorCode } from './errors.ts';
export { TactileImageError } from './errors.ts';

export type { ImageToTactileOptions } from './imageToTactile.ts';
export { imageToTactile } from './imageToTactile.ts';

// The steps, for previews and tools that show an intermediate picture.
export { grayscaleRow, grayscaleRows, luma } from './grayscale.ts';
export type { Placement } from './fit.ts';
export { fitPlacement } from './fit.ts';
export { resampleArea } from './resample.ts';
export { PERCENT_STEP, adjustBrightness, brightnessOffset, sharpen, sharpnessAmount } from './adjust.ts';
export { FLAT_PICTURE_THRESHOLD, automaticThreshold, darkPins, histogram, otsuLevel } from './threshold.ts';
export { edgePins, edgeStrength } from './edges.ts';
export { removeIsolatedPins } from './cleanup.ts';
export { invertGrid, placeGrid } from './place.ts';
