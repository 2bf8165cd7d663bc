// Finding braille in a plain grid of pins. A page keeps no record of what
// was typed as braille, so the tactile rules guess it from the shape: small
// pieces (each fits one 2×4 cell) lined up in a row no taller than a cell,
// whose pins all fall on the two pin columns of cells spaced 3 or 4 pins
// apart (the Canvas's text box and multi-braille tools place cells with a
// 1-pin gap). A group needs two cells or more: a lone dot is as much noise
// as a letter. A row of three or more identical cells is a dotted or dashed
// line, not a label. The guess misses braille whose cells touch (gap 0);
// those pages are treated as graphics and the single-pin rule leaves their
// letters alone by its own test (see strayPins.ts), except on a page that
// is all braille on the device's own cell lines (a BRF opened in the Canvas,
// the Book's display page): isDeviceTextPage.

import type { PinArea } from '../finding.ts';
import type { Component, ComponentMap, Pin } from './components.ts';
import {
  CELL_PITCHES,
  CELL_WIDTH,
  DEVICE_LINE_HEIGHT,
  MAX_BRAILLE_RUN,
  MAX_CELL_HEIGHT,
  MAX_GAP_IN_LABEL,
  MIN_CELL_HEIGHT,
  MIN_LATTICE_SHARE,
  MIN_TEXT_PAGE_PIECES,
} from './measures.ts';

export interface BrailleLabel {
  /** The pieces that are its cells' dots. */
  readonly components: readonly Component[];
  readonly pins: readonly Pin[];
  /** Pins from one cell's left column to the next one's. */
  readonly pitch: number;
  /**
   * The cells' area, first cell to last, the height of a cell (3, or 4 when
   * dots reach a fourth row). May reach past the page when a cell is cut.
   */
  readonly area: PinArea;
}

/** Whether a piece fits one braille cell. */
export function isCellSized(component: Component): boolean {
  return component.box.width <= CELL_WIDTH && component.box.height <= MAX_CELL_HEIGHT;
}

interface Group {
  members: Component[];
  top: number;
  bottom: number;
  right: number;
}

/** Cell-sized pieces gathered into rows: close across, and together no taller than a cell. */
function groupRows(candidates: readonly Component[]): Group[] {
  const sorted = [...candidates].sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y);
  const groups: Group[] = [];
  for (const component of sorted) {
    const { x, y, width, height } = component.box;
    const bottom = y + height - 1;
    const fits = groups.filter(
      (group) => Math.max(group.bottom, bottom) - Math.min(group.top, y) + 1 <= MAX_CELL_HEIGHT && x - group.right - 1 <= MAX_GAP_IN_LABEL,
    );
    // Of the rows it could join, the one it overlaps most (then the nearest).
    const overlap = (group: Group) => Math.min(group.bottom, bottom) - Math.max(group.top, y);
    const group = fits.sort((a, b) => overlap(b) - overlap(a) || b.right - a.right)[0];
    if (group === undefined) {
      groups.push({ members: [component], top: y, bottom, right: x + width - 1 });
      continue;
    }
    group.members.push(component);
    group.top = Math.min(group.top, y);
    group.bottom = Math.max(group.bottom, bottom);
    group.right = Math.max(group.right, x + width - 1);
  }
  return groups;
}

/** The cell (by index on the lattice) holding every pin of the piece, or undefined when its pins leave the cells' two columns. */
function cellOf(component: Component, pitch: number, offset: number): number | undefined {
  let cell: number | undefined;
  for (const [x] of component.pins) {
    const from = x - offset;
    const index = Math.floor(from / pitch);
    if (from - index * pitch >= CELL_WIDTH) return undefined;
    if (cell !== undefined && cell !== index) return undefined;
    cell = index;
  }
  return cell;
}

interface Fit {
  readonly pitch: number;
  readonly offset: number;
  readonly cells: ReadonlyMap<number, Component[]>;
  readonly pins: number;
}

function fitLattice(members: readonly Component[], pitch: number, offset: number): Fit {
  const cells = new Map<number, Component[]>();
  let pins = 0;
  for (const component of members) {
    const cell = cellOf(component, pitch, offset);
    if (cell === undefined) continue;
    cells.set(cell, [...(cells.get(cell) ?? []), component]);
    pins += component.pins.length;
  }
  return { pitch, offset, cells, pins };
}

/** Cells cut by the page's left or right side under this lattice: counted to prefer a lattice that keeps cells whole. */
function cutCells(fit: Fit, pageWidth: number): number {
  let cut = 0;
  for (const index of fit.cells.keys()) {
    const left = fit.offset + index * fit.pitch;
    if (left < 0 || left + CELL_WIDTH > pageWidth) cut++;
  }
  return cut;
}

/** Pins from the first cell's left column to the last cell's right one. */
function spanOf(fit: Fit): number {
  if (fit.cells.size === 0) return 0;
  const indexes = [...fit.cells.keys()];
  return (Math.max(...indexes) - Math.min(...indexes)) * fit.pitch + CELL_WIDTH;
}

/** Whether rank `a` comes before rank `b`, compared entry by entry. */
function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** The pattern of a cell's dots, relative to its left column and the row's top. */
function cellPattern(components: readonly Component[], left: number, top: number): string {
  return components
    .flatMap((component) => component.pins.map(([x, y]) => `${x - left},${y - top}`))
    .sort()
    .join(' ');
}

function isRepeatedPattern(fit: Fit, top: number): boolean {
  if (fit.cells.size < 3) return false;
  const patterns = new Set([...fit.cells].map(([index, components]) => cellPattern(components, fit.offset + index * fit.pitch, top)));
  return patterns.size === 1;
}

/** The columns the fit's cells cover, first cell's left column to last cell's right one. */
function columnsOf(fit: Fit): { left: number; right: number } {
  const indexes = [...fit.cells.keys()];
  return { left: fit.offset + Math.min(...indexes) * fit.pitch, right: fit.offset + Math.max(...indexes) * fit.pitch + CELL_WIDTH - 1 };
}

function labelOf(group: Group, pageWidth: number): BrailleLabel | undefined {
  const total = group.members.reduce((sum, component) => sum + component.pins.length, 0);
  // The lattice that holds the most pins; of equals, the one cutting fewest cells at the page's sides, then the
  // narrowest, then the closer pitch.
  const rank = (fit: Fit) => [-fit.pins, cutCells(fit, pageWidth), spanOf(fit), fit.pitch];
  const fits = CELL_PITCHES.flatMap((pitch) => Array.from({ length: pitch }, (_, offset) => fitLattice(group.members, pitch, offset)));
  const best = fits.reduce((kept, fit) => (isBetter(rank(fit), rank(kept)) ? fit : kept));
  if (best.cells.size < 2 || best.pins < total * MIN_LATTICE_SHARE) return undefined;
  const components = [...best.cells.values()].flat();
  const pins = components.flatMap((component) => component.pins);
  const top = Math.min(...pins.map(([, y]) => y));
  const bottom = Math.max(...pins.map(([, y]) => y));
  if (isRepeatedPattern(best, top)) return undefined;
  // When every cell's dots are in one column ("a b", "k l"), a lattice a pin to either side fits as well: the
  // area is only what all of them agree on, so a line a clear pin from the dots is never said to crowd them.
  const equals = fits.filter((fit) => !isBetter(rank(best), rank(fit)));
  const left = Math.max(...equals.map((fit) => columnsOf(fit).left));
  const right = Math.min(...equals.map((fit) => columnsOf(fit).right));
  return {
    components,
    pins,
    pitch: best.pitch,
    area: { x: left, y: top, width: right - left + 1, height: Math.max(MIN_CELL_HEIGHT, bottom - top + 1) },
  };
}

/** The braille labels the page's pieces look like, left to right within each row of text. */
export function findBrailleLabels(map: ComponentMap, pageWidth: number): BrailleLabel[] {
  const groups = groupRows(map.components.filter(isCellSized));
  return groups.flatMap((group) => labelOf(group, pageWidth) ?? []);
}

/** The longest run of raised pins side by side in one row of the piece. */
function longestRun(component: Component): number {
  let longest = 0;
  let run = 0;
  let previous: Pin | undefined;
  for (const pin of component.pins) {
    run = previous !== undefined && previous[1] === pin[1] && previous[0] === pin[0] - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = pin;
  }
  return longest;
}

/**
 * A page of braille on the device's own cell lines (touching 2×4 cells, line
 * k on rows 4k to 4k+3): every piece stays within one line, and none holds a
 * straight run longer than three touching cells' worth (a drawn line
 * would). Such a page is text, all of it: no graphics for the rules to weigh
 * the braille against. A handful of pieces is not enough to say so.
 */
export function isDeviceTextPage(map: ComponentMap): boolean {
  const { components } = map;
  if (components.length < MIN_TEXT_PAGE_PIECES) return false;
  return components.every(
    (component) =>
      Math.floor(component.box.y / DEVICE_LINE_HEIGHT) === Math.floor((component.box.y + component.box.height - 1) / DEVICE_LINE_HEIGHT) &&
      longestRun(component) <= MAX_BRAILLE_RUN,
  );
}
