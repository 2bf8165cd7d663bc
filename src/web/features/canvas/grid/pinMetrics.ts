// Sizes of the pin grid on screen. At 100 % a 60 × 40 page (the 320 model) is
// 840 × 560 CSS px: it fits a 1280 px wide window beside the pages panel. The
// zoom (10–400 %) scales the pitch; the 768 model simply takes more room and
// the grid's box scrolls.

import type { Point } from '../../../../core/pins/index.ts';

/** CSS px from one pin's centre to the next at 100 %. */
export const BASE_PITCH = 14;

/**
 * The most backing-store pixels one canvas gets. Safari refuses a canvas
 * over 16 777 216 pixels, and a 96 × 64 grid at 400 % on a 2× screen would be
 * six times that; past this the grid is drawn at a lower resolution instead.
 */
export const MAX_BACKING_PIXELS = 16_000_000;

export function pinPitch(zoom: number): number {
  return (BASE_PITCH * zoom) / 100;
}

/** Backing pixels per CSS px: the screen's ratio, lowered only when the canvas would be too large. */
export function backingScale(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const ratio = Math.max(1, devicePixelRatio || 1);
  const area = cssWidth * cssHeight;
  if (area <= 0) return ratio;
  return Math.min(ratio, Math.sqrt(MAX_BACKING_PIXELS / area));
}

/** The pin under a pointer, from the grid element's box on screen (so any zoom or CSS scaling is taken into account). Outside the grid gives points outside it. */
export function pinAt(box: { left: number; top: number; width: number; height: number }, client: { x: number; y: number }, size: { width: number; height: number }): Point {
  const across = box.width / size.width || 1;
  const down = box.height / size.height || 1;
  return { x: Math.floor((client.x - box.left) / across), y: Math.floor((client.y - box.top) / down) };
}
