import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ConversionFailure, type ConversionNote, type ConvertedImage, type ConvertLimits } from '../../conversion.ts';
import type { PageFigure } from '../pageLayout.ts';
import type { XmlImage, XmlPage } from './pdf2xml.ts';

// The pictures pdftohtml cut out of the pages (its own image extraction, into
// a folder of the conversion's private work directory) become the
// conversion's images and each page's figures. Not every picture in a PDF is
// a figure of the book, so some are left out, each with a note:
// - specks and rules (under 8 pt a side), which are drawing, not content;
// - a picture covering most of the page: a background, or the scan under an
//   OCR'd text layer, whose text is already read;
// - the same picture in the top or bottom margin of most pages: a logo in
//   the running head (an icon repeated in the text is kept).
// The file pdftohtml names is looked up by its base name in that folder only,
// never by the path it wrote, and its bytes decide its type (PNG or JPEG).

const FIGURE_FILE = /^fig-\d{1,6}_\d{1,6}\.[a-z0-9]{1,5}$/;
const MIN_SIDE = 8;
const MAX_PAGE_SHARE = 0.8;

export interface PageFigures {
  readonly figures: ReadonlyMap<number, readonly PageFigure[]>;
  readonly images: readonly ConvertedImage[];
  readonly notes: readonly ConversionNote[];
}

interface Candidate {
  readonly page: number;
  /** In the top or bottom 12 % of its page, where running heads live. */
  readonly inMargin: boolean;
  readonly image: XmlImage;
  readonly bytes: Uint8Array;
  readonly contentType: 'image/png' | 'image/jpeg';
  readonly hash: string;
}

function contentTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export async function collectFigures(pages: readonly XmlPage[], figureDir: string, limits: ConvertLimits): Promise<PageFigures> {
  const notes: ConversionNote[] = [];
  const placed: { page: number; image: XmlImage; inMargin: boolean }[] = [];
  let covering = 0;
  for (const page of pages) {
    for (const image of page.images) {
      if (image.width < MIN_SIDE || image.height < MIN_SIDE) continue;
      if (page.width > 0 && page.height > 0 && image.width * image.height >= MAX_PAGE_SHARE * page.width * page.height) {
        covering += 1;
        continue;
      }
      const inMargin = image.top + image.height <= 0.12 * page.height || image.top >= 0.88 * page.height;
      placed.push({ page: page.number, image, inMargin });
    }
  }
  if (covering > 0) notes.push({ kind: 'dropped', detail: `${covering} picture(s) covering most of a page (a background or a scan under the text) were left out.` });
  if (placed.length > limits.maxImages) throw new ConversionFailure('TOO_MANY_IMAGES', `The PDF has ${placed.length} pictures; at most ${limits.maxImages} can be kept.`);

  const candidates: Candidate[] = [];
  for (const { page, image, inMargin } of placed) {
    const name = basename(image.src);
    if (!FIGURE_FILE.test(name)) continue;
    const path = join(figureDir, name);
    const size = await stat(path).then(
      (found) => (found.isFile() ? found.size : undefined),
      () => undefined,
    );
    if (size === undefined) continue;
    if (size > limits.maxImageBytes) {
      notes.push({ kind: 'dropped', page, detail: `A picture of ${size} bytes is larger than the ${limits.maxImageBytes} bytes a picture may have.` });
      continue;
    }
    const bytes = new Uint8Array(await readFile(path));
    const contentType = contentTypeOf(bytes);
    if (contentType === undefined) {
      notes.push({ kind: 'dropped', page, detail: 'A picture that is neither PNG nor JPEG was left out.' });
      continue;
    }
    candidates.push({ page, inMargin, image, bytes, contentType, hash: createHash('sha256').update(bytes).digest('hex') });
  }

  const repeated = repeatedPictures(candidates, pages.length);
  if (repeated.size > 0) notes.push({ kind: 'dropped', detail: `${repeated.size} picture(s) repeated on most pages (a logo or ornament of the running head) were left out.` });

  const figures = new Map<number, PageFigure[]>();
  const images: ConvertedImage[] = [];
  const perPage = new Map<number, number>();
  for (const candidate of candidates) {
    if (candidate.inMargin && repeated.has(candidate.hash)) continue;
    const n = (perPage.get(candidate.page) ?? 0) + 1;
    perPage.set(candidate.page, n);
    const imageId = `p${candidate.page}-fig${n}`;
    images.push({ id: imageId, contentType: candidate.contentType, bytes: candidate.bytes });
    const list = figures.get(candidate.page) ?? [];
    list.push({ top: candidate.image.top, left: candidate.image.left, width: candidate.image.width, height: candidate.image.height, imageId });
    figures.set(candidate.page, list);
  }
  return { figures, images, notes };
}

/** Pictures whose bytes appear in the margin of at least three pages and half of them. */
function repeatedPictures(candidates: readonly Candidate[], pageCount: number): Set<string> {
  const pagesOf = new Map<string, Set<number>>();
  for (const candidate of candidates) {
    if (!candidate.inMargin) continue;
    const set = pagesOf.get(candidate.hash) ?? new Set<number>();
    set.add(candidate.page);
    pagesOf.set(candidate.hash, set);
  }
  const repeated = new Set<string>();
  for (const [hash, set] of pagesOf) if (set.size >= 3 && set.size >= pageCount / 2) repeated.add(hash);
  return repeated;
}
