// Boards for devices that do not answer the board information request
// (protocol notes §5): Dot's SDK knows three models by name and asks the
// others; without an answer we take the virtual model the name suggests.

import type { BoardInfo, FeatureName } from '../boardInfo.ts';
import { VIRTUAL_BOARDS } from '../models.ts';

const area = (rows: number, columns: number) => ({ rows, columns, dividedLine: false, refreshTimeMs: 0 });

function board(features: FeatureName[], text: { rows: number; columns: number }, graphic: { rows: number; columns: number }): BoardInfo {
  return {
    features: new Set(features),
    dotsPerCell: 8,
    pinPitch: 0,
    functionKeyCount: 0,
    text: area(text.rows, text.columns),
    graphic: area(graphic.rows, graphic.columns),
  };
}

const KNOWN: readonly { readonly model: string; readonly board: BoardInfo }[] = [
  { model: 'KM2-300A', board: board(['GRAPHIC'], { rows: 0, columns: 0 }, { rows: 20, columns: 15 }) },
  { model: 'KM2-20', board: board(['TEXT'], { rows: 1, columns: 20 }, { rows: 0, columns: 0 }) },
  { model: 'KM3-20A', board: board(['TEXT'], { rows: 1, columns: 20 }, { rows: 0, columns: 0 }) },
];

/** The board to assume for a device name when the device did not describe itself. */
export function fallbackBoard(deviceName: string): BoardInfo {
  const known = KNOWN.find(({ model }) => deviceName === model || deviceName.startsWith(`${model}-`) || deviceName.startsWith(`${model} `));
  if (known) return known.board;
  return deviceName.includes('768') ? VIRTUAL_BOARDS[768].board : VIRTUAL_BOARDS[320].board;
}
