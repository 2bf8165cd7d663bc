import { describe, expect, it } from 'vitest';
import { BoardInfoError, DEFAULT_LINE_REQUEST_TIME_MS, encodeBoardInfo, lineRequestTimeMs, parseBoardInfo, type BoardInfo } from './boardInfo.ts';
import { VIRTUAL_BOARDS } from './models.ts';
import { hex } from './__fixtures__/bytes.ts';

// A 320's 12 bytes as §4.1 lays them out: graphic + text + panning + function keys,
// 8 dots, 2.5 mm, 4 function keys, text 1×20 (1 s), graphic 10×30 (2 s).
const BOARD_320 = hex('C6 01 19 04 01 14 00 0A 0A 1E 00 14');

describe('board information (protocol notes §4.1)', () => {
  it('reads every field', () => {
    const info = parseBoardInfo(BOARD_320);
    expect([...info.features].toSorted()).toEqual(['FUNCTION_KEYS', 'GRAPHIC', 'PANNING_KEYS', 'TEXT']);
    expect(info).toMatchObject({
      dotsPerCell: 8,
      pinPitch: 25,
      functionKeyCount: 4,
      text: { rows: 1, columns: 20, dividedLine: false, refreshTimeMs: 1000 },
      graphic: { rows: 10, columns: 30, dividedLine: false, refreshTimeMs: 2000 },
    });
  });

  it('reads each feature bit', () => {
    const bits = { GRAPHIC: 0x80, TEXT: 0x40, PERKINS_KEYS: 0x20, ROUTING_KEYS: 0x10, NAVIGATION_KEYS: 0x08, PANNING_KEYS: 0x04, FUNCTION_KEYS: 0x02 } as const;
    for (const [name, bit] of Object.entries(bits)) {
      const data = new Uint8Array(12);
      data[0] = bit;
      expect([...parseBoardInfo(data).features]).toEqual([name]);
    }
    // Bit 0 names nothing.
    expect(parseBoardInfo(Uint8Array.of(1, ...new Uint8Array(11))).features.size).toBe(0);
  });

  it('reads 6-dot cells and divided lines', () => {
    const info = parseBoardInfo(hex('80 00 19 00 00 00 01 00 0A 1E 01 14'));
    expect(info.dotsPerCell).toBe(6);
    expect(info.text.dividedLine).toBe(true);
    expect(info.graphic.dividedLine).toBe(true);
  });

  it('counts four function keys when the board has them but counts none (BRLTTY)', () => {
    expect(parseBoardInfo(hex('82 01 19 00 00 00 00 00 0A 1E 00 14')).functionKeyCount).toBe(4);
    expect(parseBoardInfo(hex('80 01 19 00 00 00 00 00 0A 1E 00 14')).functionKeyCount).toBe(0);
    expect(parseBoardInfo(hex('82 01 19 02 00 00 00 00 0A 1E 00 14')).functionKeyCount).toBe(2);
  });

  it('refuses fewer than 12 bytes', () => {
    expect(() => parseBoardInfo(BOARD_320.subarray(0, 11))).toThrow(BoardInfoError);
  });

  it('round-trips the bytes of a board, and each virtual board', () => {
    expect(encodeBoardInfo(parseBoardInfo(BOARD_320))).toEqual(BOARD_320);
    for (const { board } of Object.values(VIRTUAL_BOARDS)) {
      const bytes = encodeBoardInfo(board);
      expect(bytes).toHaveLength(12);
      expect(parseBoardInfo(bytes)).toEqual(board);
    }
  });

  it('sends refresh times in 100 ms units, at most 25.5 s', () => {
    const board: BoardInfo = { ...parseBoardInfo(BOARD_320), graphic: { rows: 10, columns: 30, dividedLine: false, refreshTimeMs: 99_999 } };
    expect(encodeBoardInfo(board)[11]).toBe(255);
    expect(encodeBoardInfo({ ...board, text: { ...board.text, refreshTimeMs: 1240 } })[7]).toBe(12);
  });
});

describe('lineRequestTimeMs', () => {
  const withGraphic = (rows: number, refreshTimeMs: number): BoardInfo => ({ ...parseBoardInfo(BOARD_320), graphic: { rows, columns: 30, dividedLine: false, refreshTimeMs } });

  it('is 600 ms when the board did not say', () => {
    expect(DEFAULT_LINE_REQUEST_TIME_MS).toBe(600);
    expect(lineRequestTimeMs(undefined)).toBe(600);
    expect(lineRequestTimeMs(withGraphic(0, 2000))).toBe(600);
    expect(lineRequestTimeMs(withGraphic(10, 0))).toBe(600);
  });

  it('is three times one line’s share of the refresh time, at least 300 ms', () => {
    expect(lineRequestTimeMs(VIRTUAL_BOARDS[320].board)).toBeGreaterThanOrEqual(300);
    expect(lineRequestTimeMs(VIRTUAL_BOARDS[320].board)).toBe(600);
    expect(lineRequestTimeMs(withGraphic(10, 5000))).toBe(1500);
    expect(lineRequestTimeMs(withGraphic(16, 3300))).toBe(3 * 206);
    expect(lineRequestTimeMs(withGraphic(10, 500))).toBe(300);
  });
});
