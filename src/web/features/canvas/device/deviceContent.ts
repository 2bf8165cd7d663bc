import type { CanvasDocument, CanvasPage } from '../../../../core/canvas/index.ts';
import { geometryOf, gridToCells } from '../../../../core/dtms/index.ts';
import type { DeviceContent } from '../../device/shell.tsx';

/**
 * What the display shows for a page: the graphic in the device's pin order
 * (line 1 first, the document's model) and the braille text line as the page
 * keeps it (Unicode braille order, which is what the device layer takes).
 */
export function pageContent(document: CanvasDocument, page: CanvasPage): DeviceContent {
  return { graphic: gridToCells(page.grid, geometryOf(document.model)), text: page.text.cells };
}
