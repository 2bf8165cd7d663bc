// Figures for the core tactile model (issue 4): drawing on the 768's 96×64
// grid, DTMS of 100 pages, image → tactile of a 4000×3000 photo, worst-case
// fill; the CLI's image2dtms of a 12-megapixel JPEG, decoded whole and at
// 1/8 scale (issue 18), time and peak memory. Printed to read, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jpegOf } from '../../src/cli/jpegTestPictures.ts';
import { parseDtms, serialiseDtms, type DtmsDocument } from '../../src/core/dtms/index.ts';
import { imageToTactile } from '../../src/core/image/index.ts';
import {
  DEVICE_MODELS,
  copySelection,
  drawEllipse,
  drawLine,
  drawRectangle,
  drawTriangle,
  eraseStroke,
  floodFill,
  gridForModel,
  gridFromText,
  mirrorPenStroke,
  pasteAt,
  penStroke,
  polygonSelection,
  rectangleSelection,
  type PinGrid,
} from '../../src/core/pins/index.ts';

/** Median time of `run` in microseconds, over enough rounds to take about 200 ms. */
function micros(run: () => unknown): number {
  const start = performance.now();
  run();
  const once = Math.max(performance.now() - start, 0.001);
  const rounds = Math.min(10_000, Math.max(5, Math.round(200 / once)));
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return (times[Math.floor(times.length / 2)] ?? 0) * 1000;
}

const row = (label: string, value: number, unit: string) => console.log(`${label.padEnd(44)} ${value.toFixed(value < 10 ? 2 : 0).padStart(10)} ${unit}`);

export function runTactileBench(): void {
  const { width, height } = DEVICE_MODELS[768];
  const blank = gridForModel(768);
  const stroke = Array.from({ length: 40 }, (_, i) => ({ x: 5 + i * 2, y: 10 + Math.round(20 * Math.sin(i / 5)) }));
  const corner = { x: 4, y: 4 };
  const opposite = { x: width - 5, y: height - 5 };
  const box = rectangleSelection(blank, corner, opposite);
  const drawn = drawEllipse(blank, corner, opposite, { thickness: 2 });

  console.log(`\nDrawing on ${width}×${height} (median µs per operation)\n`);
  const operations: [string, () => unknown][] = [
    ['pen stroke, 40 points, thickness 3', () => penStroke(blank, stroke, { thickness: 3 })],
    ['mirror pen stroke, 40 points', () => mirrorPenStroke(blank, stroke, { thickness: 1 })],
    ['eraser stroke, 40 points, size 4', () => eraseStroke(drawn, stroke, { size: 4 })],
    ['line corner to corner, snapped', () => drawLine(blank, corner, opposite, { snap: true })],
    ['rectangle outline, thickness 2', () => drawRectangle(blank, corner, opposite, { thickness: 2 })],
    ['ellipse outline, thickness 2', () => drawEllipse(blank, corner, opposite, { thickness: 2 })],
    ['triangle, filled', () => drawTriangle(blank, corner, opposite, { filled: true })],
    ['fill of the empty grid', () => floodFill(blank, { x: 10, y: 10 })],
    ['lasso selection, 6 points', () => polygonSelection(blank, [corner, { x: 90, y: 8 }, { x: 60, y: 30 }, opposite, { x: 20, y: 50 }, { x: 6, y: 30 }])],
    ['copy and paste the whole grid', () => pasteAt(blank, copySelection(drawn, box) ?? blank, { x: 1, y: 1 })],
  ];
  for (const [label, run] of operations) row(label, micros(run), 'µs');

  // The deepest fill: one serpentine path through every other row.
  const maze = gridFromText(
    Array.from({ length: height }, (_, y) => (y % 2 === 0 ? '.'.repeat(width) : y % 4 === 1 ? `${'#'.repeat(width - 1)}.` : `.${'#'.repeat(width - 1)}`)).join('\n'),
  );
  row('worst-case fill (serpentine maze)', micros(() => floodFill(maze, { x: 0, y: 0 })), 'µs');

  const page = (i: number): DtmsDocument['items'][number] => ({
    page: i + 1,
    title: `Page ${i + 1}`,
    graphic: { name: `${i + 1}.dtm`, grid: penStroke(blank as PinGrid, stroke.map((p) => ({ x: p.x, y: (p.y + i) % height })), { thickness: 2 }) },
    text: { name: `${i + 1}.txt`, cells: new Uint8Array(20).fill(0x1b), plain: 'tactile' },
  });
  const book: DtmsDocument = { title: 'bench.dtms', lang: 'english', langOption: '1', model: 768, items: Array.from({ length: 100 }, (_, i) => page(i)) };
  const text = serialiseDtms(book);
  console.log(`\nDTMS of 100 pages on the 768 (${(text.length / 1000).toFixed(0)} kB)\n`);
  row('encode', micros(() => serialiseDtms(book)) / 1000, 'ms');
  row('decode', micros(() => parseDtms(text)) / 1000, 'ms');

  const photo = { width: 4000, height: 3000, data: new Uint8ClampedArray(4000 * 3000 * 4) };
  for (let i = 0; i < photo.data.length; i += 4) {
    const p = i / 4;
    const shade = ((p % 4000) * 7 + Math.floor(p / 4000) * 3) % 256;
    photo.data[i] = shade;
    photo.data[i + 1] = 255 - shade;
    photo.data[i + 2] = (shade * 3) % 256;
    photo.data[i + 3] = 255;
  }
  console.log('\nImage to tactile, 4000×3000 RGBA → 96×64 (target under 150 ms)\n');
  row('threshold (Otsu)', micros(() => imageToTactile(photo, { width, height })) / 1000, 'ms');
  row('edges (Sobel)', micros(() => imageToTactile(photo, { width, height, edges: true })) / 1000, 'ms');
}

const DECODE_CHILD = fileURLToPath(new URL('./imageDecodeChild.ts', import.meta.url));

/** Median time and peak RSS of one conversion, each run in a fresh process (peak memory is per process). */
function decodeRun(file: string, mode: 'whole' | 'target', runs = 3): { ms: number; peakMiB: number; width: number; height: number } {
  const results: { ms: number; peakMiB: number; width: number; height: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, [DECODE_CHILD, file, mode, '768'], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`image decode bench failed: ${child.stderr}`);
    results.push(JSON.parse(child.stdout) as { ms: number; peakMiB: number; width: number; height: number });
  }
  const middle = <T>(values: T[], key: (value: T) => number) => [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)] as T;
  const ms = middle(results, (r) => r.ms).ms;
  const peakMiB = middle(results, (r) => r.peakMiB).peakMiB;
  const { width, height } = results[0] ?? { width: 0, height: 0 };
  return { ms, peakMiB, width, height };
}

/** image2dtms of a 4000×3000 JPEG for the 768: the decode of every pixel (before) against the 1/8-scale decode (now). */
export function runImageDecodeBench(): void {
  const dir = mkdtempSync(join(tmpdir(), 'image-decode-bench-'));
  try {
    const file = join(dir, 'photo.jpg');
    // jpeg-js writes baseline 4:4:4; a camera's 4:2:0 holds half the colour data, so both decodes are a little faster there.
    writeFileSync(file, jpegOf(4000, 3000, 90));
    const whole = decodeRun(file, 'whole');
    const eighth = decodeRun(file, 'target');
    console.log(`\nimage2dtms of a 12 MP JPEG (4000×3000) → 96×64, median of 3, each in a fresh process (peak RSS includes Node itself)\n`);
    console.log(`image2dtms-decode 12MP: whole ${whole.ms.toFixed(0)} ms, peak ${whole.peakMiB.toFixed(0)} MiB; 1/8 scale (${eighth.width}×${eighth.height}) ${eighth.ms.toFixed(0)} ms, peak ${eighth.peakMiB.toFixed(0)} MiB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
