import { useEffect, useState } from 'react';
import type { TemplateId } from '../../../../core/canvas/index.ts';
import type { DeviceModel, PinGrid } from '../../../../core/pins/index.ts';
import { TEMPLATE_CATALOGUE } from './catalogue.ts';
import { loadTemplate } from './loadTemplate.ts';

/**
 * Every template's pins for the model, for the picker's previews, as they
 * load (each file is a small chunk of its own). A file that does not load
 * has no preview; choosing it still says why it cannot be placed.
 */
export function useTemplatePreviews(model: DeviceModel): ReadonlyMap<TemplateId, PinGrid> {
  // Kept with the model they were loaded for: another model's pins are never shown.
  const [previews, setPreviews] = useState<{ readonly model: DeviceModel; readonly grids: ReadonlyMap<TemplateId, PinGrid> }>({ model, grids: new Map() });
  useEffect(() => {
    let live = true;
    for (const { id } of TEMPLATE_CATALOGUE) {
      loadTemplate(id, model).then(
        (grid) => live && setPreviews((old) => ({ model, grids: new Map(old.model === model ? old.grids : []).set(id, grid) })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [model]);
  return previews.model === model ? previews.grids : NONE;
}

const NONE: ReadonlyMap<TemplateId, PinGrid> = new Map();
