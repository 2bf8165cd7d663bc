// Figures for the Canvas editor (issue 8): keystroke to announcement, the
// memory a 100-page document holds, and (canvasPaint.ts) a full redraw of
// the 96×64 grid at 400 % zoom in Chromium. Printed to read, never asserted.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createIntl } from '@formatjs/intl';
import { CanvasEditor, createDocument, createPage, type Announcement, type CanvasDocument } from '../../src/core/canvas/index.ts';
import { formatDescription } from '../../src/core/describe/index.ts';
import { drawEllipse, drawLine, gridForModel, penStroke } from '../../src/core/pins/index.ts';
import { runCanvasPaintBench } from './canvasPaint.ts';

const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);

/** A busy page of the large display: a circle, a cross and a scribble, so descriptions and diffs have work to do. */
function busyGrid(seed: number) {
  const blank = gridForModel(768);
  const circle = drawEllipse(blank, { x: 4 + (seed % 7), y: 4 }, { x: 60, y: 50 }, { thickness: 2 });
  const cross = drawLine(drawLine(circle, { x: 0, y: 0 }, { x: 95, y: 63 }), { x: 95, y: 0 }, { x: 0, y: 63 });
  return penStroke(cross, Array.from({ length: 30 }, (_, i) => ({ x: 62 + (i % 30), y: 10 + Math.round(8 * Math.sin((i + seed) / 3)) })));
}

function hundredPages(): CanvasDocument {
  const document = createDocument(768, 'Bench');
  const pages = Array.from({ length: 100 }, (_, i) => ({ ...createPage(768, busyGrid(i)), altText: `Page ${i + 1}: a circle crossed by two diagonals.` }));
  return { ...document, pages };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** From a key press to the sentence a screen reader is handed, formatted in English as the web does. */
function keystrokeToAnnouncement(): void {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/en.json'), 'utf8')) as Record<string, string>;
  const intl = createIntl({ locale: 'en', messages: catalogue, onError: () => undefined });
  const format = (ref: { message: { id: string }; values?: Record<string, string | number> }) => intl.formatMessage({ id: ref.message.id }, ref.values);
  const editor = new CanvasEditor({ document: hundredPages(), view: { verbosity: 'full' } });
  let spoken = '';
  editor.onAnnounce((announcement: Announcement) => {
    spoken = announcement.lines.map((line) => formatDescription(line, format)).join(' ');
  });
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', ' '];
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const key = keys[i % keys.length] ?? 'ArrowRight';
    const start = performance.now();
    editor.key({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false });
    if (spoken === '') throw new Error('no announcement');
    times.push(performance.now() - start);
    spoken = '';
  }
  times.sort((a, b) => a - b);
  row('Canvas key → announcement text (96×64, p50)', `${(percentile(times, 0.5) * 1000).toFixed(0).padStart(10)} µs`);
  row('Canvas key → announcement text (96×64, p99)', `${(percentile(times, 0.99) * 1000).toFixed(0).padStart(10)} µs`);
}

/**
 * Heap held by an editor with a 100-page document, then with 200 undoable
 * edits on top. A single document is small next to the heap's noise, so 20
 * are kept alive at once and the figure is their average.
 */
function hundredPageMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const copies = 20;
  const heap = () => {
    gc();
    gc();
    // Grids are typed arrays, whose bytes live outside the JS heap: count both.
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = heap();
  const editors = Array.from({ length: copies }, () => new CanvasEditor({ document: hundredPages() }));
  const afterLoad = heap();
  for (const editor of editors) {
    for (let i = 0; i < 200; i++) {
      editor.goToPage(i % 100);
      editor.key({ key: i % 2 ? 'ArrowRight' : 'ArrowDown', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false });
      editor.togglePinAtCursor();
    }
  }
  const afterEdits = heap();
  row('Canvas 100-page 96×64 document, heap', `${((afterLoad - before) / copies / 1e6).toFixed(2).padStart(10)} MB`);
  row('  … with 200 undoable edits', `${((afterEdits - before) / copies / 1e6).toFixed(2).padStart(10)} MB`);
  if (editors.some((editor) => editor.getState().document.pages.length !== 100)) throw new Error('lost pages');
}

export async function runCanvasBench(): Promise<void> {
  console.log('\nCanvas editor');
  keystrokeToAnnouncement();
  hundredPageMemory();
  await runCanvasPaintBench();
}
