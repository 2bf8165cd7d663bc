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
  const [previews, setPreviews] = useState<ReadonlyMap<TemplateId, PinGrid>>(new Map());
  useEffect(() => {
    let live = true;
    setPreviews(new Map());
    for (const { id } of TEMPLATE_CATALOGUE) {
      loadTemplate(id, model).then(
        (grid) => live && setPreviews((old) => new Map(old).set(id, grid)),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [model]);
  return previews;
}
