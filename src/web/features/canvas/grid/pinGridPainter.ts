// Draws the pin grid onto a 2D context: nothing else. Pure in the sense that
// matters here: what it draws depends only on its arguments (no DOM reads, no
// React), so a test can hand it a recording context and a benchmark can time
// a full redraw. usePinGrid.ts decides when to call it; PinGridView.tsx is
// the element around it.
//
// What a sighted user sees:
//   raised pin          a large dot
//   lowered pin         a faint small dot, so the grid's pitch stays visible
//   the tool's preview  pins it would raise in the accent colour, pins it would lower as rings
//   selection           a solid outline around the selected pins (dashed while being made)
//   cursor              a square ring in two colours (one light, one dark), visible on any background
//   grid lines          the braille cells: every 2 pins across, every 4 pins down

import type { PinGrid, Point, SelectionMask } from '../../../../core/pins/index.ts';

/** The parts of CanvasRenderingContext2D the painter uses, so a test can pass a small fake. */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'fill' | 'stroke' | 'fillRect' | 'strokeRect' | 'setLineDash' | 'setTransform'
>;

export interface PinGridColors {
  readonly background: string;
  readonly raised: string;
  readonly lowered: string;
  /** Pins the tool's preview would raise or lower. */
  readonly preview: string;
  readonly selection: string;
  /** The second colour of the selection outline and the cursor ring: contrasts with `selection` and `cursor`. */
  readonly contrast: string;
  readonly cursor: string;
  readonly gridLine: string;
}

export interface PinGridPaintState {
  /** The pins shown: the page, or what the gesture would make of it. */
  readonly grid: PinGrid;
  /** The page's own pins; where `grid` differs, the difference is drawn as the preview. */
  readonly page: PinGrid;
  readonly selection: SelectionMask | null;
  /** The selection a selecting gesture would make. */
  readonly previewSelection: SelectionMask | null;
  readonly cursor: Point;
  readonly gridLines: boolean;
  /** The grid has keyboard focus: the cursor ring is drawn thicker. */
  readonly focused: boolean;
}

export interface PinGridMetrics {
  /** CSS pixels from one pin's centre to the next (zoom included). */
  readonly pitch: number;
  /** Backing-store pixels per CSS pixel. */
  readonly scale: number;
  readonly colors: PinGridColors;
}

const FULL_TURN = Math.PI * 2;

const bitAt = (grid: PinGrid, index: number): boolean => (((grid.bits[index >> 3] ?? 0) >> (index & 7)) & 1) === 1;

/** Adds a circle to the current path (one path holds every dot of one kind, filled once). */
function addDot(ctx: PaintContext, cx: number, cy: number, radius: number): void {
  ctx.moveTo(cx + radius, cy);
  ctx.arc(cx, cy, radius, 0, FULL_TURN);
}

function paintPins(ctx: PaintContext, state: PinGridPaintState, metrics: PinGridMetrics): void {
  const { grid, page } = state;
  const { pitch, colors } = metrics;
  const half = pitch / 2;
  const raisedRadius = pitch * 0.36;
  const loweredRadius = Math.max(0.5, pitch * 0.1);
  const samePage = grid === page;
  // Four passes over the same loop would cost four times the bit reads; one
  // loop sorts pins into four paths instead, each filled or stroked once.
  const kinds = { raised: [] as number[], lowered: [] as number[], added: [] as number[], removed: [] as number[] };
  const count = grid.width * grid.height;
  for (let index = 0; index < count; index++) {
    const shown = bitAt(grid, index);
    const was = samePage ? shown : bitAt(page, index);
    if (shown) (was ? kinds.raised : kinds.added).push(index);
    else (was ? kinds.removed : kinds.lowered).push(index);
  }
  const dots = (indexes: readonly number[], radius: number) => {
    ctx.beginPath();
    for (const index of indexes) addDot(ctx, (index % grid.width) * pitch + half, Math.floor(index / grid.width) * pitch + half, radius);
  };
  ctx.fillStyle = colors.lowered;
  dots(kinds.lowered, loweredRadius);
  ctx.fill();
  ctx.fillStyle = colors.raised;
  dots(kinds.raised, raisedRadius);
  ctx.fill();
  if (kinds.added.length > 0) {
    ctx.fillStyle = colors.preview;
    dots(kinds.added, raisedRadius);
    ctx.fill();
  }
  if (kinds.removed.length > 0) {
    ctx.strokeStyle = colors.preview;
    ctx.lineWidth = Math.max(1, pitch * 0.08);
    dots(kinds.removed, raisedRadius * 0.85);
    ctx.stroke();
  }
}

function paintGridLines(ctx: PaintContext, grid: PinGrid, metrics: PinGridMetrics): void {
  const { pitch, colors } = metrics;
  const width = grid.width * pitch;
  const height = grid.height * pitch;
  ctx.strokeStyle = colors.gridLine;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = 2; x < grid.width; x += 2) {
    ctx.moveTo(x * pitch, 0);
    ctx.lineTo(x * pitch, height);
  }
  for (let y = 4; y < grid.height; y += 4) {
    ctx.moveTo(0, y * pitch);
    ctx.lineTo(width, y * pitch);
  }
  ctx.stroke();
}

/** The border of a selection: every pin edge with a selected pin on one side only. */
function outlinePath(ctx: PaintContext, mask: SelectionMask, pitch: number): void {
  const { width, height } = mask;
  const selected = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && bitAt(mask, y * width + x);
  ctx.beginPath();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!selected(x, y)) continue;
      const left = x * pitch;
      const top = y * pitch;
      if (!selected(x - 1, y)) {
        ctx.moveTo(left, top);
        ctx.lineTo(left, top + pitch);
      }
      if (!selected(x + 1, y)) {
        ctx.moveTo(left + pitch, top);
        ctx.lineTo(left + pitch, top + pitch);
      }
      if (!selected(x, y - 1)) {
        ctx.moveTo(left, top);
        ctx.lineTo(left + pitch, top);
      }
      if (!selected(x, y + 1)) {
        ctx.moveTo(left, top + pitch);
        ctx.lineTo(left + pitch, top + pitch);
      }
    }
  }
}

/** Two strokes of the same outline: a wide one in the contrast colour under a narrower one, dashed while it is only a preview. */
function paintOutline(ctx: PaintContext, mask: SelectionMask, metrics: PinGridMetrics, dashed: boolean): void {
  const { pitch, colors } = metrics;
  outlinePath(ctx, mask, pitch);
  ctx.setLineDash([]);
  ctx.strokeStyle = colors.contrast;
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.setLineDash(dashed ? [6, 4] : []);
  ctx.strokeStyle = colors.selection;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A square ring around the cursor's pin: a light ring outside a dark one, so it shows on dots and on background alike. */
function paintCursor(ctx: PaintContext, cursor: Point, focused: boolean, metrics: PinGridMetrics): void {
  const { pitch, colors } = metrics;
  const inner = focused ? 3 : 2;
  const x = cursor.x * pitch;
  const y = cursor.y * pitch;
  ctx.strokeStyle = colors.contrast;
  ctx.lineWidth = inner + 3;
  ctx.strokeRect(x, y, pitch, pitch);
  ctx.strokeStyle = colors.cursor;
  ctx.lineWidth = inner;
  ctx.strokeRect(x, y, pitch, pitch);
}

/** Draws the whole grid. The context's backing store must be (grid size × pitch × scale) pixels. */
export function paintPinGrid(ctx: PaintContext, state: PinGridPaintState, metrics: PinGridMetrics): void {
  const { grid } = state;
  ctx.setTransform(metrics.scale, 0, 0, metrics.scale, 0, 0);
  ctx.fillStyle = metrics.colors.background;
  ctx.fillRect(0, 0, grid.width * metrics.pitch, grid.height * metrics.pitch);
  if (state.gridLines) paintGridLines(ctx, grid, metrics);
  paintPins(ctx, state, metrics);
  if (state.selection !== null) paintOutline(ctx, state.selection, metrics, false);
  if (state.previewSelection !== null) paintOutline(ctx, state.previewSelection, metrics, true);
  paintCursor(ctx, state.cursor, state.focused, metrics);
}
