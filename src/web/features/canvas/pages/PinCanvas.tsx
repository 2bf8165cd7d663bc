import { useEffect, useRef } from 'react';
import type { PinGrid } from '../../../../core/pins/index.ts';
import { readPinGridColors } from '../grid/gridColors.ts';

interface Props {
  readonly grid: PinGrid;
  /** Canvas pixels per pin: 2 for a page thumbnail, 4 for the image preview. */
  readonly pixelsPerPin: number;
  readonly className?: string;
}

/**
 * A small picture of a pin grid, raised pins as dark squares, for sighted
 * users. Hidden from assistive technology: whoever shows it says in words
 * what it holds (the page's alternative text, a description of the pins).
 */
export function PinCanvas({ grid, pixelsPerPin, className }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const colors = readPinGridColors(canvas);
    context.fillStyle = colors.background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = colors.raised;
    for (let y = 0; y < grid.height; y++) {
      for (let x = 0; x < grid.width; x++) {
        const index = y * grid.width + x;
        if (((grid.bits[index >> 3] ?? 0) >> (index & 7)) & 1) context.fillRect(x * pixelsPerPin, y * pixelsPerPin, pixelsPerPin, pixelsPerPin);
      }
    }
  }, [grid, pixelsPerPin]);
  return <canvas ref={ref} className={className} width={grid.width * pixelsPerPin} height={grid.height * pixelsPerPin} aria-hidden="true" />;
}
