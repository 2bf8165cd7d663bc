import { DRIVE_FILE_PREFIX } from './addresses.ts';
import type { BookNode } from './model.ts';

/**
 * What makes two picture addresses the same picture: a drive address without
 * its signature (`?exp=…&sig=…` changes every time a document is read), any
 * other address (inline data) as it is.
 */
export function pictureIdentity(src: string): string {
  return src.startsWith(DRIVE_FILE_PREFIX) ? (src.split(/[?#]/, 1)[0] ?? src) : src;
}

/**
 * Where the pictures showing `src` are, as Slate paths: a tactile version made
 * for one picture belongs to every copy of it in the document (the Canvas
 * only knows the address), and to no other picture. Images may sit inside
 * list items or table cells, so the whole tree is walked.
 */
export function imagePathsWithSrc(nodes: readonly BookNode[], src: string, at: readonly number[] = []): number[][] {
  const wanted = pictureIdentity(src);
  const paths: number[][] = [];
  nodes.forEach((node, index) => {
    const path = [...at, index];
    if ('type' in node && node.type === 'image' && pictureIdentity(node.src) === wanted) paths.push(path);
    else if ('children' in node) paths.push(...imagePathsWithSrc(node.children as readonly BookNode[], src, path));
  });
  return paths;
}
