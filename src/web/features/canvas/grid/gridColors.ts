import type { PinGridColors } from './pinGridPainter.ts';

// The grid's colours come from CSS custom properties (styles/canvas.css), so
// the dark scheme and forced colours (Windows high contrast) restyle the
// drawing as they restyle the rest of the page.
const PROPERTIES: Readonly<Record<keyof PinGridColors, string>> = {
  background: '--pin-grid-background',
  raised: '--pin-grid-raised',
  lowered: '--pin-grid-lowered',
  preview: '--pin-grid-preview',
  selection: '--pin-grid-selection',
  contrast: '--pin-grid-contrast',
  cursor: '--pin-grid-cursor',
  gridLine: '--pin-grid-line',
};

/** Used where the style sheet has not loaded (tests, a failed chunk): the light scheme. */
export const DEFAULT_PIN_GRID_COLORS: PinGridColors = {
  background: '#ffffff',
  raised: '#1a1d24',
  lowered: '#9aa1ae',
  preview: '#1d3f8f',
  selection: '#1d3f8f',
  contrast: '#ffffff',
  cursor: '#b3261e',
  gridLine: '#c9ced8',
};

export function readPinGridColors(element: Element): PinGridColors {
  const style = getComputedStyle(element);
  const entries = Object.entries(PROPERTIES).map(([key, property]) => {
    const value = style.getPropertyValue(property).trim();
    return [key, value === '' ? DEFAULT_PIN_GRID_COLORS[key as keyof PinGridColors] : value];
  });
  return Object.fromEntries(entries) as unknown as PinGridColors;
}
