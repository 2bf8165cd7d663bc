import { cellCount, geometryOf, hexToGrid } from '../../../../core/dtms/index.ts';
import { forEachRaised, type DeviceModel } from '../../../../core/pins/index.ts';

export interface PreviewShape {
  readonly width: number;
  readonly height: number;
  /** One unit square per raised pin, as an SVG path. */
  readonly path: string;
  readonly raised: number;
}

/** The model whose graphic hex has this length (2 hex digits a cell), if any. */
const MODELS: readonly DeviceModel[] = [320, 768];

function modelForHexLength(length: number): DeviceModel | undefined {
  return MODELS.find((model) => cellCount(geometryOf(model)) * 2 === length);
}

/**
 * A page's graphic (hex in pin order, docs/formats.md) as an SVG path, for
 * the small previews of cards and details. Anything that is not a whole
 * page of either device gives undefined: no preview rather than a wrong one.
 */
export function previewShape(hex: string | null | undefined): PreviewShape | undefined {
  if (!hex) return undefined;
  const model = modelForHexLength(hex.length);
  if (model === undefined) return undefined;
  try {
    const grid = hexToGrid(hex, geometryOf(model));
    const parts: string[] = [];
    forEachRaised(grid, (x, y) => parts.push(`M${x} ${y}h1v1h-1z`));
    return { width: grid.width, height: grid.height, path: parts.join(''), raised: parts.length };
  } catch {
    return undefined;
  }
}
