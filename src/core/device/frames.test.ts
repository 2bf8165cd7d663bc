import { describe, expect, it } from 'vitest';
import { COMMAND } from './commands.ts';
import { framePackets, fullRefreshPackets, rectCells, wholeFrame, type CellRect } from './frames.ts';
import { SEND_TYPES, VIRTUAL_BOARDS, layoutOf, type DisplayLayout } from './models.ts';
import { encodePacket, type Packet } from './packet.ts';
import { readDisplayWrite } from './requests.ts';

const LAYOUT_320 = layoutOf(VIRTUAL_BOARDS[320].board);
const LAYOUT_768 = layoutOf(VIRTUAL_BOARDS[768].board);
const frameOf = (layout: DisplayLayout) => Uint8Array.from({ length: layout.graphicLines * layout.cellsPerLine }, (_, i) => (i * 7 + 3) & 0xff);
const RECT: CellRect = { firstLine: 2, lastLine: 4, startCell: 5, endCell: 9 };

/** What a device shows after these packets, starting blank: read back through readDisplayWrite. */
function shown(packets: readonly Packet[], layout: DisplayLayout): Uint8Array {
  const out = new Uint8Array(layout.graphicLines * layout.cellsPerLine);
  for (const p of packets) {
    const write = readDisplayWrite(p, layout.cellsPerLine);
    write.rows.forEach((row, i) => out.set(row, (write.lineId - 1 + i) * layout.cellsPerLine + write.startCell));
  }
  return out;
}

/** The frame with only `rect` kept, the rest blank. */
function only(frame: Uint8Array, layout: DisplayLayout, rect: CellRect): Uint8Array {
  const out = new Uint8Array(frame.length);
  for (let line = rect.firstLine; line <= rect.lastLine; line++) {
    for (let cell = rect.startCell; cell < rect.endCell; cell++) {
      const at = (line - 1) * layout.cellsPerLine + cell;
      out[at] = frame[at] ?? 0;
    }
  }
  return out;
}

describe('framePackets', () => {
  const frame = frameOf(LAYOUT_320);

  it('ALL_LINE: one 0x0200 packet to line 1 with every line from cell 0', () => {
    const packets = framePackets(frame, LAYOUT_320, RECT, 'ALL_LINE');
    expect(packets).toHaveLength(1);
    expect(packets[0]).toMatchObject({ lineId: 1, command: COMMAND.DISPLAY_LINE, seq: 0 });
    expect(packets[0]?.data).toEqual(Uint8Array.of(0, ...frame));
    expect(shown(packets, LAYOUT_320)).toEqual(frame);
  });

  it('SINGLE_LINE: a 0x0200 packet per line with its run', () => {
    const packets = framePackets(frame, LAYOUT_320, RECT, 'SINGLE_LINE');
    expect(packets.map((p) => [p.lineId, p.command])).toEqual([
      [2, COMMAND.DISPLAY_LINE],
      [3, COMMAND.DISPLAY_LINE],
      [4, COMMAND.DISPLAY_LINE],
    ]);
    expect(packets[1]?.data).toEqual(Uint8Array.of(5, ...frame.subarray(65, 69)));
    expect(shown(packets, LAYOUT_320)).toEqual(only(frame, LAYOUT_320, RECT));
  });

  it('ALL_PARTIAL: one 0x0220 rectangle from the first line', () => {
    const packets = framePackets(frame, LAYOUT_320, RECT, 'ALL_PARTIAL');
    expect(packets).toHaveLength(1);
    expect(packets[0]).toMatchObject({ lineId: 2, command: COMMAND.DISPLAY_PARTIAL });
    expect(packets[0]?.data).toEqual(Uint8Array.of(5, 9, ...frame.subarray(35, 39), ...frame.subarray(65, 69), ...frame.subarray(95, 99)));
    expect(shown(packets, LAYOUT_320)).toEqual(only(frame, LAYOUT_320, RECT));
  });

  it('SINGLE_PARTIAL: a 0x0220 rectangle per line', () => {
    const packets = framePackets(frame, LAYOUT_320, RECT, 'SINGLE_PARTIAL');
    expect(packets.map((p) => [p.lineId, p.command])).toEqual([
      [2, COMMAND.DISPLAY_PARTIAL],
      [3, COMMAND.DISPLAY_PARTIAL],
      [4, COMMAND.DISPLAY_PARTIAL],
    ]);
    expect(packets[2]?.data).toEqual(Uint8Array.of(5, 9, ...frame.subarray(95, 99)));
    expect(shown(packets, LAYOUT_320)).toEqual(only(frame, LAYOUT_320, RECT));
  });

  it.each(SEND_TYPES)('%s: a full refresh writes the whole frame on both models, within the packet size limit', (sendType) => {
    for (const layout of [LAYOUT_320, LAYOUT_768]) {
      const whole = frameOf(layout);
      const packets = fullRefreshPackets(whole, layout, sendType);
      expect(shown(packets, layout)).toEqual(whole);
      for (const p of packets) expect(() => encodePacket(p)).not.toThrow();
    }
  });

  it('cuts a rectangle out of a frame row-major', () => {
    expect(rectCells(frame, LAYOUT_320, { firstLine: 10, lastLine: 10, startCell: 28, endCell: 30 })).toEqual(frame.subarray(298, 300));
    expect(rectCells(frame, LAYOUT_320, wholeFrame(LAYOUT_320))).toEqual(frame);
    expect(wholeFrame(LAYOUT_768)).toEqual({ firstLine: 1, lastLine: 16, startCell: 0, endCell: 48 });
  });
});
