// Document conversion (issue 21): pages a second and the worker's peak
// memory, for a 100-page text PDF (ordinary quality: the text layer's
// layout, and the same book tagged), a 10-page scanned PDF (high quality:
// OCR) and a 100-page DOCX. Each runs in the conversion worker process with
// the server's default limits, as a job would. Printed, never asserted.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONVERT_LIMITS, type ConvertQuality } from '../../src/server/convert/conversion.ts';
import { docxFromMarkdown } from '../../src/server/convert/testing/docxFixtures.ts';
import { printedPdf, scannedPdf } from '../../src/server/convert/testing/textbookPdfs.ts';
import { runWorker } from '../../src/server/convert/worker/runWorker.ts';

const SENTENCE = 'Green plants take in water through their roots and carry it up the stem to the leaves, where light turns it into food.';

/** A textbook of `pages` printed pages: each a heading, paragraphs, a list and a table. */
function textbookHtml(pages: number, perPage = 4): string {
  const page = (n: number) =>
    `<section style="page-break-before: always"><h2>Chapter ${n}</h2>${Array.from({ length: perPage }, () => `<p>${SENTENCE} ${SENTENCE}</p>`).join('')}` +
    `<ul><li>Roots take up water</li><li>Stems carry it</li><li>Leaves make food</li></ul>` +
    `<table><thead><tr><th>Part</th><th>Job</th></tr></thead><tbody><tr><td>Root</td><td>Water</td></tr><tr><td>Leaf</td><td>Food</td></tr></tbody></table></section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plants</title><style>body{font:12pt 'DejaVu Serif',serif} h1{font-size:24pt} h2{font-size:17pt} @page{size:A4;margin:2cm} td,th{border:1px solid #000;padding:3pt}</style></head><body><h1>Plants</h1>${Array.from({ length: pages }, (_, index) => page(index + 1)).join('')}</body></html>`;
}

function textbookMarkdown(pages: number): string {
  const page = (n: number) =>
    `## Chapter ${n}\n\n${Array.from({ length: 6 }, () => `${SENTENCE} ${SENTENCE}`).join('\n\n')}\n\n- Roots take up water\n    - Stems carry it\n- Leaves make food\n\n| Part | Job |\n|---|---|\n| Root | Water |\n| Leaf | Food |\n\n\`\`\`{=openxml}\n<w:p><w:r><w:br w:type="page"/></w:r></w:p>\n\`\`\`\n`;
  return `---\ntitle: Plants\nlang: en\n---\n\n${Array.from({ length: pages }, (_, index) => page(index + 1)).join('\n')}`;
}

/** A scanned book of `pages` pages: each chapter scanned on its own (scannedPdf gives one page), joined with poppler's pdfunite. */
async function scannedBook(dir: string, pages: number): Promise<Buffer> {
  const parts: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const part = join(dir, `scan-${n}.pdf`);
    writeFileSync(part, await scannedPdf(textbookHtml(1, 2).replace('Chapter 1', `Chapter ${n}`)));
    parts.push(part);
  }
  const joined = join(dir, 'scanned-book.pdf');
  execFileSync('pdfunite', [...parts, joined]);
  return readFileSync(joined);
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

export async function runConversionBench(): Promise<void> {
  const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
  console.log('\nConversion: the worker process with the default limits (pages a second, peak memory)\n');
  const dir = mkdtempSync(join(tmpdir(), 'bench-convert-'));
  try {
    const cases: { label: string; file: string; pages: number; quality: ConvertQuality; make: () => Promise<Buffer> | Buffer }[] = [
      { label: '100-page text PDF, ordinary (layout)', file: 'text.pdf', pages: 100, quality: 'ORDINARY', make: () => printedPdf(textbookHtml(100), false) },
      { label: '100-page tagged PDF, ordinary (structure tree)', file: 'tagged.pdf', pages: 100, quality: 'ORDINARY', make: () => printedPdf(textbookHtml(100), true) },
      { label: '10-page scanned PDF, high quality (OCR)', file: 'scanned.pdf', pages: 10, quality: 'HIGH', make: () => scannedBook(dir, 10) },
      { label: '100-page DOCX', file: 'book.docx', pages: 100, quality: 'ORDINARY', make: () => docxFromMarkdown(textbookMarkdown(100)) },
    ];
    for (const item of cases) {
      const inputPath = join(dir, item.file);
      writeFileSync(inputPath, await item.make());
      const workDir = mkdtempSync(join(dir, 'work-'));
      const run = await runWorker({ task: 'convert', inputPath, workDir, quality: item.quality, limits: DEFAULT_CONVERT_LIMITS, ocrLanguages: [] });
      if (!run.answer.ok) {
        row(item.label, `failed: ${run.answer.code} ${run.answer.message}`);
        continue;
      }
      const pages = run.answer.task === 'convert' ? run.answer.sourcePages || item.pages : item.pages;
      row(item.label, `${(pages / (run.elapsedMs / 1000)).toFixed(2)} pages/s (${(run.elapsedMs / 1000).toFixed(1)} s), peak ${mb(run.peakRssBytes)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
