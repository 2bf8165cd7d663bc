// Sizes of the pin grid on screen. At 100 % the page is fitted to the room
// the window leaves it (fitPitch): as wide as its column, its bottom above the
// fold, never smaller than MIN_FIT_PITCH nor larger than MAX_FIT_PITCH. Where
// the room is not known (no layout: tests, the first frame) it is
// BASE_PITCH. The zoom (10–400 %) scales that pitch; past the room the grid's
// box scrolls.

import type { Point } from '../../../../core/pins/index.ts';

/** CSS px from one pin's centre to the next at 100 %. */
export const BASE_PITCH = 14;

/**
 * The most backing-store pixels one canvas gets. Safari refuses a canvas
 * over 16 777 216 pixels, and a 96 × 64 grid at 400 % on a 2× screen would be
 * six times that; past this the grid is drawn at a lower resolution instead.
 */
export const MAX_BACKING_PIXELS = 16_000_000;

/** The fitted pitch's bounds: pins still seen apart on a small window, not huge on a large one. */
export const MIN_FIT_PITCH = 8;
export const MAX_FIT_PITCH = 24;

/** CSS px from one pin's centre to the next: the pitch at 100 % (fitted, or BASE_PITCH) scaled by the zoom. */
export function pinPitch(zoom: number, base: number = BASE_PITCH): number {
  return (base * zoom) / 100;
}

/**
 * The pitch at 100 % for a page of `size` pins in a room of `room` CSS px:
 * the largest at which the whole page fits, within MIN_FIT_PITCH and
 * MAX_FIT_PITCH, in quarter pixels (so a resize by a pixel does not redraw).
 */
export function fitPitch(room: { readonly width: number; readonly height: number }, size: { readonly width: number; readonly height: number }): number {
  if (!(room.width > 0) || !(room.height > 0) || size.width <= 0 || size.height <= 0) return BASE_PITCH;
  const fits = Math.min(room.width / size.width, room.height / size.height);
  return Math.min(MAX_FIT_PITCH, Math.max(MIN_FIT_PITCH, Math.floor(fits * 4) / 4));
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
