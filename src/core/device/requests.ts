// Packets the host sends (protocol notes §3, §4.4, §4.6), and the reading of
// the display payloads, which the virtual device and the CLI decoder share.

import { COMMAND } from './commands.ts';
import { packet, modeOf, type DisplayMode, type Packet } from './packet.ts';

export const firmwareRequest = (): Packet => packet(COMMAND.FIRMWARE_REQUEST);
export const hardwareVersionRequest = (): Packet => packet(COMMAND.HARDWARE_REQUEST);
export const deviceNameRequest = (): Packet => packet(COMMAND.NAME_REQUEST);
export const boardInfoRequest = (): Packet => packet(COMMAND.BOARD_REQUEST);

/** 0x0200: `cells` shown on line `lineId` from `startCell` (0-based) on. */
export function displayLineRequest(lineId: number, startCell: number, cells: ArrayLike<number>, mode: DisplayMode = 'graphic'): Packet {
  return packet(COMMAND.DISPLAY_LINE, { lineId, mode, data: [startCell, ...Array.from(cells)] });
}

/**
 * 0x0220: a rectangle of cells [startCell, endCell) on lines lineId.. — the
 * cells row-major; the device works out how many lines from the length.
 */
export function displayPartialRequest(lineId: number, startCell: number, endCell: number, cells: ArrayLike<number>, mode: DisplayMode = 'graphic'): Packet {
  return packet(COMMAND.DISPLAY_PARTIAL, { lineId, mode, data: [startCell, endCell, ...Array.from(cells)] });
}

export interface VibratorPulse {
  readonly onMs: number;
  readonly offMs: number;
}

export const VIBRATOR_MAX_PULSES = 5;
const VIBRATOR_UNIT_MS = 10;
const VIBRATOR_MAX_UNITS = 32767;

/** 0x0530: 1 to 5 pulses, times in 10 ms units, big-endian; no off time after the last pulse. */
export function vibratorRequest(pulses: readonly VibratorPulse[]): Packet {
  const used = pulses.slice(0, VIBRATOR_MAX_PULSES);
  if (used.length === 0) throw new RangeError('A vibration needs at least one pulse.');
  const units = (ms: number) => Math.min(VIBRATOR_MAX_UNITS, Math.max(0, Math.round(ms / VIBRATOR_UNIT_MS)));
  const data: number[] = [];
  used.forEach((pulse, i) => {
    const on = units(pulse.onMs);
    data.push(on >> 8, on & 0xff);
    if (i < used.length - 1) {
      const off = units(pulse.offMs);
      data.push(off >> 8, off & 0xff);
    }
  });
  return packet(COMMAND.VIBRATOR, { data });
}

/** Dot's SDK default: two pulses of 70 ms with 50 ms between. */
export const DEFAULT_VIBRATION: readonly VibratorPulse[] = [
  { onMs: 70, offMs: 50 },
  { onMs: 70, offMs: 50 },
];

/** A display packet read back: where its cells go. */
export interface DisplayWrite {
  readonly lineId: number;
  readonly mode: DisplayMode;
  readonly startCell: number;
  /** Cells per line in this write (a 0x0200 line carries one run; a 0x0220 rectangle may span lines). */
  readonly width: number;
  /** One array of cell bytes per line, starting at lineId. */
  readonly rows: readonly Uint8Array[];
}

export class DisplayPayloadError extends RangeError {
  readonly code = 'BAD_DISPLAY_PAYLOAD';
}

/**
 * The cells of a 0x0200 or 0x0220 packet. `cellsPerLine` is the graphic line
 * width: a 0x0200 packet to line 1 longer than one line (Dot's ALL_LINE) runs
 * on into the following lines.
 */
export function readDisplayWrite(p: Packet, cellsPerLine: number): DisplayWrite {
  const mode = modeOf(p);
  if (p.command === COMMAND.DISPLAY_LINE) {
    if (p.data.length < 1) throw new DisplayPayloadError('A display line packet needs a start cell.');
    const startCell = p.data[0] ?? 0;
    const cells = p.data.subarray(1);
    if (p.lineId === 0 || startCell + cells.length <= cellsPerLine) {
      return { lineId: p.lineId, mode, startCell, width: cells.length, rows: [cells] };
    }
    if (startCell !== 0 || cells.length % cellsPerLine !== 0) {
      throw new DisplayPayloadError(`${cells.length} cells from cell ${startCell} do not fill whole lines of ${cellsPerLine}.`);
    }
    const rows: Uint8Array[] = [];
    for (let at = 0; at < cells.length; at += cellsPerLine) rows.push(cells.subarray(at, at + cellsPerLine));
    return { lineId: p.lineId, mode, startCell: 0, width: cellsPerLine, rows };
  }
  if (p.command === COMMAND.DISPLAY_PARTIAL) {
    if (p.data.length < 2) throw new DisplayPayloadError('A partial display packet needs a start and an end cell.');
    const startCell = p.data[0] ?? 0;
    const endCell = p.data[1] ?? 0;
    const width = endCell - startCell;
    const cells = p.data.subarray(2);
    if (width <= 0 || cells.length === 0 || cells.length % width !== 0) {
      throw new DisplayPayloadError(`${cells.length} cells do not fill lines of cells ${startCell}..${endCell}.`);
    }
    const rows: Uint8Array[] = [];
    for (let at = 0; at < cells.length; at += width) rows.push(cells.subarray(at, at + width));
    return { lineId: p.lineId, mode, startCell, width, rows };
  }
  throw new DisplayPayloadError(`Command 0x${p.command.toString(16)} is not a display command.`);
}
