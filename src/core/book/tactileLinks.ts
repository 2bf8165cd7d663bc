import type { BookNode } from './model.ts';

/**
 * Where the pictures showing `src` are, as Slate paths: a tactile version made
 * for one picture belongs to every copy of it in the document (the Canvas
 * only knows the address), and to no other picture. Images may sit inside
 * list items or table cells, so the whole tree is walked.
 */
export function imagePathsWithSrc(nodes: readonly BookNode[], src: string, at: readonly number[] = []): number[][] {
  const paths: number[][] = [];
  nodes.forEach((node, index) => {
    const path = [...at, index];
    if ('type' in node && node.type === 'image' && node.src === src) paths.push(path);
    else if ('children' in node) paths.push(...imagePathsWithSrc(node.children as readonly BookNode[], src, path));
  });
  return paths;
}
