import type { PinGrid, Point } from '../../../../core/pins/index.ts';

/**
 * Where a picture goes: at the point the image tool was used (the grid's
 * cursor, or where it was pressed), fitted into the room from there to the
 * page's bottom-right corner. At the top-left corner that is the whole page.
 */
export function pictureRoom(page: Pick<PinGrid, 'width' | 'height'>, at: Point): { readonly at: Point; readonly size: { readonly width: number; readonly height: number } } {
  const x = Math.max(0, Math.min(page.width - 1, Math.floor(at.x)));
  const y = Math.max(0, Math.min(page.height - 1, Math.floor(at.y)));
  return { at: { x, y }, size: { width: page.width - x, height: page.height - y } };
}
