import { lstat, readFile } from 'node:fs/promises';
import { posix, relative, resolve, sep } from 'node:path';
import { imageTypeOf } from '../../book/imageFetch.ts';
import { ConversionFailure, convertedImageSrc, type ConversionNote, type ConvertedImage, type ConvertLimits } from '../conversion.ts';
import type { DecorativeFlags } from './decorativePictures.ts';
import { attribute, elementsUnder, removeNode, setAttributes, type Element } from './htmlNodes.ts';
import { MEDIA_FOLDER } from './runPandoc.ts';

// Every picture pandoc wrote becomes a ConvertedImage (one per media part,
// however many times the document shows it), and its <img> names it by the
// placeholder address. Only PNG, JPEG and GIF are kept, told by their bytes;
// Word's EMF and WMF drawings, TIFFs and the like are dropped with a note,
// as is a picture over the size limit. Alternative text is Word's `descr`
// (pandoc's alt); Word's decorative flag (decorativePictures.ts) makes the
// picture decorative, with no alternative text; any other picture without
// one is noted for the person who checks the document.

/** CSS lengths pandoc writes for a picture's size, in CSS pixels each. */
const PIXELS_PER: Readonly<Record<string, number>> = { in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16, px: 1 };

function widthInPixels(img: Element): string | undefined {
  const style = attribute(img, 'style') ?? '';
  const fromStyle = /(?:^|;)\s*width\s*:\s*([\d.]+)\s*(in|cm|mm|pt|pc|px)\b/i.exec(style);
  const [value, unit] = fromStyle ? [Number(fromStyle[1]), (fromStyle[2] as string).toLowerCase()] : [Number(attribute(img, 'width')), 'px'];
  const pixels = Math.round(value * (PIXELS_PER[unit] ?? 0));
  return Number.isFinite(pixels) && pixels >= 1 && pixels <= 10_000 ? String(pixels) : undefined;
}

type Loaded = { readonly kind: 'kept'; readonly image: ConvertedImage } | { readonly kind: 'dropped'; readonly detail: string };

interface PictureContext {
  readonly workDir: string;
  readonly limits: ConvertLimits;
  readonly flags: DecorativeFlags;
}

/** The media part an extracted picture came from (pandoc names them relative to word/). */
function partNameOf(relativePath: string): string {
  return posix.normalize(posix.join('word', relativePath));
}

async function load(file: string, label: string, id: string, limits: ConvertLimits): Promise<Loaded> {
  const stats = await lstat(file).catch(() => undefined);
  if (!stats?.isFile()) return { kind: 'dropped', detail: `The picture ${label} could not be read from the document.` };
  if (stats.size > limits.maxImageBytes) return { kind: 'dropped', detail: `The picture ${label} is larger than ${limits.maxImageBytes} bytes.` };
  const bytes = await readFile(file);
  const contentType = imageTypeOf(bytes);
  if (contentType === undefined || contentType === 'image/webp') {
    return { kind: 'dropped', detail: `The picture ${label} is in a format the Book does not show (only PNG, JPEG and GIF; Word drawings such as EMF and WMF are not kept).` };
  }
  return { kind: 'kept', image: { id, contentType, bytes: new Uint8Array(bytes) } };
}

export interface Pictures {
  readonly images: ConvertedImage[];
  readonly notes: ConversionNote[];
}

/** Turns every <img> under `root` into a placeholder picture (or removes it) and gives back the pictures and what was noted. */
export async function takePictures(root: Element, context: PictureContext): Promise<Pictures> {
  const mediaRoot = resolve(context.workDir, MEDIA_FOLDER);
  const loaded = new Map<string, Loaded>();
  const used = new Map<string, number>();
  const images: ConvertedImage[] = [];
  const notes: ConversionNote[] = [];
  let shown = 0;
  for (const img of elementsUnder(root).filter((element) => element.tagName === 'img')) {
    shown++;
    const src = attribute(img, 'src') ?? '';
    let decoded = src;
    try {
      decoded = decodeURIComponent(src);
    } catch {
      // Left as written: it then names no file.
    }
    const file = resolve(context.workDir, decoded);
    const inside = relative(mediaRoot, file);
    const label = `${shown} (${posix.basename(decoded) || 'unnamed'})`;
    if (inside.startsWith('..') || inside === '' || file.split(sep).includes('..')) {
      notes.push({ kind: 'dropped', detail: `The picture ${label} is not inside the document.` });
      removeNode(img);
      continue;
    }
    let entry = loaded.get(file);
    if (!entry) {
      entry = await load(file, label, `img-${images.length + 1}`, context.limits);
      loaded.set(file, entry);
      if (entry.kind === 'kept') {
        if (images.length >= context.limits.maxImages) {
          throw new ConversionFailure('TOO_MANY_IMAGES', `The Word document has more than ${context.limits.maxImages} pictures.`);
        }
        images.push(entry.image);
      }
    }
    if (entry.kind === 'dropped') {
      notes.push({ kind: 'dropped', detail: entry.detail });
      removeNode(img);
      continue;
    }
    const part = partNameOf(inside.split(sep).join('/'));
    const index = used.get(part) ?? 0;
    used.set(part, index + 1);
    const decorative = context.flags.get(part)?.[index] ?? false;
    const alt = decorative ? '' : (attribute(img, 'alt') ?? '').trim();
    if (!decorative && alt === '') notes.push({ kind: 'image-without-alt', detail: `The picture ${label} has no alternative text.` });
    setAttributes(img, { src: convertedImageSrc(entry.image.id), alt, 'data-decorative': decorative ? '' : undefined, width: widthInPixels(img) });
  }
  return { images, notes };
}
