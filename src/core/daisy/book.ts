// The whole book: a plan and, for an audio book, its measured clips, written
// as the files of a DAISY 3 fileset. Audio and image bytes are the server's:
// here they are only named in the manifest.

import { audioFiles, smilDurations } from './clips.ts';
import type { Clips } from './clips.ts';
import { DTBOOK_FILE, writeDtbook } from './dtbook.ts';
import type { BookInfo } from './info.ts';
import { NCX_FILE, writeNcx } from './ncx.ts';
import { MEDIA_TYPES, OPF_FILE, writeOpf } from './opf.ts';
import type { ManifestItem } from './opf.ts';
import { isLevel } from './plan.ts';
import type { DaisyPlan, PlanBlock, PlanLevel } from './plan.ts';
import { RESOURCE_FILE, writeResource } from './resource.ts';
import { writeSmil } from './smil.ts';

export interface BookFile {
  readonly path: string;
  readonly content: string;
}

export interface BookImage {
  /** The image's path in the book, e.g. `images/img12.png`. */
  readonly href: string;
  readonly mediaType: string;
}

export interface WriteBookOptions {
  readonly info: BookInfo;
  /** Clips by sync point id; absent for a text-only book. */
  readonly clips?: Clips;
  /**
   * The images the server stored, by the plan's image id (its `src` is rewritten to `href`). When given, an
   * image it lacks is left out (its description stays, as a prodnote), so the book never names a file it
   * does not hold; when absent, each image is named `images/<id>.png` (tests that add the files themselves).
   */
  readonly images?: ReadonlyMap<string, BookImage>;
}

function mediaTypeOf(path: string): string {
  if (/\.mp3$/i.test(path)) return MEDIA_TYPES.mp3;
  if (/\.jpe?g$/i.test(path)) return MEDIA_TYPES.jpeg;
  if (/\.svg$/i.test(path)) return MEDIA_TYPES.svg;
  return MEDIA_TYPES.png;
}

/** The plan with each image's src set to its file in the book; '' for an image left out (see WriteBookOptions.images). */
function withImages(plan: DaisyPlan, images: ReadonlyMap<string, BookImage> | undefined): { plan: DaisyPlan; files: BookImage[] } {
  const files: BookImage[] = [];
  const mapBlock = (block: PlanBlock): PlanBlock => {
    switch (block.kind) {
      case 'image': {
        const image = images ? images.get(block.id) : { href: `images/${block.id}.png`, mediaType: MEDIA_TYPES.png };
        if (image === undefined) return { ...block, src: '' };
        files.push(image);
        return { ...block, src: image.href };
      }
      case 'list':
        return { ...block, list: { ...block.list, items: block.list.items.map((item) => ({ blocks: item.blocks.map(mapBlock) })) } };
      case 'table':
        return { ...block, rows: block.rows.map((row) => ({ cells: row.cells.map((cell) => ({ ...cell, blocks: cell.blocks.map(mapBlock) })) })) };
      default:
        return block;
    }
  };
  const mapLevel = (level: PlanLevel): PlanLevel => ({ ...level, children: level.children.map((child) => (isLevel(child) ? mapLevel(child) : mapBlock(child))) });
  return { plan: { ...plan, levels: plan.levels.map(mapLevel) }, files };
}

export function writeBook(source: DaisyPlan, options: WriteBookOptions): BookFile[] {
  const { info, clips } = options;
  const { plan, files: images } = withImages(source, options.images);
  const durations = smilDurations(plan, clips);
  const total = [...durations.values()].reduce((sum, ms) => sum + ms, 0);
  const audio = audioFiles(plan, clips);
  const smilItems = plan.smilFiles.map((file, index) => ({ id: `smil${index + 1}`, href: file, mediaType: MEDIA_TYPES.smil }));
  const items: ManifestItem[] = [
    { id: 'dtbook', href: DTBOOK_FILE, mediaType: MEDIA_TYPES.dtbook },
    { id: 'ncx', href: NCX_FILE, mediaType: MEDIA_TYPES.ncx },
    { id: 'resource', href: RESOURCE_FILE, mediaType: MEDIA_TYPES.resource },
    ...smilItems,
    ...audio.map((href, index) => ({ id: `audio${index + 1}`, href, mediaType: mediaTypeOf(href) })),
    ...[...new Map(images.map((image) => [image.href, image])).values()].map((image, index) => ({ id: `image${index + 1}`, href: image.href, mediaType: image.mediaType })),
  ];
  return [
    { path: OPF_FILE, content: writeOpf({ title: plan.title.text, lang: plan.lang, info, items, spine: smilItems.map((item) => item.id), audio: audio.length > 0, totalMilliseconds: total }) },
    { path: DTBOOK_FILE, content: writeDtbook(plan, info) },
    { path: NCX_FILE, content: writeNcx(plan, info, clips) },
    { path: RESOURCE_FILE, content: writeResource(plan.lang) },
    ...plan.smilFiles.map((file) => ({ path: file, content: writeSmil(plan, info, file, clips) })),
  ];
}
