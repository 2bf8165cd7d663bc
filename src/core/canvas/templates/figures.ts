// Figures stamped where the user points: their top-left corner is the
// page's (0, 0), so placing the page's pins at a point puts the figure's
// corner there. Sizes follow the model: about half the page's height, odd
// so every figure has a middle pin.

import { drawEllipse, drawLine, drawRectangle, drawTriangle, type DeviceModel, type PinGrid, type Point } from '../../pins/index.ts';
import { blankPage, drawArrowhead, drawPath, onCircle } from './draw.ts';

/** The side of the box a figure fits: 21 pins on the 320, 33 on the 768. */
export function figureSide(model: DeviceModel): number {
  return model === 320 ? 21 : 33;
}

export function square(model: DeviceModel): PinGrid {
  const last = figureSide(model) - 1;
  return drawRectangle(blankPage(model), { x: 0, y: 0 }, { x: last, y: last });
}

export function circle(model: DeviceModel): PinGrid {
  const last = figureSide(model) - 1;
  return drawEllipse(blankPage(model), { x: 0, y: 0 }, { x: last, y: last });
}

export function triangle(model: DeviceModel): PinGrid {
  const last = figureSide(model) - 1;
  return drawTriangle(blankPage(model), { x: 0, y: 0 }, { x: last, y: last });
}

/** An arrow pointing right: a shaft the figure's width and an open head half its height. */
export function arrow(model: DeviceModel): PinGrid {
  const width = figureSide(model);
  const middle = (width - 1) / 4; // the row of the shaft: the arrow is half as tall as it is wide
  const tip = { x: width - 1, y: middle };
  return drawArrowhead(drawLine(blankPage(model), { x: 0, y: middle }, tip), tip, 'right', middle);
}

/** A five-pointed star, one point up: ten corners alternating between the outer circle and an inner one. */
export function star(model: DeviceModel): PinGrid {
  const radius = (figureSide(model) - 1) / 2;
  const centre = { x: radius, y: radius };
  const corners = Array.from({ length: 10 }, (_, i) => onCircle(centre, i % 2 === 0 ? radius : radius * 0.4, i * 36));
  // The side points fall a fraction inside the circle; move the star so it touches the corner like the other figures.
  const left = Math.min(...corners.map((corner) => corner.x));
  return drawPath(blankPage(model), corners.map((corner) => ({ x: corner.x - left, y: corner.y })), true);
}

/**
 * A heart: the classic curve x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t,
 * scaled to the figure's width and followed through 72 points.
 */
export function heart(model: DeviceModel): PinGrid {
  const side = figureSide(model);
  const curve = Array.from({ length: 72 }, (_, i) => {
    const t = (i * 2 * Math.PI) / 72;
    return { x: 16 * Math.sin(t) ** 3, y: 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t) };
  });
  const top = Math.max(...curve.map((point) => point.y));
  const scale = (side - 1) / 32;
  const points: Point[] = curve.map((point) => ({ x: Math.round((point.x + 16) * scale), y: Math.round((top - point.y) * scale) }));
  return drawPath(blankPage(model), points, true);
}

/**
 * One braille cell, large, for teaching the dot positions: six rings in two
 * columns of three (dots 1–3 left, 4–6 right) inside a frame.
 */
export function brailleCell(model: DeviceModel): PinGrid {
  const dot = model === 320 ? 5 : 7; // ring diameter
  const gap = model === 320 ? 3 : 4; // between rings
  const pad = model === 320 ? 2 : 3; // between the frame and the rings
  const first = 1 + pad;
  const width = 2 * first + 2 * dot + gap;
  const height = 2 * first + 3 * dot + 2 * gap;
  let grid = drawRectangle(blankPage(model), { x: 0, y: 0 }, { x: width - 1, y: height - 1 });
  for (let column = 0; column < 2; column++) {
    for (let row = 0; row < 3; row++) {
      const left = first + column * (dot + gap);
      const top = first + row * (dot + gap);
      grid = drawEllipse(grid, { x: left, y: top }, { x: left + dot - 1, y: top + dot - 1 });
    }
  }
  return grid;
}
