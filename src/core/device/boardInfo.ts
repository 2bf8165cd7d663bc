// Board information (RSP 0x0111, protocol notes §4.1): what the display has
// (graphic area, text line, keys), its cell size and how long it takes to
// refresh. The engine sizes its lines and its ACK wait from it.

export const FEATURE = {
  GRAPHIC: 0x80,
  TEXT: 0x40,
  PERKINS_KEYS: 0x20,
  ROUTING_KEYS: 0x10,
  NAVIGATION_KEYS: 0x08,
  PANNING_KEYS: 0x04,
  FUNCTION_KEYS: 0x02,
} as const;

export type FeatureName = keyof typeof FEATURE;

export interface DisplayArea {
  readonly rows: number;
  readonly columns: number;
  readonly dividedLine: boolean;
  /** Time to refresh the whole area, in ms (the board sends units of 100 ms). */
  readonly refreshTimeMs: number;
}

export interface BoardInfo {
  readonly features: ReadonlySet<FeatureName>;
  readonly dotsPerCell: 6 | 8;
  /** Distance between pins in units of 0.1 mm. */
  readonly pinPitch: number;
  readonly functionKeyCount: number;
  readonly text: DisplayArea;
  readonly graphic: DisplayArea;
}

export const BOARD_INFO_LENGTH = 12;

export class BoardInfoError extends RangeError {
  readonly code = 'BAD_BOARD_INFO';
}

function area(bytes: Uint8Array, at: number): DisplayArea {
  return {
    rows: bytes[at] ?? 0,
    columns: bytes[at + 1] ?? 0,
    dividedLine: (bytes[at + 2] ?? 0) === 1,
    refreshTimeMs: (bytes[at + 3] ?? 0) * 100,
  };
}

export function parseBoardInfo(data: Uint8Array): BoardInfo {
  if (data.length < BOARD_INFO_LENGTH) throw new BoardInfoError(`Board information needs ${BOARD_INFO_LENGTH} bytes, got ${data.length}.`);
  const flags = data[0] ?? 0;
  const features = new Set((Object.keys(FEATURE) as FeatureName[]).filter((name) => flags & FEATURE[name]));
  // BRLTTY's rule: a board that has function keys but counts none has four.
  const counted = data[3] ?? 0;
  return {
    features,
    dotsPerCell: data[1] === 1 ? 8 : 6,
    pinPitch: data[2] ?? 0,
    functionKeyCount: counted === 0 && features.has('FUNCTION_KEYS') ? 4 : counted,
    text: area(data, 4),
    graphic: area(data, 8),
  };
}

export function encodeBoardInfo(info: BoardInfo): Uint8Array {
  let flags = 0;
  for (const name of info.features) flags |= FEATURE[name];
  const areaBytes = (a: DisplayArea) => [a.rows, a.columns, a.dividedLine ? 1 : 0, Math.min(255, Math.round(a.refreshTimeMs / 100))];
  return Uint8Array.from([flags, info.dotsPerCell === 8 ? 1 : 0, info.pinPitch, info.functionKeyCount, ...areaBytes(info.text), ...areaBytes(info.graphic)]);
}

/** Spec §9: the ACK wait before board information is known. */
export const DEFAULT_LINE_REQUEST_TIME_MS = 600;
const MIN_LINE_REQUEST_TIME_MS = 300;

/**
 * How long to wait for a line's ACK (notes §4.1, Dot's Web SDK 3.0.1): three
 * times one line's share of the graphic refresh time, at least 300 ms; 600 ms
 * when the board did not say.
 */
export function lineRequestTimeMs(info: BoardInfo | undefined): number {
  if (!info || info.graphic.rows === 0 || info.graphic.refreshTimeMs === 0) return DEFAULT_LINE_REQUEST_TIME_MS;
  return Math.max(MIN_LINE_REQUEST_TIME_MS, 3 * Math.floor(info.graphic.refreshTimeMs / info.graphic.rows));
}
