import type { PageFigure } from '../pageLayout.ts';
import type { Line } from './lines.ts';
import { minOf, maxOf } from './numbers.ts';

// Reading order on one page. A page set in two (or more) columns is read
// column by column; a line or picture that spans the gutter (a title, a wide
// table, a figure across the page) cuts the page into bands, each read on its
// own: band by band from the top, and within a band, column by column from
// the left. The gutter is a vertical strip in the page's middle that no
// column-wide line crosses. A band is read in columns only when each side
// holds prose — several lines of a good width — so that a table, whose cells
// also leave strips between them, is kept row by row for tables.ts.

export type Placed = { readonly kind: 'line'; readonly line: Line } | { readonly kind: 'figure'; readonly figure: PageFigure };

/** An item with the column it was read in: lists and paragraphs measure indentation against the column's edges. */
export interface Ordered {
  readonly item: Placed;
  readonly column: { readonly left: number; readonly right: number };
}

interface Extent {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

function extentOf(item: Placed): Extent {
  if (item.kind === 'line') return item.line;
  const { figure } = item;
  return { left: figure.left, right: figure.left + figure.width, top: figure.top, bottom: figure.top + figure.height };
}

const MIN_PROSE_LINES = 3;

/** The widest vertical strip in the middle half of the page that only wide items cross, or undefined. */
function findGutter(extents: readonly Extent[], pageWidth: number): number | undefined {
  const narrow = extents.filter((extent) => extent.right - extent.left < 0.6 * pageWidth);
  const from = 0.25 * pageWidth;
  const to = 0.75 * pageWidth;
  const spans = narrow.map((extent) => [extent.left, extent.right] as const).sort((a, b) => a[0] - b[0]);
  let best: { width: number; at: number } | undefined;
  let reach = -Infinity;
  for (const [left, right] of spans) {
    if (reach > -Infinity && left > reach) {
      const gapFrom = Math.max(reach, from);
      const gapTo = Math.min(left, to);
      if (gapTo > gapFrom && (best === undefined || gapTo - gapFrom > best.width)) best = { width: gapTo - gapFrom, at: (gapFrom + gapTo) / 2 };
    }
    reach = Math.max(reach, right);
  }
  return best?.at;
}

function byRows(a: Placed, b: Placed): number {
  const ea = extentOf(a);
  const eb = extentOf(b);
  if (a.kind === 'line' && b.kind === 'line' && a.line.row === b.line.row) return ea.left - eb.left;
  return ea.top - eb.top || ea.left - eb.left;
}

function isProse(items: readonly Placed[], pageWidth: number): boolean {
  const lines = items.filter((item): item is Extract<Placed, { kind: 'line' }> => item.kind === 'line');
  if (lines.length < MIN_PROSE_LINES) return false;
  const widths = lines.map((item) => item.line.right - item.line.left).sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)] as number;
  return median >= 0.2 * pageWidth;
}

function columnOf(items: readonly Placed[], fallback: { left: number; right: number }): { left: number; right: number } {
  const lines = items.filter((item) => item.kind === 'line');
  if (lines.length === 0) return fallback;
  return { left: minOf(lines.map((item) => extentOf(item).left)), right: maxOf(lines.map((item) => extentOf(item).right)) };
}

/** The page's lines and figures in reading order, each with its column. */
export function readingOrder(lines: readonly Line[], figures: readonly PageFigure[], pageWidth: number): Ordered[] {
  const items: Placed[] = [...lines.map((line) => ({ kind: 'line', line }) as const), ...figures.map((figure) => ({ kind: 'figure', figure }) as const)];
  const whole = columnOf(items, { left: 0, right: pageWidth });
  const gutter = pageWidth > 0 ? findGutter(items.map(extentOf), pageWidth) : undefined;
  if (gutter === undefined) return [...items].sort(byRows).map((item) => ({ item, column: whole }));

  // Bands: cut wherever an item crosses the gutter.
  const sorted = [...items].sort(byRows);
  const bands: Placed[][] = [];
  let band: Placed[] = [];
  for (const item of sorted) {
    const extent = extentOf(item);
    if (extent.left < gutter && extent.right > gutter) {
      if (band.length > 0) bands.push(band);
      bands.push([item]);
      band = [];
    } else band.push(item);
  }
  if (band.length > 0) bands.push(band);

  const ordered: Ordered[] = [];
  for (const group of bands) {
    const left = group.filter((item) => extentOf(item).right <= gutter);
    const right = group.filter((item) => extentOf(item).left >= gutter);
    if (isProse(left, pageWidth) && isProse(right, pageWidth)) {
      const leftColumn = columnOf(left, whole);
      const rightColumn = columnOf(right, whole);
      for (const item of left) ordered.push({ item, column: leftColumn });
      for (const item of right) ordered.push({ item, column: rightColumn });
    } else for (const item of group) ordered.push({ item, column: whole });
  }
  return ordered;
}
