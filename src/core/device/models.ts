// Display models: what a device name says about how to drive it (protocol
// notes §5, §4.4; Dot's Web SDK 3.0.1), and the layouts of the two models
// the product targets (spec §3, §9).

import { FEATURE, type BoardInfo, type FeatureName } from './boardInfo.ts';

export type SendType = 'ALL_LINE' | 'SINGLE_LINE' | 'ALL_PARTIAL' | 'SINGLE_PARTIAL';
export const SEND_TYPES: readonly SendType[] = ['ALL_LINE', 'SINGLE_LINE', 'ALL_PARTIAL', 'SINGLE_PARTIAL'];

/**
 * Dot's two firmware families. D2 boards need the host to refresh lines again
 * after a change (software refresh rounds); D3 boards refresh themselves.
 */
export type CellFamily = 'D2' | 'D3';

const D2_MODELS = ['KM2-300A', 'KM2-20', 'DotPad320A', 'DPK12A', 'DotPad832A', 'DMI32A'];
const D3_MODELS = ['KM3-12A', 'KM3-08A', 'KM3-20A', 'KM3-40A', 'DPK12B', 'DotPad320C', 'DotPad320X', 'DotPad768A', 'DotPad300A'];
/** The models Dot's SDK drives with one 0x0220 rectangle per change. */
const ALL_PARTIAL_MODELS = ['DotPad320C', 'DotPad320X', 'DotPad300A'];

/** Names may carry a serial suffix ("DotPad320A-1234"); match on the model prefix. */
function matches(name: string, models: readonly string[]): boolean {
  return models.some((model) => name === model || name.startsWith(`${model}-`) || name.startsWith(`${model} `));
}

/** D3 for the names Dot lists as D3; D2 otherwise (the SDK's default, and the safe one: it refreshes). */
export function cellFamilyOf(deviceName: string): CellFamily {
  if (matches(deviceName, D3_MODELS)) return 'D3';
  if (matches(deviceName, D2_MODELS)) return 'D2';
  return 'D2';
}

/** The send type Dot's SDK uses for a device name. */
export function sendTypeFor(deviceName: string): SendType {
  return matches(deviceName, ALL_PARTIAL_MODELS) ? 'ALL_PARTIAL' : 'SINGLE_LINE';
}

/** The lines the engine drives: line 0 is the braille text line (0 cells when there is none), 1..lines the graphic lines. */
export interface DisplayLayout {
  readonly textCells: number;
  readonly graphicLines: number;
  readonly cellsPerLine: number;
}

export function layoutOf(info: BoardInfo): DisplayLayout {
  return {
    textCells: info.features.has('TEXT') ? info.text.columns * Math.max(1, info.text.rows) : 0,
    graphicLines: info.features.has('GRAPHIC') ? info.graphic.rows : 0,
    cellsPerLine: info.features.has('GRAPHIC') ? info.graphic.columns : 0,
  };
}

export type VirtualModel = 320 | 768;

const features = (...names: FeatureName[]) => new Set<FeatureName>(names.filter((name) => name in FEATURE));

/**
 * The board information the virtual device answers. The 320's areas are
 * confirmed (notes §5); its refresh times are ours. Nothing public gives the
 * 768's board: 16 lines of 48 cells follow from its 96×64 pins, and we give it
 * no text line (the spec ignores text on 48-column devices).
 */
export const VIRTUAL_BOARDS: Readonly<Record<VirtualModel, { readonly name: string; readonly firmware: string; readonly hardware: number; readonly board: BoardInfo }>> = {
  320: {
    name: 'DotPad320A',
    firmware: '2.4.0   ',
    hardware: 1,
    board: {
      features: features('GRAPHIC', 'TEXT', 'PANNING_KEYS', 'FUNCTION_KEYS'),
      dotsPerCell: 8,
      pinPitch: 25,
      functionKeyCount: 4,
      text: { rows: 1, columns: 20, dividedLine: false, refreshTimeMs: 1000 },
      graphic: { rows: 10, columns: 30, dividedLine: false, refreshTimeMs: 2000 },
    },
  },
  768: {
    name: 'DotPad768A',
    firmware: '1.0.0   ',
    hardware: 1,
    board: {
      features: features('GRAPHIC', 'PANNING_KEYS', 'FUNCTION_KEYS'),
      dotsPerCell: 8,
      pinPitch: 25,
      functionKeyCount: 4,
      text: { rows: 0, columns: 0, dividedLine: false, refreshTimeMs: 0 },
      graphic: { rows: 16, columns: 48, dividedLine: false, refreshTimeMs: 3200 },
    },
  },
};

/**
 * Braille shown as graphics on the graphic area (spec §3, device types
 * table: "Line break" and "Line height"). Our reading: the line break is the
 * pin rows from the top of one braille line to the top of the next, and the
 * line height the same pitch in 4-pin cell rows — 6 pins = 1.5 cells on the
 * 320, 5 pins = 1.25 cells on the 768, so the two columns agree. Cells are 2
 * pins wide with 1 blank pin column between them, as BRLTTY and Dot's SDK
 * lay out multi-line text (notes §5).
 */
export interface BrailleLineSpacing {
  /** Pin rows from the top of one braille line to the top of the next. */
  readonly lineBreakPins: number;
  /** The same pitch in cell rows of 4 pins (the spec's "Line height"). */
  readonly lineHeightCells: number;
  /** Blank pin columns between two cells of a line. */
  readonly columnGapPins: number;
}

export const BRAILLE_LINE_SPACING: Readonly<Record<VirtualModel, BrailleLineSpacing>> = {
  320: { lineBreakPins: 6, lineHeightCells: 1.5, columnGapPins: 1 },
  768: { lineBreakPins: 5, lineHeightCells: 1.25, columnGapPins: 1 },
};

/** The spacing for a display: the 768's on a 48-cell graphic line, the 320's on any other (the spec names only these two). */
export function brailleLineSpacingOf(layout: Pick<DisplayLayout, 'cellsPerLine'>): BrailleLineSpacing {
  return BRAILLE_LINE_SPACING[layout.cellsPerLine === 48 ? 768 : 320];
}
