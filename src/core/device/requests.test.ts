import { describe, expect, it } from 'vitest';
import { COMMAND } from './commands.ts';
import { encodePacket, packet } from './packet.ts';
import {
  DEFAULT_VIBRATION,
  DisplayPayloadError,
  VIBRATOR_MAX_PULSES,
  displayLineRequest,
  displayPartialRequest,
  readDisplayWrite,
  vibratorRequest,
} from './requests.ts';
import { toHex } from './__fixtures__/bytes.ts';

const cells = (count: number, from = 1) => Uint8Array.from({ length: count }, (_, i) => (from + i) & 0xff);

describe('vibratorRequest (protocol notes §4.6)', () => {
  it('sends on and off times in 10 ms units, big-endian, with no off time after the last pulse', () => {
    expect(toHex(vibratorRequest(DEFAULT_VIBRATION).data)).toBe('00 07 00 05 00 07');
    expect(toHex(vibratorRequest([{ onMs: 3000, offMs: 1000 }]).data)).toBe('01 2C');
    expect(toHex(vibratorRequest([{ onMs: 100, offMs: 2560 }, { onMs: 20, offMs: 0 }]).data)).toBe('00 0A 01 00 00 02');
  });

  it('keeps at most five pulses and clamps times to 0..32767 units', () => {
    const many = Array.from({ length: 8 }, () => ({ onMs: 10, offMs: 10 }));
    expect(vibratorRequest(many).data).toHaveLength(VIBRATOR_MAX_PULSES * 4 - 2);
    expect(toHex(vibratorRequest([{ onMs: 1e9, offMs: 0 }, { onMs: -50, offMs: 0 }]).data)).toBe('7F FF 00 00 00 00');
  });

  it('refuses a vibration without pulses', () => {
    expect(() => vibratorRequest([])).toThrow(RangeError);
  });

  it('goes to dest 0 with seq 0', () => {
    const p = vibratorRequest(DEFAULT_VIBRATION);
    expect([p.lineId, p.command, p.seq]).toEqual([0, COMMAND.VIBRATOR, 0]);
  });
});

describe('readDisplayWrite', () => {
  it('reads a run on one line', () => {
    expect(readDisplayWrite(displayLineRequest(4, 7, cells(5)), 30)).toEqual({ lineId: 4, mode: 'graphic', startCell: 7, width: 5, rows: [cells(5)] });
  });

  it('reads the text line in text mode, whatever its length', () => {
    expect(readDisplayWrite(displayLineRequest(0, 0, cells(40), 'text'), 30)).toEqual({ lineId: 0, mode: 'text', startCell: 0, width: 40, rows: [cells(40)] });
  });

  it('runs a line packet longer than a line on into the following lines (ALL_LINE)', () => {
    const frame = cells(300);
    const write = readDisplayWrite(displayLineRequest(1, 0, frame), 30);
    expect(write.rows).toHaveLength(10);
    expect(write.width).toBe(30);
    expect(write.rows[9]).toEqual(frame.subarray(270, 300));
    expect(readDisplayWrite(displayLineRequest(3, 0, cells(60)), 30).rows).toEqual([cells(30), cells(30, 31)]);
  });

  it('refuses a line packet that runs past a line without filling whole lines from cell 0', () => {
    expect(() => readDisplayWrite(displayLineRequest(1, 5, cells(30)), 30)).toThrow(DisplayPayloadError);
    expect(() => readDisplayWrite(displayLineRequest(1, 0, cells(45)), 30)).toThrow(DisplayPayloadError);
    expect(() => readDisplayWrite(packet(COMMAND.DISPLAY_LINE, { lineId: 1 }), 30)).toThrow(DisplayPayloadError);
  });

  it('reads a partial rectangle row-major, a line per width', () => {
    const write = readDisplayWrite(displayPartialRequest(2, 4, 7, cells(9), 'text'), 30);
    expect(write).toEqual({ lineId: 2, mode: 'text', startCell: 4, width: 3, rows: [cells(3), cells(3, 4), cells(3, 7)] });
  });

  it('refuses a partial packet whose cells do not fill its width', () => {
    for (const p of [
      displayPartialRequest(1, 4, 7, cells(4)),
      displayPartialRequest(1, 4, 4, cells(3)),
      displayPartialRequest(1, 7, 4, cells(3)),
      displayPartialRequest(1, 4, 7, []),
      packet(COMMAND.DISPLAY_PARTIAL, { lineId: 1, data: [4] }),
    ]) {
      expect(() => readDisplayWrite(p, 30), toHex(encodePacket(p))).toThrow(DisplayPayloadError);
    }
  });

  it('refuses a packet that is not a display packet', () => {
    expect(() => readDisplayWrite(packet(COMMAND.VIBRATOR, { data: [0, 7] }), 30)).toThrow(DisplayPayloadError);
  });
});
