// DTM ("Dot Tactile Map"), the binary single-picture file (notes §8.1): a
// 30-byte header, then one byte per cell in pin order. Only the 320 layout is
// seen in a real file (Dot's sample.dtm, 330 bytes); the 768 layout is our
// inference: the same header followed by 768 cell bytes (see docs/formats.md).

import { DEVICE_MODELS, type DeviceModel, type PinGrid } from '../pins/index.ts';
import { cellCount, cellsToGrid, geometryOf, gridToCells } from './cells.ts';
import { DtmsFormatError } from './errors.ts';

/** ASCII `_dtm_`. */
const MAGIC = [0x5f, 0x64, 0x74, 0x6d, 0x5f] as const;
export const DTM_HEADER_LENGTH = 30;

/**
 * Header bytes 5 and 6. The sample has 20 and 15, which looks like the
 * KM2-300A layout (20 lines × 15 cells, the same 300 bytes); nobody documents
 * them, and the iOS SDK ignores the header altogether, so we keep what we read
 * and write the sample's values for the 320. For the 768 we write its lines
 * and cells per line, a guess with nothing to check it against.
 */
const DEFAULT_LAYOUT_BYTES: Readonly<Record<DeviceModel, readonly [number, number]>> = {
  320: [20, 15],
  768: [DEVICE_MODELS[768].lines, DEVICE_MODELS[768].cellsPerLine],
};

const MODELS = Object.keys(DEVICE_MODELS).map(Number) as DeviceModel[];

export interface DtmFile {
  readonly model: DeviceModel;
  readonly grid: PinGrid;
  /** Header bytes 5 and 6, kept so a file can be written back unchanged. */
  readonly layoutBytes: readonly [number, number];
}

export function dtmLength(model: DeviceModel): number {
  return DTM_HEADER_LENGTH + cellCount(geometryOf(model));
}

/** Reads a DTM file. The length decides the model; the header bytes 7–29, zero in the sample, are not checked. */
export function readDtm(bytes: Uint8Array): DtmFile {
  if (bytes.length < MAGIC.length || MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new DtmsFormatError('BAD_MAGIC', 'The file does not start with "_dtm_".');
  }
  const model = MODELS.find((candidate) => dtmLength(candidate) === bytes.length);
  if (model === undefined) {
    const sizes = MODELS.map(dtmLength).join(' or ');
    throw new DtmsFormatError('BAD_LENGTH', `A DTM file is ${sizes} bytes, not ${bytes.length}.`);
  }
  const grid = cellsToGrid(bytes.subarray(DTM_HEADER_LENGTH), geometryOf(model));
  return { model, grid, layoutBytes: [bytes[5] ?? 0, bytes[6] ?? 0] };
}

export interface WriteDtmOptions {
  /** Header bytes 5 and 6; by default the values described at DEFAULT_LAYOUT_BYTES. */
  readonly layoutBytes?: readonly [number, number];
}

/** Writes a grid of either model's size as a DTM file; other sizes are a GRID_SIZE error. */
export function writeDtm(grid: PinGrid, options: WriteDtmOptions = {}): Uint8Array {
  const model = MODELS.find((candidate) => DEVICE_MODELS[candidate].width === grid.width && DEVICE_MODELS[candidate].height === grid.height);
  if (model === undefined) {
    throw new DtmsFormatError('GRID_SIZE', `No display is ${grid.width}×${grid.height} pins.`);
  }
  const [byte5, byte6] = options.layoutBytes ?? DEFAULT_LAYOUT_BYTES[model];
  const bytes = new Uint8Array(dtmLength(model));
  bytes.set(MAGIC, 0);
  bytes[5] = byte5;
  bytes[6] = byte6;
  bytes.set(gridToCells(grid, geometryOf(model)), DTM_HEADER_LENGTH);
  return bytes;
}
