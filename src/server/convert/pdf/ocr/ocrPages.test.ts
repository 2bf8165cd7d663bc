// OCR of scanned pages printed by Chromium (issue 21's done-when: the scanned
// textbook page's text matches the source's words at 95% or more). The PDFs
// are made once for the file; each page is read once and its reading shared
// by the tests that look at it.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionFailure, DEFAULT_CONVERT_LIMITS } from '../../conversion.ts';
import { scannedPdf, TEXTBOOK_HTML } from '../../testing/textbookPdfs.ts';
import type { PageLayout, TextLine } from '../pageLayout.ts';
import { KOREAN_TEXTBOOK_TEXT, koreanTextbookHtml } from './koreanTextbookPage.ts';
import { ocrPages, type OcrResult } from './ocrPages.ts';
import { renderDpi } from './pageRender.ts';
import { wordRecall } from './wordRecall.ts';

let folder: string;
let englishPdf: string;
let koreanPdf: string;
let english: OcrResult;
let korean: OcrResult;
let twoColumns: OcrResult;

/** A page set in two columns: read as one column, Tesseract would interleave their lines. */
const COLUMN_TEXT = [
  'The water cycle moves water between the sea, the air and the land. The sun warms the sea and water rises as vapour. High in the sky the vapour cools and becomes clouds.',
  'Rivers carry the rain back to the sea, and some of it sinks into the ground where plants drink it through their roots. People use water to cook, to wash and to grow food.',
];
const COLUMNS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { font-family: 'DejaVu Serif', serif; font-size: 12pt; margin: 0; } .columns { column-count: 2; column-gap: 1cm; }
</style></head><body><h1>The Water Cycle</h1><div class="columns"><p>${COLUMN_TEXT[0]}</p><p>${COLUMN_TEXT[1]}</p></div></body></html>`;

/** The textbook page's words as its reader hears them: the body's text, without markup. */
const textbookText = (/<body>([\s\S]*)<\/body>/.exec(TEXTBOOK_HTML)?.[1] ?? '').replace(/<[^>]+>/g, ' ');

const pageText = (layout: PageLayout) => layout.lines.map((line) => line.text).join('\n');
const lineWith = (layout: PageLayout, text: string): TextLine => {
  const line = layout.lines.find((candidate) => candidate.text.includes(text));
  if (!line) throw new Error(`No line has "${text}":\n${pageText(layout)}`);
  return line;
};

async function failureOf(promise: Promise<unknown>): Promise<ConversionFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionFailure);
  return error as ConversionFailure;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ocr-test-'));
  englishPdf = join(folder, 'english.pdf');
  koreanPdf = join(folder, 'korean.pdf');
  const columnsPdf = join(folder, 'columns.pdf');
  const pdfs = await Promise.all([scannedPdf(TEXTBOOK_HTML), scannedPdf(koreanTextbookHtml()), scannedPdf(COLUMNS_HTML)]);
  await Promise.all([writeFile(englishPdf, pdfs[0]), writeFile(koreanPdf, pdfs[1]), writeFile(columnsPdf, pdfs[2])]);
  [english, korean, twoColumns] = await Promise.all([
    ocrPages(englishPdf, [1], join(folder, 'en'), { languages: [], limits: DEFAULT_CONVERT_LIMITS }),
    ocrPages(koreanPdf, [1], join(folder, 'ko'), { languages: [], limits: DEFAULT_CONVERT_LIMITS }),
    ocrPages(columnsPdf, [1], join(folder, 'cols'), { languages: [], limits: DEFAULT_CONVERT_LIMITS }),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('ocrPages on the scanned textbook page', () => {
  it('reads 95% or more of the source words, in order, as a page read by OCR', () => {
    const [layout] = english.layouts;
    expect(english.layouts).toHaveLength(1);
    expect(layout).toMatchObject({ page: 1, ocr: true });
    // A4 in points, from the picture's pixels.
    expect(layout?.width).toBeCloseTo(595, 0);
    expect(layout?.height).toBeCloseTo(842, 0);
    expect(wordRecall(textbookText, pageText(layout as PageLayout))).toBeGreaterThanOrEqual(0.95);
  });

  it('estimates font sizes from the letters: h1 (24 pt) well above the body (12 pt), h2 (17 pt) between', () => {
    const layout = english.layouts[0] as PageLayout;
    const h1 = lineWith(layout, 'Plants and Light').fontSize;
    const h2 = lineWith(layout, 'How leaves work').fontSize;
    const body = lineWith(layout, 'Green plants make').fontSize;
    expect(h1 / body).toBeGreaterThan(1.6);
    expect(h2).toBeGreaterThan(body * 1.2);
    expect(h2).toBeLessThan(h1 * 0.85);
    expect(body).toBeGreaterThan(10);
    expect(body).toBeLessThan(14);
  });

  it('gives list bullets as "•" and a table row as one line per cell', () => {
    const layout = english.layouts[0] as PageLayout;
    expect(lineWith(layout, 'Leaves catch sunlight').text).toBe('• Leaves catch sunlight');
    const petal = lineWith(layout, 'Petal');
    const job = lineWith(layout, 'Attracts insects');
    expect(petal.text).toBe('Petal');
    expect(job.left).toBeGreaterThan(petal.left + petal.width);
    expect(Math.abs(job.top - petal.top)).toBeLessThan(2);
  });

  it('cuts the picture out as a figure, a PNG of about its printed size', () => {
    const layout = english.layouts[0] as PageLayout;
    expect(layout.figures).toHaveLength(1);
    const [figure] = layout.figures;
    // 96 CSS px is one inch, 72 pt; below "Stems carry water upward", above "Parts of a flower".
    expect(figure?.width).toBeGreaterThan(65);
    expect(figure?.width).toBeLessThan(80);
    expect(figure?.top).toBeGreaterThan(lineWith(layout, 'Stems carry').top);
    expect(figure?.top).toBeLessThan(lineWith(layout, 'Parts of a flower').top);
    const [image] = english.images;
    expect(image).toMatchObject({ id: figure?.imageId, contentType: 'image/png' });
    expect(Buffer.from(image?.bytes ?? []).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('notes the page as read by OCR, with its mean confidence', () => {
    const note = english.notes.find((candidate) => candidate.kind === 'ocr-page');
    expect(note).toMatchObject({ kind: 'ocr-page', page: 1 });
    expect(note?.confidence).toBeGreaterThan(80);
    for (const line of english.layouts[0]?.lines ?? []) expect(line.confidence).toBeGreaterThanOrEqual(0);
  });
});

describe('ocrPages on a scanned Korean page', () => {
  it('reads 90% or more of the words, spaced as printed', () => {
    const layout = korean.layouts[0] as PageLayout;
    expect(wordRecall(KOREAN_TEXTBOOK_TEXT, pageText(layout))).toBeGreaterThanOrEqual(0.9);
    // Tesseract's hOCR splits 3단원 into 3, 단, 원: the printed spacing is kept.
    expect(lineWith(layout, '물의 순환').text).toBe('3단원 물의 순환');
  });

  it('sizes the headings above the body', () => {
    const layout = korean.layouts[0] as PageLayout;
    const h1 = lineWith(layout, '물의 순환').fontSize;
    const h2 = lineWith(layout, '상태 변화').fontSize;
    // The body's size: the median of the long lines (any word of which may be misread).
    const long = layout.lines.filter((line) => line.text.length > 20).map((line) => line.fontSize).sort((a, b) => a - b);
    expect(long.length).toBeGreaterThanOrEqual(6);
    const body = long[Math.floor(long.length / 2)] as number;
    expect(h1 / body).toBeGreaterThan(1.6);
    expect(h2).toBeGreaterThan(body * 1.2);
    expect(h2).toBeLessThan(h1 * 0.85);
  });
});

describe('ocrPages on a page set in two columns', () => {
  it('reads each column whole, the left before the right', () => {
    const layout = twoColumns.layouts[0] as PageLayout;
    expect(wordRecall(`The Water Cycle ${COLUMN_TEXT.join(' ')}`, pageText(layout))).toBeGreaterThanOrEqual(0.95);
  });
});

describe('ocrPages failures and hostile input', () => {
  it('reads nothing when asked for no pages', async () => {
    expect(await ocrPages(englishPdf, [], join(folder, 'e'), { languages: [], limits: DEFAULT_CONVERT_LIMITS })).toEqual({ layouts: [], images: [], notes: [] });
  });

  it('names a language whose data is not installed', async () => {
    const failure = await failureOf(ocrPages(englishPdf, [1], join(folder, 'x'), { languages: ['eng', 'klingon'], limits: DEFAULT_CONVERT_LIMITS }));
    expect(failure.code).toBe('TOOL_MISSING');
    expect(failure.message).toContain('klingon');
  });

  it('fails as TIMED_OUT when the time is up', async () => {
    const failure = await failureOf(ocrPages(englishPdf, [1], join(folder, 't'), { languages: ['eng'], limits: { ...DEFAULT_CONVERT_LIMITS, timeoutMs: 1 } }));
    expect(failure.code).toBe('TIMED_OUT');
  });

  it('fails as DAMAGED for a page the PDF does not have, or a file that is not a PDF', async () => {
    expect((await failureOf(ocrPages(englishPdf, [2], join(folder, 'd'), { languages: ['eng'], limits: DEFAULT_CONVERT_LIMITS }))).code).toBe('DAMAGED');
    const notPdf = join(folder, 'not.pdf');
    await writeFile(notPdf, 'PK\u0003\u0004 this is a zip, not a PDF');
    expect((await failureOf(ocrPages(notPdf, [1], join(folder, 'n'), { languages: ['eng'], limits: DEFAULT_CONVERT_LIMITS }))).code).toBe('DAMAGED');
  });

  it('fails as ENCRYPTED for a PDF that needs a password', async () => {
    const encrypted = join(folder, 'encrypted.pdf');
    await writeFile(
      encrypted,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
        `4 0 obj<</Filter/Standard/V 1/R 2/O<${'0f'.repeat(32)}>/U<${'f0'.repeat(32)}>/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 4 0 R/ID[<${'01'.repeat(16)}><${'01'.repeat(16)}>]>>\n%%EOF\n`,
    );
    expect((await failureOf(ocrPages(encrypted, [1], join(folder, 'p'), { languages: ['eng'], limits: DEFAULT_CONVERT_LIMITS }))).code).toBe('ENCRYPTED');
  });

  it('draws a 200-inch page coarser instead of as a billion-pixel picture', async () => {
    expect(renderDpi({ width: 595, height: 842 }, 300)).toBe(300);
    expect(renderDpi({ width: 14_400, height: 14_400 }, 300)).toBe(31);
    const huge = join(folder, 'huge.pdf');
    await writeFile(huge, '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 14400 14400]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const result = await ocrPages(huge, [1], join(folder, 'h'), { languages: ['eng'], limits: DEFAULT_CONVERT_LIMITS });
    expect(result.layouts[0]).toMatchObject({ page: 1, lines: [], figures: [], ocr: true });
    expect(result.layouts[0]?.width).toBeCloseTo(14_400, -2);
    expect(result.notes).toEqual([expect.objectContaining({ kind: 'ocr-page', page: 1, confidence: 0 })]);
    expect(result.notes[0]?.detail).toContain('no text was found');
  });

  it('fails as TOO_MANY_IMAGES rather than dropping pictures silently', async () => {
    const failure = await failureOf(ocrPages(englishPdf, [1], join(folder, 'i'), { languages: ['eng'], limits: { ...DEFAULT_CONVERT_LIMITS, maxImages: 0 }, dpi: 150 }));
    expect(failure.code).toBe('TOO_MANY_IMAGES');
  });
});
