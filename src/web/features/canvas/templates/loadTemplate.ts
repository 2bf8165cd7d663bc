// The shipped template files, loaded only when one is chosen: each is its
// own small chunk (Vite's `?raw` glob), so the Canvas's first load carries
// none of them. The files are written by scripts/canvas-templates.ts.

import { templateFileName, type TemplateId } from '../../../../core/canvas/index.ts';
import { parseDtms } from '../../../../core/dtms/index.ts';
import type { DeviceModel, PinGrid } from '../../../../core/pins/index.ts';

const files = import.meta.glob<string>('./*.dtms', { query: '?raw', import: 'default' });

/** The template's pins for the model (page 1 of its file); rejects when the file is missing or does not read. */
export async function loadTemplate(id: TemplateId, model: DeviceModel): Promise<PinGrid> {
  const load = files[`./${templateFileName(id, model)}`];
  if (!load) throw new Error(`No template file for ${id} on the ${model}.`);
  const page = parseDtms(await load()).items[0];
  if (!page) throw new Error(`The template file for ${id} has no page.`);
  return page.graphic.grid;
}
