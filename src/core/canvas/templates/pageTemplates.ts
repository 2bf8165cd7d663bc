// Templates that fill the page (grids, axes, scales, a clock, a table):
// drawn centred on the whole page and placed at its top-left corner, so
// they land in the same place whatever point the user chose.

import { drawEllipse, drawLine, drawRectangle, type DeviceModel, type PinGrid } from '../../pins/index.ts';
import { blankPage, drawArrowhead, drawHorizontalTicks, drawVerticalTicks, latticeLines, onCircle, pageSize } from './draw.ts';

function lattice(model: DeviceModel, pitch: number): PinGrid {
  const { width, height } = pageSize(model);
  const columns = latticeLines(width, pitch);
  const rows = latticeLines(height, pitch);
  const left = columns[0] ?? 0;
  const right = columns.at(-1) ?? width - 1;
  const top = rows[0] ?? 0;
  const bottom = rows.at(-1) ?? height - 1;
  let grid = blankPage(model);
  for (const x of columns) grid = drawLine(grid, { x, y: top }, { x, y: bottom });
  for (const y of rows) grid = drawLine(grid, { x: left, y }, { x: right, y });
  return grid;
}

/** Square cells big enough for a word of braille: lines every 8 pins on the 320, 12 on the 768. */
export function cellGrid(model: DeviceModel): PinGrid {
  return lattice(model, model === 320 ? 8 : 12);
}

/** Graph paper: a fine grid, lines every 4 pins on the 320 and 5 on the 768. */
export function graphPaper(model: DeviceModel): PinGrid {
  return lattice(model, model === 320 ? 4 : 5);
}

/** Ticks every `step` pins out from `origin` both ways, stopping `margin` pins short of 0 and `size − 1`. */
function ticksFrom(origin: number, step: number, size: number, margin: number): number[] {
  const ticks: number[] = [];
  for (let at = origin - step; at >= margin; at -= step) ticks.unshift(at);
  for (let at = origin + step; at <= size - 1 - margin; at += step) ticks.push(at);
  return ticks;
}

/** Coordinate axes: x and y crossing in the middle of the page, arrows at every end, a tick every 5 (320) or 6 (768) pins. */
export function coordinateAxes(model: DeviceModel): PinGrid {
  const { width, height } = pageSize(model);
  const step = model === 320 ? 5 : 6;
  const origin = { x: Math.floor(width / 2), y: Math.floor(height / 2) };
  let grid = drawLine(blankPage(model), { x: 0, y: origin.y }, { x: width - 1, y: origin.y });
  grid = drawLine(grid, { x: origin.x, y: 0 }, { x: origin.x, y: height - 1 });
  grid = drawArrowhead(grid, { x: 0, y: origin.y }, 'left', 2);
  grid = drawArrowhead(grid, { x: width - 1, y: origin.y }, 'right', 2);
  grid = drawArrowhead(grid, { x: origin.x, y: 0 }, 'up', 2);
  grid = drawArrowhead(grid, { x: origin.x, y: height - 1 }, 'down', 2);
  grid = drawHorizontalTicks(grid, origin.y, ticksFrom(origin.x, step, width, 3), 1, 1);
  return drawVerticalTicks(grid, origin.x, ticksFrom(origin.y, step, height, 3), 1, 1);
}

/** Where the 11 ticks of the number line 0–10 fall: as far apart as the page allows, centred. */
export function numberLineTicks(model: DeviceModel): number[] {
  const { width } = pageSize(model);
  const spacing = Math.floor((width - 5) / 10); // the line runs 2 pins past 0 and 10
  const start = Math.floor((width - 1 - 10 * spacing) / 2);
  return Array.from({ length: 11 }, (_, k) => start + k * spacing);
}

/**
 * A number line from 0 to 10: 11 ticks, those of 0, 5 and 10 longer, the
 * line running 2 pins past both ends. No arrowheads: beside the tick of 0
 * they would feel like part of it.
 */
export function numberLine(model: DeviceModel): PinGrid {
  const { height } = pageSize(model);
  const y = Math.floor(height / 2);
  const ticks = numberLineTicks(model);
  const first = ticks[0] ?? 0;
  const last = ticks.at(-1) ?? 0;
  let grid = drawLine(blankPage(model), { x: first - 2, y }, { x: last + 2, y });
  grid = drawHorizontalTicks(grid, y, ticks.filter((_, k) => k % 5 !== 0), 2, 2);
  return drawHorizontalTicks(grid, y, ticks.filter((_, k) => k % 5 === 0), 4, 4);
}

/** A ruler across the page: a frame with a tick every 2 pins from its top edge, longer every 10. */
export function ruler(model: DeviceModel): PinGrid {
  const { width, height } = pageSize(model);
  const tall = model === 320 ? 8 : 12;
  const top = Math.floor((height - tall) / 2);
  let grid = drawRectangle(blankPage(model), { x: 0, y: top }, { x: width - 1, y: top + tall - 1 });
  for (let x = 2; x < width - 2; x += 2) {
    const length = x % 10 === 0 ? Math.floor(tall / 2) : 2;
    grid = drawLine(grid, { x, y: top + 1 }, { x, y: top + length });
  }
  return grid;
}

/**
 * A clock face as tall as the page: the rim, twelve hour marks (12, 3, 6
 * and 9 longer), a centre, and the hands at three o'clock (minute hand up,
 * shorter hour hand right), easy to tell apart by length.
 */
export function clockFace(model: DeviceModel): PinGrid {
  const { width, height } = pageSize(model);
  const diameter = height % 2 === 0 ? height - 1 : height;
  const radius = (diameter - 1) / 2;
  const left = Math.floor((width - diameter) / 2);
  const top = Math.floor((height - diameter) / 2);
  const centre = { x: left + radius, y: top + radius };
  let grid = drawEllipse(blankPage(model), { x: left, y: top }, { x: left + diameter - 1, y: top + diameter - 1 });
  for (let hour = 0; hour < 12; hour++) {
    const inner = hour % 3 === 0 ? radius - 6 : radius - 4;
    grid = drawLine(grid, onCircle(centre, radius - 2, hour * 30), onCircle(centre, inner, hour * 30));
  }
  const hand = radius - 8;
  grid = drawLine(grid, centre, onCircle(centre, hand, 0));
  grid = drawLine(grid, centre, onCircle(centre, Math.round(hand * 0.6), 90));
  return drawRectangle(grid, { x: centre.x - 1, y: centre.y - 1 }, { x: centre.x + 1, y: centre.y + 1 }, { filled: true });
}

/** A table of 3 columns and 3 rows filling the page. */
export function table(model: DeviceModel): PinGrid {
  const { width, height } = pageSize(model);
  let grid = blankPage(model);
  for (let k = 0; k <= 3; k++) {
    const x = Math.round((k * (width - 1)) / 3);
    const y = Math.round((k * (height - 1)) / 3);
    grid = drawLine(grid, { x, y: 0 }, { x, y: height - 1 });
    grid = drawLine(grid, { x: 0, y }, { x: width - 1, y });
  }
  return grid;
}

/** Axes for a bar chart: the value axis up the left with a tick every 5 (320) or 6 (768) pins, the category axis along the bottom, arrows at their ends. */
export function barChartAxes(model: DeviceModel): PinGrid {
  const { width, height } = pageSize(model);
  const margin = model === 320 ? 3 : 4;
  const step = model === 320 ? 5 : 6;
  const origin = { x: margin, y: height - 1 - margin };
  let grid = drawLine(blankPage(model), { x: origin.x, y: 0 }, origin);
  grid = drawLine(grid, origin, { x: width - 1, y: origin.y });
  grid = drawArrowhead(grid, { x: origin.x, y: 0 }, 'up', 2);
  grid = drawArrowhead(grid, { x: width - 1, y: origin.y }, 'right', 2);
  const ticks: number[] = [];
  for (let y = origin.y - step; y >= 4; y -= step) ticks.push(y);
  return drawVerticalTicks(grid, origin.x, ticks, 2, 0);
}
