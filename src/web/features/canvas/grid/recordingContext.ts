import type { PaintContext } from './pinGridPainter.ts';

/** One drawing call, with the styles in force when it was made. */
export interface PaintCall {
  readonly name: string;
  readonly args: readonly unknown[];
  readonly fillStyle: unknown;
  readonly strokeStyle: unknown;
  readonly lineWidth: number;
}

/** A 2D context that records what is drawn (jsdom has no canvas): for the painter's tests and the grid's. */
export function recordingContext(): PaintContext & { readonly calls: PaintCall[] } {
  const calls: PaintCall[] = [];
  const context = {
    calls,
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
  };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args, fillStyle: context.fillStyle, strokeStyle: context.strokeStyle, lineWidth: context.lineWidth });
    };
  for (const name of ['beginPath', 'moveTo', 'lineTo', 'arc', 'fill', 'stroke', 'fillRect', 'strokeRect', 'setLineDash', 'setTransform']) {
    Object.assign(context, { [name]: record(name) });
  }
  return context as unknown as PaintContext & { readonly calls: PaintCall[] };
}
