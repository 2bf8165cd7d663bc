// The templates the Canvas ships (spec §2 "template" tool): which exist, how
// each is drawn for each display model, and whether it fills the page or is
// a figure placed at the point chosen. The web lists them with their names
// (features/canvas/templates/catalogue.ts) and loads the files that
// scripts/canvas-templates.ts writes from these generators.

import type { DtmsDocument } from '../../dtms/index.ts';
import type { DeviceModel, PinGrid } from '../../pins/index.ts';
import { arrow, brailleCell, circle, heart, square, star, triangle } from './figures.ts';
import { barChartAxes, cellGrid, clockFace, coordinateAxes, graphPaper, numberLine, ruler, table } from './pageTemplates.ts';

export const TEMPLATE_IDS = [
  'square',
  'circle',
  'triangle',
  'arrow',
  'star',
  'heart',
  'braille-cell',
  'grid',
  'graph-paper',
  'axes',
  'number-line',
  'ruler',
  'clock',
  'table',
  'bar-chart',
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** Both models, so every template exists for every display. */
export const TEMPLATE_MODELS: readonly DeviceModel[] = [320, 768];

export interface TemplateDefinition {
  readonly id: TemplateId;
  /** Fills the page and is placed at its top-left corner; otherwise a figure placed with its top-left corner at the point chosen. */
  readonly fullPage: boolean;
  /** The template's pins on a page of the model. */
  readonly draw: (model: DeviceModel) => PinGrid;
}

const figure = (id: TemplateId, draw: TemplateDefinition['draw']): TemplateDefinition => ({ id, fullPage: false, draw });
const page = (id: TemplateId, draw: TemplateDefinition['draw']): TemplateDefinition => ({ id, fullPage: true, draw });

export const TEMPLATES: Readonly<Record<TemplateId, TemplateDefinition>> = {
  square: figure('square', square),
  circle: figure('circle', circle),
  triangle: figure('triangle', triangle),
  arrow: figure('arrow', arrow),
  star: figure('star', star),
  heart: figure('heart', heart),
  'braille-cell': figure('braille-cell', brailleCell),
  grid: page('grid', cellGrid),
  'graph-paper': page('graph-paper', graphPaper),
  axes: page('axes', coordinateAxes),
  'number-line': page('number-line', numberLine),
  ruler: page('ruler', ruler),
  clock: page('clock', clockFace),
  table: page('table', table),
  'bar-chart': page('bar-chart', barChartAxes),
};

/** The shipped file's name, e.g. `number-line-768.dtms`. */
export function templateFileName(id: TemplateId, model: DeviceModel): string {
  return `${id}-${model}.dtms`;
}

/** The one-page DTMS document a template ships as: its pins, no braille text. */
export function templateDocument(id: TemplateId, model: DeviceModel): DtmsDocument {
  return {
    title: id,
    lang: 'english',
    langOption: '1',
    model,
    items: [{ page: 1, title: id, graphic: { name: '1.dtm', grid: TEMPLATES[id].draw(model) }, text: { name: '1.txt', cells: new Uint8Array(0), plain: '' } }],
  };
}
