import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConversionNote, ConvertedImage, ConvertLimits } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';
import type { Deadline } from '../inspect/deadline.ts';
import type { FigureRequest } from './structToHtml.ts';

// The pictures of a tagged page's figures, cut out as they are printed: the
// figure's box is rendered at 150 dpi by pdftoppm (so a diagram's labels
// drawn over a picture come with it). The box is the structure's own BBox
// when it has one; otherwise the page's pictures as poppler places them
// (`pdftohtml -xml`), the figure taking the first unused picture that lies
// between the text drawn before and after it, else the next unused one;
// with no picture at all (a vector drawing), the band between that text.

const DPI = 150;
const FALLBACK_DPI = 72;
const MARGIN = 2;

interface Box {
  /** PDF points from the page's top-left corner. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface CutFigures {
  readonly images: ConvertedImage[];
  /** Figures whose picture could not be cut (their markers become their alternative text). */
  readonly missing: Set<string>;
}

/** Figures are rendered this many at a time: each pdftoppm run is mostly start-up. */
const RENDER_CONCURRENCY = 3;

export async function cutFigures(
  inputPath: string,
  workDir: string,
  requests: readonly FigureRequest[],
  pageSizes: ReadonlyMap<number, { width: number; height: number }>,
  limits: ConvertLimits,
  deadline: Deadline,
  notes: ConversionNote[],
): Promise<CutFigures> {
  const unplaced = requests.filter((request) => request.bbox === undefined).map((request) => request.page);
  const pictures = unplaced.length > 0 ? await picturesOnPages(inputPath, workDir, Math.min(...unplaced), Math.max(...unplaced), limits, deadline) : new Map<number, Box[]>();
  const used = new Set<Box>();
  const boxes = requests.map((figure) => {
    const size = pageSizes.get(figure.page) ?? { width: 595, height: 842 };
    return figure.bbox ? boxOfBBox(figure.bbox, size.height) : (choosePicture(figure, pictures.get(figure.page) ?? [], used, size.height) ?? bandBetween(figure, size));
  });
  const rendered: (Uint8Array | undefined)[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const box = boxes[index];
      const figure = requests[index] as FigureRequest;
      rendered[index] = box === undefined ? undefined : await render(inputPath, workDir, figure.page, index, box, limits, deadline);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, requests.length) }, worker));
  const images: ConvertedImage[] = [];
  const missing = new Set<string>();
  requests.forEach((figure, index) => {
    const bytes = rendered[index];
    if (!figure.alt) notes.push({ kind: 'image-without-alt', page: figure.page, detail: 'A figure has no alternative text in the PDF.' });
    if (bytes === undefined) {
      missing.add(figure.id);
      notes.push({ kind: 'dropped', page: figure.page, detail: `The picture of a figure${figure.alt ? ` ("${figure.alt.slice(0, 80)}")` : ''} could not be cut out; its description was kept as text.` });
    } else {
      images.push({ id: figure.id, contentType: 'image/png', bytes });
    }
  });
  return { images, missing };
}

const boxOfBBox = (bbox: readonly number[], pageHeight: number): Box => {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = bbox;
  return { left: Math.min(x0, x1), top: pageHeight - Math.max(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
};

function choosePicture(figure: FigureRequest, pictures: readonly Box[], used: Set<Box>, pageHeight: number): Box | undefined {
  const free = pictures.filter((picture) => !used.has(picture));
  const middle = (picture: Box) => pageHeight - (picture.top + picture.height / 2);
  const placed = free.find((picture) => (figure.above === undefined || middle(picture) <= figure.above) && (figure.below === undefined || middle(picture) >= figure.below));
  const chosen = placed ?? free[0];
  if (chosen) used.add(chosen);
  return chosen;
}

/** The band between the text before the figure and the text after it, across the page inside its margins. */
function bandBetween(figure: FigureRequest, size: { width: number; height: number }): Box | undefined {
  const top = figure.above === undefined ? 36 : size.height - figure.above + 4;
  const bottom = figure.below === undefined ? size.height - 36 : size.height - figure.below - 14;
  if (bottom - top < 8) return undefined;
  return { left: 36, top, width: size.width - 72, height: bottom - top };
}

/** The pictures poppler finds on pages first to last, each page's in drawing order (one pdftohtml run for all). */
async function picturesOnPages(inputPath: string, workDir: string, first: number, last: number, limits: ConvertLimits, deadline: Deadline): Promise<Map<number, Box[]>> {
  // pdftohtml writes each picture as a file next to its output: a folder of its own, removed after.
  const folder = join(workDir, 'figure-pictures');
  await mkdir(folder, { recursive: true });
  try {
    const { stdout } = await runTool({
      command: 'pdftohtml',
      args: ['-xml', '-stdout', '-zoom', '1', '-q', '-f', String(first), '-l', String(last), inputPath, join(folder, 'page')],
      workDir,
      timeoutMs: deadline.remainingMs(),
      memoryBytes: limits.memoryBytes,
      maxOutputBytes: 64 * 1024 * 1024,
    });
    const pages = new Map<number, Box[]>();
    for (const page of stdout.toString('utf8').split(/(?=<page\s)/)) {
      const number = Number(/^<page\s+number="(\d+)"/.exec(page)?.[1] ?? NaN);
      if (!Number.isInteger(number)) continue;
      const boxes: Box[] = [];
      for (const match of page.matchAll(/<image\s+top="(-?[\d.]+)"\s+left="(-?[\d.]+)"\s+width="([\d.]+)"\s+height="([\d.]+)"/g)) {
        const [, top, left, width, height] = match.map(Number) as [number, number, number, number, number];
        if (width >= 4 && height >= 4) boxes.push({ top, left, width, height });
      }
      pages.set(number, boxes);
    }
    return pages;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The box rendered as PNG, at 150 dpi or, if that is too big, 72; undefined if neither fits the picture limit. */
async function render(inputPath: string, workDir: string, page: number, index: number, box: Box, limits: ConvertLimits, deadline: Deadline): Promise<Uint8Array | undefined> {
  for (const dpi of [DPI, FALLBACK_DPI]) {
    const scale = dpi / 72;
    const out = join(workDir, `figure-${index}-${dpi}`);
    await runTool({
      command: 'pdftoppm',
      args: [
        '-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile',
        '-x', String(Math.max(0, Math.floor((box.left - MARGIN) * scale))),
        '-y', String(Math.max(0, Math.floor((box.top - MARGIN) * scale))),
        '-W', String(Math.ceil((box.width + 2 * MARGIN) * scale)),
        '-H', String(Math.ceil((box.height + 2 * MARGIN) * scale)),
        inputPath, out,
      ],
      workDir,
      timeoutMs: deadline.remainingMs(),
      memoryBytes: limits.memoryBytes,
      maxOutputBytes: 1024,
    });
    const bytes = await readFile(`${out}.png`);
    await rm(`${out}.png`, { force: true });
    if (bytes.length <= limits.maxImageBytes) return new Uint8Array(bytes);
  }
  return undefined;
}
