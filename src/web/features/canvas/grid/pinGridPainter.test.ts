import { describe, expect, it } from 'vitest';
import { createGrid, gridFromText, type PinGrid } from '../../../../core/pins/index.ts';
import { DEFAULT_PIN_GRID_COLORS as colors } from './gridColors.ts';
import { paintPinGrid, type PinGridPaintState } from './pinGridPainter.ts';
import { backingScale, BASE_PITCH, fitPitch, MAX_BACKING_PIXELS, MAX_FIT_PITCH, MIN_FIT_PITCH, pinAt, pinPitch } from './pinMetrics.ts';
import { recordingContext, type PaintCall } from './recordingContext.ts';

const pitch = 10;
const metrics = { pitch, scale: 2, colors };

function paint(change: Partial<PinGridPaintState> & { grid: PinGrid }) {
  const ctx = recordingContext();
  paintPinGrid(ctx, { page: change.grid, selection: null, previewSelection: null, cursor: { x: 0, y: 0 }, gridLines: false, focused: false, ...change }, metrics);
  return ctx.calls;
}

/** The centres of the dots filled in one colour. */
const dotsIn = (calls: readonly PaintCall[], colour: string, method: 'fill' | 'stroke' = 'fill') => {
  const centres: [number, number][] = [];
  let path: [number, number][] = [];
  for (const call of calls) {
    if (call.name === 'beginPath') path = [];
    if (call.name === 'arc') path.push([call.args[0] as number, call.args[1] as number]);
    if (call.name === method && (method === 'fill' ? call.fillStyle : call.strokeStyle) === colour) centres.push(...path);
  }
  return centres;
};

/** The line segments of every path stroked in one colour, as "x,y-x,y". */
const segmentsIn = (calls: readonly PaintCall[], colour: string) => {
  const segments: string[] = [];
  let path: string[] = [];
  let from = '';
  for (const call of calls) {
    if (call.name === 'beginPath') path = [];
    if (call.name === 'moveTo') from = call.args.join(',');
    if (call.name === 'lineTo') path.push(`${from}-${call.args.join(',')}`);
    if (call.name === 'stroke' && call.strokeStyle === colour) segments.push(...path);
  }
  return segments;
};

describe('the pin grid painter', () => {
  it('scales to the backing store, clears to the background, and draws raised pins large and lowered pins faint', () => {
    const grid = gridFromText('#..\n.#.');
    const calls = paint({ grid });
    expect(calls[0]).toMatchObject({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(calls[1]).toMatchObject({ name: 'fillRect', args: [0, 0, 30, 20], fillStyle: colors.background });
    expect(dotsIn(calls, colors.raised)).toEqual([
      [5, 5],
      [15, 15],
    ]);
    expect(dotsIn(calls, colors.lowered)).toHaveLength(4);
    const radii = calls.filter((call) => call.name === 'arc').map((call) => call.args[2] as number);
    expect(Math.max(...radii)).toBeGreaterThan(Math.min(...radii) * 2);
  });

  it('draws what a gesture would raise in the preview colour and what it would lower as rings', () => {
    const page = gridFromText('##\n..');
    const preview = gridFromText('#.\n.#');
    const calls = paint({ grid: preview, page });
    expect(dotsIn(calls, colors.raised)).toEqual([[5, 5]]);
    expect(dotsIn(calls, colors.preview)).toEqual([[15, 15]]);
    expect(dotsIn(calls, colors.preview, 'stroke')).toEqual([[15, 5]]);
  });

  it('draws the braille cells\' lines only when asked: every 2 pins across and 4 down', () => {
    const grid = createGrid(6, 8);
    expect(segmentsIn(paint({ grid }), colors.gridLine)).toEqual([]);
    expect(segmentsIn(paint({ grid, gridLines: true }), colors.gridLine)).toEqual(['20,0-20,80', '40,0-40,80', '0,40-60,40']);
  });

  it('outlines the selection around its pins, solid, and a selection being made dashed', () => {
    const grid = createGrid(3, 3);
    const selection = gridFromText('##.\n...\n...');
    const calls = paint({ grid, selection });
    // Six edges of a 2 × 1 block of pins: left, two on top, two below, right; under it the same in the contrast colour.
    expect(segmentsIn(calls, colors.selection).sort()).toEqual(['0,0-0,10', '0,0-10,0', '0,10-10,10', '10,0-20,0', '10,10-20,10', '20,0-20,10']);
    expect(segmentsIn(calls, colors.contrast)).toHaveLength(6);
    const dashed = paint({ grid, previewSelection: selection }).filter((call) => call.name === 'setLineDash').map((call) => call.args[0]);
    expect(dashed).toContainEqual([6, 4]);
  });

  it('rings the cursor in two colours, thicker while the grid has focus', () => {
    const grid = createGrid(4, 4);
    const ring = (focused: boolean) => paint({ grid, cursor: { x: 2, y: 1 }, focused }).filter((call) => call.name === 'strokeRect');
    const blurred = ring(false);
    expect(blurred.map((call) => [call.strokeStyle, call.args])).toEqual([
      [colors.contrast, [20, 10, 10, 10]],
      [colors.cursor, [20, 10, 10, 10]],
    ]);
    expect(ring(true)[1]?.lineWidth).toBeGreaterThan(blurred[1]?.lineWidth ?? 0);
  });

  it('draws a whole 768 page at 400 % in one pass per kind of dot', () => {
    const grid = createGrid(96, 64);
    const calls = paint({ grid });
    expect(calls.filter((call) => call.name === 'arc')).toHaveLength(96 * 64);
    expect(calls.filter((call) => call.name === 'fill')).toHaveLength(2);
  });
});

describe('the pin grid metrics', () => {
  it('fit a 60 × 40 page at 100 % in a 1280 px window with room beside it, and scale with the zoom', () => {
    expect(60 * pinPitch(100)).toBeLessThanOrEqual(900);
    expect(pinPitch(400)).toBe(pinPitch(100) * 4);
    expect(pinPitch(10)).toBe(pinPitch(100) / 10);
  });

  it('fit the page at 100 % to the room the window leaves it, width or height, whichever is tighter', () => {
    // 1366 × 900: a column about 950 px wide and about 520 px from the grid's top to the fold.
    const pitch = fitPitch({ width: 950, height: 520 }, { width: 60, height: 40 });
    expect(pitch * 40).toBeLessThanOrEqual(520);
    expect(pitch * 40).toBeGreaterThan(520 - 4);
    expect(fitPitch({ width: 600, height: 900 }, { width: 60, height: 40 })).toBe(10);
    expect(pinPitch(200, pitch)).toBe(pitch * 2);
  });

  it('keep the fitted pitch within its bounds, and the base pitch while the room is not known', () => {
    expect(fitPitch({ width: 100, height: 100 }, { width: 96, height: 64 })).toBe(MIN_FIT_PITCH);
    expect(fitPitch({ width: 4000, height: 3000 }, { width: 60, height: 40 })).toBe(MAX_FIT_PITCH);
    expect(fitPitch({ width: 0, height: 0 }, { width: 60, height: 40 })).toBe(BASE_PITCH);
  });

  it('lower the resolution only when a canvas would be too large for the browser', () => {
    expect(backingScale(840, 560, 2)).toBe(2);
    const side = 96 * pinPitch(400);
    const scale = backingScale(side, (side * 64) / 96, 2);
    expect(scale).toBeLessThan(2);
    expect(side * scale * ((side * 64) / 96) * scale).toBeLessThanOrEqual(MAX_BACKING_PIXELS + 1);
  });

  it('find the pin under the pointer from the element\'s box on screen', () => {
    const box = { left: 100, top: 50, width: 600, height: 400 };
    expect(pinAt(box, { x: 100, y: 50 }, { width: 60, height: 40 })).toEqual({ x: 0, y: 0 });
    expect(pinAt(box, { x: 699, y: 449 }, { width: 60, height: 40 })).toEqual({ x: 59, y: 39 });
    expect(pinAt(box, { x: 135, y: 75 }, { width: 60, height: 40 })).toEqual({ x: 3, y: 2 });
    expect(pinAt(box, { x: 90, y: 50 }, { width: 60, height: 40 }).x).toBe(-1);
  });
});
