import { MEDIA_TYPES, type BookImage, type DaisyPlan, type PlanBlock, type PlanLevel } from '../../../core/daisy/index.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { isImageRow } from '../../drive/fileUrls.ts';
import { isFolderTrashed } from '../../drive/folderTree.ts';
import { driveKeyOf } from '../../book/driveImages.ts';
import type { BookBlobWriter } from '../store/daisyBlobs.ts';

// The document's pictures as files of the book (images/…): a drive picture
// of the document's owner (out of the trash, as a download gives them), or
// inline data. DAISY 3 books carry PNG and JPEG; anything else, a picture
// someone else holds, one gone from the store or one over the size limit is
// left out, and writeBook keeps its description as a note. The same picture
// twice is one file.

interface PlannedImage {
  readonly id: string;
  readonly src: string;
}

function plannedImages(plan: DaisyPlan): PlannedImage[] {
  const found: PlannedImage[] = [];
  const visitBlock = (block: PlanBlock): void => {
    if (block.kind === 'image') found.push({ id: block.id, src: block.src });
    else if (block.kind === 'list') for (const item of block.list.items) item.blocks.forEach(visitBlock);
    else if (block.kind === 'table') for (const row of block.rows) for (const cell of row.cells) cell.blocks.forEach(visitBlock);
  };
  const visitLevel = (level: PlanLevel): void => {
    for (const child of level.children) if ('depth' in child) visitLevel(child);
    else visitBlock(child);
  };
  plan.levels.forEach(visitLevel);
  return found;
}

/** PNG or JPEG by its first bytes (the only picture types a DAISY 3 book may hold besides SVG). */
export function pictureType(head: Uint8Array): { mediaType: string; extension: string } | undefined {
  if (head.length >= 8 && head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47 && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) return { mediaType: MEDIA_TYPES.png, extension: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mediaType: MEDIA_TYPES.jpeg, extension: 'jpg' };
  return undefined;
}

/** The bytes of a data: picture, or undefined when it is not base64 image data. */
function dataBytes(src: string): Buffer | undefined {
  const match = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+={0,2})$/i.exec(src);
  return match ? Buffer.from(match[1] as string, 'base64') : undefined;
}

/** The owner's drive pictures among `keys` that a book may carry: key → extension and size. */
async function ownerPictures(deps: DriveDeps, ownerRowNo: string, keys: readonly string[], maxBytes: number): Promise<Map<string, { extension: string; size: number }>> {
  const found = new Map<string, { extension: string; size: number }>();
  if (keys.length === 0) return found;
  const rows = await deps.db
    .selectFrom('files')
    .select(['blob_key', 'file_extension', 'dtm_group_no'])
    .where('owner_user_no', '=', ownerRowNo)
    .where('trashed_at', 'is', null)
    .where('blob_key', 'in', keys)
    .execute();
  for (const row of rows) {
    if (!isImageRow(row) || row.blob_key === null) continue;
    if (await isFolderTrashed(deps.db, row.dtm_group_no === null ? null : String(row.dtm_group_no))) continue;
    const stat = await deps.blobs.stat(row.blob_key);
    if (!stat || stat.size > maxBytes) continue;
    found.set(row.blob_key, { extension: row.file_extension === 'png' ? 'png' : 'jpg', size: stat.size });
  }
  return found;
}

/** Stores the pictures the book can have; answers them by the plan's image id for writeBook. */
export async function storeBookImages(deps: DriveDeps, plan: DaisyPlan, ownerRowNo: string, writer: BookBlobWriter, maxImageBytes: number): Promise<Map<string, BookImage>> {
  const planned = plannedImages(plan);
  const drive = await ownerPictures(deps, ownerRowNo, [...new Set(planned.map((image) => driveKeyOf(image.src)).filter((key): key is string => key !== undefined))], maxImageBytes);
  const bySource = new Map<string, BookImage | null>();
  const images = new Map<string, BookImage>();
  for (const { id, src } of planned) {
    let image = bySource.get(src);
    if (image === undefined) {
      image = null;
      const key = driveKeyOf(src);
      const held = key === undefined ? undefined : drive.get(key);
      if (key !== undefined && held) {
        const head = await firstBytes(deps, key);
        const type = head && pictureType(head);
        if (type) {
          const href = `images/${id}.${type.extension}`;
          await writer.put(href, () => deps.blobs.get(key), held.size, type.mediaType);
          image = { href, mediaType: type.mediaType };
        }
      } else if (key === undefined) {
        const bytes = dataBytes(src);
        const type = bytes && bytes.length <= maxImageBytes ? pictureType(bytes) : undefined;
        if (bytes && type) {
          const href = `images/${id}.${type.extension}`;
          await writer.put(href, bytes, bytes.length, type.mediaType);
          image = { href, mediaType: type.mediaType };
        }
      }
      bySource.set(src, image);
    }
    if (image) images.set(id, image);
  }
  return images;
}

async function firstBytes(deps: DriveDeps, key: string): Promise<Buffer | undefined> {
  const stream = await deps.blobs.get(key, { start: 0, end: 7 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
