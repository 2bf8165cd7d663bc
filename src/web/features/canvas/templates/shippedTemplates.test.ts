import { describe, expect, it } from 'vitest';
import { TEMPLATES, TEMPLATE_IDS, TEMPLATE_MODELS, templateDocument, templateFileName } from '../../../../core/canvas/index.ts';
import { equalGrids } from '../../../../core/pins/index.ts';
import { parseDtms, serialiseDtms } from '../../../../core/dtms/index.ts';
import { TEMPLATE_CATALOGUE } from './catalogue.ts';
import { loadTemplate } from './loadTemplate.ts';

// The files as the app loads them: the same glob, read at once.
const shipped = import.meta.glob<string>('./*.dtms', { query: '?raw', import: 'default', eager: true });

describe('the shipped templates', () => {
  it('are exactly the generators\' files, one per template and model (run scripts/canvas-templates.ts after changing a template)', () => {
    const expected = TEMPLATE_IDS.flatMap((id) => TEMPLATE_MODELS.map((model) => `./${templateFileName(id, model)}`)).sort();
    expect(Object.keys(shipped).sort()).toEqual(expected);
    for (const id of TEMPLATE_IDS) {
      for (const model of TEMPLATE_MODELS) {
        expect(shipped[`./${templateFileName(id, model)}`], templateFileName(id, model)).toBe(serialiseDtms(templateDocument(id, model)));
      }
    }
  });

  it('read as one page of the model with the template\'s pins', async () => {
    for (const id of TEMPLATE_IDS) {
      for (const model of TEMPLATE_MODELS) {
        const file = parseDtms(shipped[`./${templateFileName(id, model)}`] ?? '');
        expect(file.model).toBe(model);
        expect(file.items).toHaveLength(1);
        expect(equalGrids(await loadTemplate(id, model), TEMPLATES[id].draw(model))).toBe(true);
      }
    }
  });

  it('are all in the catalogue, in order, each named and described', () => {
    expect(TEMPLATE_CATALOGUE.map((entry) => entry.id)).toEqual([...TEMPLATE_IDS]);
    expect(new Set(TEMPLATE_CATALOGUE.map((entry) => entry.label.id)).size).toBe(TEMPLATE_IDS.length);
    expect(TEMPLATE_CATALOGUE.every((entry) => entry.description.id !== entry.label.id)).toBe(true);
    expect(TEMPLATE_CATALOGUE.filter((entry) => entry.fullPage).map((entry) => entry.id)).toEqual(['grid', 'graph-paper', 'axes', 'number-line', 'ruler', 'clock', 'table', 'bar-chart']);
  });
});
