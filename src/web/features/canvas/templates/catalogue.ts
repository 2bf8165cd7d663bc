// The templates the Canvas offers, in the order the picker lists them, each
// with its name and a sentence saying what it is. What they are and whether
// they fill the page is core's (core/canvas/templates); the pins are in the
// shipped .dtms files beside this one.

import { TEMPLATES, TEMPLATE_IDS, type TemplateId } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { templateMessages as m } from './messages.ts';

export interface TemplateEntry {
  readonly id: TemplateId;
  readonly label: Message;
  readonly description: Message;
  /** Fills the page and is placed at (0, 0); otherwise placed with its top-left corner at the point chosen. */
  readonly fullPage: boolean;
}

const TEXTS: Readonly<Record<TemplateId, readonly [Message, Message]>> = {
  square: [m.square, m.squareAbout],
  circle: [m.circle, m.circleAbout],
  triangle: [m.triangle, m.triangleAbout],
  arrow: [m.arrow, m.arrowAbout],
  star: [m.star, m.starAbout],
  heart: [m.heart, m.heartAbout],
  'braille-cell': [m.brailleCell, m.brailleCellAbout],
  grid: [m.grid, m.gridAbout],
  'graph-paper': [m.graphPaper, m.graphPaperAbout],
  axes: [m.axes, m.axesAbout],
  'number-line': [m.numberLine, m.numberLineAbout],
  ruler: [m.ruler, m.rulerAbout],
  clock: [m.clock, m.clockAbout],
  table: [m.table, m.tableAbout],
  'bar-chart': [m.barChart, m.barChartAbout],
};

export const TEMPLATE_CATALOGUE: readonly TemplateEntry[] = TEMPLATE_IDS.map((id) => {
  const [label, description] = TEXTS[id];
  return { id, label, description, fullPage: TEMPLATES[id].fullPage };
});
