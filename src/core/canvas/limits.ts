// The Canvas's numbers from the product spec (§2, §3, §9), in one place.

import { MAX_PAGES } from '../dtms/index.ts';

/** Pages per document: at least one, at most the DTMS format's limit (spec §5, §9). */
export const MIN_PAGES = 1;
export { MAX_PAGES };

/** Zoom runs from 10% to 400% (spec §2, §9). */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 400;
export const ZOOM_DEFAULT = 100;
/** The stops Zoom in and Zoom out step through; any whole percentage in range can also be typed. */
export const ZOOM_STOPS: readonly number[] = [10, 25, 50, 75, 100, 125, 150, 200, 300, 400];

/** Opacity, sharpness and other percentage options: 0% to 100% in steps of 10 (spec §9). */
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
export const PERCENT_STEP = 10;

export { PLAYBACK_SPEEDS } from './playback.ts';

/** The longest alternative text a page keeps; a paragraph or two is what a description needs. */
export const MAX_ALT_TEXT = 2000;

/** How far Shift+arrow jumps the keyboard cursor, in pins. */
export const CURSOR_JUMP = 10;
