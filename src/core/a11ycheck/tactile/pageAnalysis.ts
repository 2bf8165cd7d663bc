// What the tactile rules read from a page, worked out once: its pieces, the
// braille labels among them, and a way to build a finding at a place.

import type { PinGrid } from '../../pins/index.ts';
import type { Finding, Fix, PinArea, Severity, TactileRuleId } from '../finding.ts';
import { findingKey } from '../findingKey.ts';
import type { Message } from '../../messages/index.ts';
import { findBrailleLabels, isDeviceTextPage, type BrailleLabel } from './brailleDetection.ts';
import { findComponents, type ComponentMap } from './components.ts';

export interface PageAnalysis {
  /** The page's index, from 0. */
  readonly page: number;
  readonly grid: PinGrid;
  readonly map: ComponentMap;
  readonly labels: readonly BrailleLabel[];
  /** Ids of the pieces that are braille. */
  readonly braille: ReadonlySet<number>;
}

export function analysePage(grid: PinGrid, page: number): PageAnalysis {
  const map = findComponents(grid);
  // A page of braille text on the device's lines is braille throughout; its labels are not needed.
  if (isDeviceTextPage(map)) return { page, grid, map, labels: [], braille: new Set(map.components.map((component) => component.id)) };
  const labels = findBrailleLabels(map, grid.width);
  const braille = new Set(labels.flatMap((label) => label.components.map((component) => component.id)));
  return { page, grid, map, labels, braille };
}

/** The component id at a pin, -1 for a lowered pin or one off the page. */
export function componentIdAt(analysis: PageAnalysis, x: number, y: number): number {
  const { width, height } = analysis.grid;
  if (x < 0 || y < 0 || x >= width || y >= height) return -1;
  return analysis.map.componentAt[y * width + x] ?? -1;
}

/** The part of `area` on the page. */
export function clipToPage(area: PinArea, grid: PinGrid): PinArea {
  const left = Math.max(0, area.x);
  const top = Math.max(0, area.y);
  const right = Math.min(grid.width, area.x + area.width);
  const bottom = Math.min(grid.height, area.y + area.height);
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

export function growArea(area: PinArea, by: number): PinArea {
  return { x: area.x - by, y: area.y - by, width: area.width + 2 * by, height: area.height + 2 * by };
}

/**
 * A finding at an area of a page. Its key is the rule, the page and the
 * area, so "ignore this one" holds while the pins there stay as they are.
 */
export function pageFinding(
  rule: TactileRuleId,
  severity: Severity,
  page: number,
  area: PinArea,
  message: Message,
  values: Readonly<Record<string, string | number>>,
  fix?: Fix,
): Finding {
  const key = findingKey(rule, `${page}:${area.x},${area.y},${area.width},${area.height}`);
  const finding: Finding = { rule, severity, location: { kind: 'page', page, area }, key, message: { message, values: { page: page + 1, ...values } } };
  return fix === undefined ? finding : { ...finding, fix };
}

/** The place values of a message: the area's top-left pin, counted from 1. */
export function placeOf(area: PinArea): { column: number; row: number } {
  return { column: area.x + 1, row: area.y + 1 };
}
