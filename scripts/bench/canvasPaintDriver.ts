// Runs in Chromium (bundled by canvasPaint.ts): redraws a busy 96×64 page at
// 400 % with the Canvas painter, as the editor does after each change, and
// times each redraw including rasterisation (a one-pixel read-back waits for it).

import { DEVICE_MODELS, drawEllipse, drawLine, gridForModel, penStroke, rectangleSelection } from '../../src/core/pins/index.ts';
import { DEFAULT_PIN_GRID_COLORS } from '../../src/web/features/canvas/grid/gridColors.ts';
import { paintPinGrid } from '../../src/web/features/canvas/grid/pinGridPainter.ts';
import { backingScale, pinPitch } from '../../src/web/features/canvas/grid/pinMetrics.ts';

const ROUNDS = 40;

function runPaintBench() {
  const { width, height } = DEVICE_MODELS[768];
  const blank = gridForModel(768);
  const circle = drawEllipse(blank, { x: 4, y: 4 }, { x: 60, y: 58 }, { thickness: 2 });
  const page = drawLine(drawLine(circle, { x: 0, y: 0 }, { x: 95, y: 63 }), { x: 95, y: 0 }, { x: 0, y: 63 });
  // A gesture under way: the preview differs from the page, as while drawing.
  const preview = penStroke(page, Array.from({ length: 40 }, (_, i) => ({ x: 50 + i, y: 20 + Math.round(10 * Math.sin(i / 4)) })), { thickness: 2 });
  const selection = rectangleSelection(blank, { x: 10, y: 10 }, { x: 40, y: 30 });
  const pitch = pinPitch(400);
  const cssWidth = width * pitch;
  const cssHeight = height * pitch;
  const scale = backingScale(cssWidth, cssHeight, window.devicePixelRatio);
  const canvas = document.getElementById('grid') as HTMLCanvasElement;
  canvas.width = Math.round(cssWidth * scale);
  canvas.height = Math.round(cssHeight * scale);
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('no 2D context');
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    paintPinGrid(
      ctx,
      { grid: round % 2 ? preview : page, page, selection, previewSelection: null, cursor: { x: round % width, y: 5 }, gridLines: true, focused: true },
      { pitch, scale, colors: DEFAULT_PIN_GRID_COLORS },
    );
    ctx.getImageData(0, 0, 1, 1);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    backing: `${canvas.width}×${canvas.height} px`,
    median: times[Math.floor(ROUNDS / 2)] ?? 0,
    p90: times[Math.floor(ROUNDS * 0.9)] ?? 0,
  };
}

(window as unknown as { runPaintBench: typeof runPaintBench }).runPaintBench = runPaintBench;
