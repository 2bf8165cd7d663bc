// A full redraw of the large display's 96×64 grid at 400 % zoom, timed in
// Chromium with the Canvas's own painter (web/features/canvas/grid). The
// painter and a small driver are bundled with Vite's builder (in memory),
// loaded into a blank page, and timed there: the JavaScript of a redraw plus
// the rasterisation, forced by reading one pixel back. Printed, never asserted.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, type Rollup } from 'vite';

const root = join(import.meta.dirname, '../..');
const DRIVER = join(import.meta.dirname, 'canvasPaintDriver.ts');
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** The driver and the painter as one classic script. */
async function bundle(): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: DRIVER, formats: ['iife'], name: 'canvasPaintBench' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error('The paint bench did not bundle.');
  return chunk.code;
}

interface PaintFigures {
  readonly backing: string;
  readonly median: number;
  readonly p90: number;
}

export async function runCanvasPaintBench(): Promise<void> {
  const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
  let script: string;
  try {
    script = await bundle();
  } catch (error) {
    row('Canvas full redraw 96×64 at 400 %', `skipped: the painter did not bundle (${String(error)})`);
    return;
  }
  const browser = await chromium
    .launch({
      ...(SYSTEM_CHROMIUM ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    .catch(() => null);
  if (browser === null) {
    row('Canvas full redraw 96×64 at 400 %', 'skipped: no Chromium on this machine');
    return;
  }
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    await page.setContent('<!doctype html><canvas id="grid"></canvas>');
    await page.addScriptTag({ content: script });
    const figures = await page.evaluate(() => (window as unknown as { runPaintBench: () => PaintFigures }).runPaintBench());
    row('Canvas full redraw 96×64 at 400 % (median)', `${figures.median.toFixed(1).padStart(10)} ms  (${figures.backing})`);
    row('Canvas full redraw 96×64 at 400 % (p90)', `${figures.p90.toFixed(1).padStart(10)} ms`);
  } finally {
    await browser.close();
  }
}
