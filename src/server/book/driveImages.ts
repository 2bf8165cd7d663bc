import { DRIVE_FILE_PREFIX } from '../../shared/api/driveAppPaths.ts';
import type { BlockElement, BookDocument } from '../../core/book/index.ts';
import { SERVABLE_KEY } from '../drive/fileUrls.ts';

// Pictures and media of a Book document that live in the drive. The document
// stores them by a stable address, /drive-app/file/<key> without a signature
// (a signature expires within hours, a document lives for years); each time
// the document is served, the address is signed again for whoever reads it,
// or the picture is put inside the page (htmlDownload.ts).

export type SourceElement = Extract<BlockElement, { type: 'image' | 'media' }>;

/** The blob key of a drive address (signed or not), or undefined for anything else (a data: URL). */
export function driveKeyOf(src: string): string | undefined {
  if (!src.startsWith(`${DRIVE_FILE_PREFIX}/`)) return undefined;
  const path = src.slice(DRIVE_FILE_PREFIX.length + 1).split(/[?#]/, 1)[0] ?? '';
  let key: string;
  try {
    key = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return SERVABLE_KEY.test(key) ? key : undefined;
}

/** The address a document keeps for a blob. */
export const stableAddress = (key: string): string => `${DRIVE_FILE_PREFIX}/${key}`;

/** Every drive key the document's pictures and media name. */
export function driveKeysOf(document: BookDocument): Set<string> {
  const keys = new Set<string>();
  visitSources(document.blocks as unknown as readonly AnyNode[], (element) => {
    const key = driveKeyOf(element.src);
    if (key !== undefined) keys.add(key);
    return element.src;
  });
  return keys;
}

/**
 * The document with each picture's and media's `src` replaced by what `map`
 * answers; undefined leaves the element out. Pictures are blocks, but they are
 * looked for at every depth so that no later model change lets one through.
 */
export function mapSources(document: BookDocument, map: (element: SourceElement) => string | undefined): BookDocument {
  return { ...document, blocks: visitSources(document.blocks as unknown as readonly AnyNode[], map) as unknown as BlockElement[] };
}

interface AnyNode {
  readonly type?: string;
  readonly children?: readonly AnyNode[];
  readonly src?: string;
}

function visitSources(nodes: readonly AnyNode[], map: (element: SourceElement) => string | undefined): AnyNode[] {
  const out: AnyNode[] = [];
  for (const node of nodes) {
    if (node.type === 'image' || node.type === 'media') {
      const src = map(node as SourceElement);
      if (src !== undefined) out.push({ ...node, src });
    } else if (node.children !== undefined) {
      out.push({ ...node, children: visitSources(node.children, map) });
    } else {
      out.push(node);
    }
  }
  return out;
}

/** Drive addresses without their signatures, as a document stores them (other sources as they are). */
export function withStableAddresses(document: BookDocument): BookDocument {
  return mapSources(document, (element) => {
    const key = driveKeyOf(element.src);
    return key === undefined ? element.src : stableAddress(key);
  });
}
