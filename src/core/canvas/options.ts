// What the tool options and view settings are, and the one place that
// pulls any value (a slider, a stored setting, a test) into its range.

import { MAX_THICKNESS } from '../pins/index.ts';
import { PERCENT_MAX, PERCENT_MIN, PERCENT_STEP, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN } from './limits.ts';

/** How much the cursor says as it moves: 'brief' is the position and pin state, 'full' adds the braille cell and what is under it. */
export type Verbosity = 'brief' | 'full';

export interface ToolOptions {
  /** Pen, line and outline width in pins, 1 to MAX_THICKNESS. */
  readonly thickness: number;
  /** Eraser width in pins, 1 to MAX_THICKNESS. */
  readonly eraserSize: number;
  /** Rectangles, circles and triangles are drawn filled rather than as outlines. */
  readonly filled: boolean;
  /** Image opacity (how dark a grey becomes a pin), 0–100 in steps of 10; 50 leaves the picture as it is. */
  readonly opacity: number;
  /** Image sharpness, 0–100 in steps of 10. */
  readonly sharpness: number;
}

export interface ViewSettings {
  /** Per cent, ZOOM_MIN to ZOOM_MAX. */
  readonly zoom: number;
  /** Braille-cell grid lines drawn over the pins. */
  readonly gridLines: boolean;
  readonly verbosity: Verbosity;
  /** Tones for the cursor: pitch by row, stereo by column, a sound for raised pins. */
  readonly sonify: boolean;
}

/** Every option with its range, so sliders and spin buttons show the same min, max and unit the editor enforces. */
export const OPTION_RANGES = {
  thickness: { min: 1, max: MAX_THICKNESS, step: 1, unit: 'pins' },
  eraserSize: { min: 1, max: MAX_THICKNESS, step: 1, unit: 'pins' },
  opacity: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP, unit: 'percent' },
  sharpness: { min: PERCENT_MIN, max: PERCENT_MAX, step: PERCENT_STEP, unit: 'percent' },
  zoom: { min: ZOOM_MIN, max: ZOOM_MAX, step: 1, unit: 'percent' },
} as const;

export type RangedOption = keyof typeof OPTION_RANGES;

export const DEFAULT_TOOL_OPTIONS: ToolOptions = { thickness: 1, eraserSize: 3, filled: false, opacity: 50, sharpness: 0 };
export const DEFAULT_VIEW: ViewSettings = { zoom: ZOOM_DEFAULT, gridLines: true, verbosity: 'brief', sonify: false };

/** A value for a ranged option: rounded to its step and held in range; NaN becomes the minimum. */
export function clampOption(option: RangedOption, value: number): number {
  const { min, max, step } = OPTION_RANGES[option];
  if (!Number.isFinite(value)) return Number.isNaN(value) ? min : value > 0 ? max : min;
  const stepped = Math.round((value - min) / step) * step + min;
  return Math.max(min, Math.min(max, stepped));
}
