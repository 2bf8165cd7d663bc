// A page's tactile picture (an image's `tactile` attribute, spec's "DTM
// attribute": a drive file number) for the connected display: the drive
// converts the file for the display's model (GET /dtm/images/{id}/device/
// {320|768}/to-dtms, as Easy tactile opens files) and answers DTMS, whose
// pages become the presentation's screens for that page.

import type { BlockElement } from '../../../../core/book/index.ts';
import { dtmsFromJson, geometryOf, gridToCells } from '../../../../core/dtms/index.ts';
import type { DeviceModel } from '../../../../core/pins/index.ts';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';
import type { DeviceContent } from '../../device/shell.tsx';
import type { GraphicArea } from './displayContent.ts';

/** The drive file of the page's first image that has a tactile version, if any. */
export function tactileOfPage(blocks: readonly BlockElement[]): string | undefined {
  for (const block of blocks) if (block.type === 'image' && block.tactile) return block.tactile;
  return undefined;
}

/** The display model whose graphic area this is (the drive converts for these two), if it is one. */
export function modelOfArea(area: GraphicArea): DeviceModel | undefined {
  if (area.cellsPerLine === 30 && area.graphicLines === 10) return 320;
  if (area.cellsPerLine === 48 && area.graphicLines === 16) return 768;
  return undefined;
}

export class TactileImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TactileImageError';
  }
}

/** DTMS_JSON as the reader wants it: parsed if it came as text, its one snake_case key restored after the client's camelCasing. */
function dtmsJsonOf(value: unknown): unknown {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed === 'object' && parsed !== null && 'langOption' in parsed && !('lang_option' in parsed)) {
    const { langOption, ...rest } = parsed as Record<string, unknown>;
    return { ...rest, lang_option: langOption };
  }
  return parsed;
}

/** The tactile file's pages for the display; throws TactileImageError when the drive refuses or the file is not a picture for it. */
export async function loadTactileScreens(client: ApiClient, dtmNo: string, model: DeviceModel): Promise<DeviceContent[]> {
  const result = await client.get<{ readonly dtmsJson?: unknown }>(DRIVE_PATHS.dtmToDtms(dtmNo, String(model)), { auth: true });
  if (!result.ok) throw new TactileImageError(`GET to-dtms of ${dtmNo} failed with status ${result.status}`);
  try {
    const document = dtmsFromJson(dtmsJsonOf(result.data.dtmsJson), model);
    const geometry = geometryOf(document.model);
    return document.items.map((item) => ({ graphic: gridToCells(item.graphic.grid, geometry), text: item.text.cells }));
  } catch (error) {
    throw new TactileImageError(`Tactile file ${dtmNo} could not be read: ${String(error)}`);
  }
}
