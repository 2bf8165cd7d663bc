// The accessibility checker (issue 22): how long the rules take over a
// 100-page Book document (read from HTML as the CLI and a conversion read it,
// then checked) and over 100-page tactile files. Median of several runs,
// and pages a second. Printed to read, never asserted.

import { checkDocument, checkHtml, checkPages, type TactilePage } from '../../src/core/a11ycheck/index.ts';
import { benchTactileDocument, tactilePagesOf } from '../../src/core/a11ycheck/testing/tactileFixtures.ts';
import { documentFromHtml, pageCount } from '../../src/core/book/index.ts';
import { DEVICE_MODELS, drawEllipse, drawLine, drawRectangle, editGrid, gridForModel } from '../../src/core/pins/index.ts';
import { parseHtmlDocument } from '../../src/server/book/parseHtml.ts';

const PAGES = 100;
const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SENTENCE = 'Green plants take in water through their roots and carry it up the stem to the leaves, where light turns it into food.';

/**
 * A textbook page: a heading, paragraphs, a picture, a table, a link and
 * coloured text. Every fifth page has problems the rules look for: a picture
 * with no text, a table without a header row, "click here", pale text, a
 * skipped heading level, lines that look like a list.
 */
function bookPage(n: number): string {
  const faulty = n % 5 === 0;
  const heading = faulty ? `<h4>Chapter ${n}</h4>` : `<h2>Chapter ${n}</h2>`;
  const picture = `<p><img src="${PICTURE}" alt="${faulty ? '' : `A leaf, figure ${n}`}"></p>`;
  const header = faulty ? '<tr><td>Part</td><td>Job</td></tr>' : '<tr><th>Part</th><th>Job</th></tr>';
  const table = `<table>${header}<tr><td>Root</td><td>Takes in water</td></tr><tr><td>Leaf</td><td>Makes food</td></tr></table>`;
  const link = `<p>Read more: <a href="https://example.org/plants/${n}">${faulty ? 'click here' : `plants, chapter ${n}`}</a>.</p>`;
  const colour = `<p><span style="color: ${faulty ? '#cccccc' : '#1a1a1a'}">${SENTENCE}</span></p>`;
  const listLike = faulty ? '<p>- roots</p><p>- stems</p><p>- leaves</p>' : '<ul><li>Roots</li><li>Stems</li><li>Leaves</li></ul>';
  return `${heading}<p>${SENTENCE} ${SENTENCE}</p>${picture}${table}${link}${colour}${listLike}<p>${SENTENCE}</p>`;
}

export function bookHtml(pages: number): string {
  const body = Array.from({ length: pages }, (_, index) => bookPage(index + 1)).join('<hr class="page-break">');
  return `<!doctype html><html lang="en"><head><title>Plants</title></head><body><h1>Plants</h1>${body}</body></html>`;
}

/** A 768 page: a frame, a shape, a line and a braille-like label; every fifth page has stray pins and a label touching the shape. */
export function tactilePage(n: number): TactilePage {
  const { width, height } = DEVICE_MODELS[768];
  let grid = drawRectangle(gridForModel(768), { x: 0, y: 0 }, { x: width - 1, y: height - 1 }, { thickness: 1 });
  grid = drawEllipse(grid, { x: 20, y: 12 }, { x: 60, y: 44 }, { thickness: 2 });
  grid = drawLine(grid, { x: 66, y: 10 }, { x: 90, y: 50 }, { thickness: 1 });
  const faulty = n % 5 === 0;
  grid = editGrid(grid, (write) => {
    // A label of six braille-like cells (2×3 dots, a blank column between cells).
    const labelX = faulty ? 40 : 30;
    const labelY = faulty ? 44 : 52;
    for (let cell = 0; cell < 6; cell++) for (let dot = 0; dot < 6; dot++) if ((cell + dot + n) % 3 !== 0) write.set(labelX + cell * 3 + (dot % 2), labelY + Math.floor(dot / 2), true);
    if (faulty) for (const [x, y] of [[8, 30], [80, 58], [70, 5]] as const) write.set(x, y, true);
  });
  return { grid };
}

function medianMs(run: () => unknown, rounds: number): number {
  run(); // warm the code paths first
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

const row = (label: string, ms: number, pages: number, extra = '') =>
  console.log(`${label.padEnd(52)} ${ms.toFixed(ms < 10 ? 2 : 1).padStart(9)} ms ${Math.round((pages * 1000) / ms).toString().padStart(8)} pages/s${extra}`);

export function runAccessibilityCheckBench(): void {
  console.log(`\nAccessibility checker: ${PAGES} pages (median of 15 runs)\n`);
  const html = bookHtml(PAGES);
  const nodes = parseHtmlDocument(html);
  const document = documentFromHtml(nodes);
  const findings = checkDocument(document, { title: 'Plants' }).length;
  row(`Book document, ${pageCount(document.blocks)} pages, ${document.blocks.length} blocks: checkDocument`, medianMs(() => checkDocument(document, { title: 'Plants' }), 15), PAGES, `  (${findings} findings)`);
  // What `tactile check page.html` does: parse5, then checkHtml (the model read from the tree, its rules, the HTML's own facts).
  row('the same as HTML: parse5 + checkHtml', medianMs(() => checkHtml(parseHtmlDocument(html)), 15), PAGES, `  (${checkHtml(parseHtmlDocument(html)).length} findings)`);
  // The tactile rules' own bench document (320: 60×40 pins, braille labels, alternative text), and larger 768 pages.
  const canvas = tactilePagesOf(benchTactileDocument());
  row(`Canvas document, ${canvas.length} pages of 60×40: checkPages`, medianMs(() => checkPages(canvas), 15), canvas.length, `  (${checkPages(canvas).length} findings)`);
  const pages = Array.from({ length: PAGES }, (_, index) => tactilePage(index + 1));
  row(`tactile file, ${PAGES} pages of 96×64: checkPages`, medianMs(() => checkPages(pages), 15), PAGES, `  (${checkPages(pages).length} findings)`);
}
