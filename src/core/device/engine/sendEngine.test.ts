import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { COMMAND, type DisplayResponseName } from '../commands.ts';
import { decodeDeviceMessage, displayDone, displayResponse } from '../deviceMessages.ts';
import { DeviceError } from '../errors.ts';
import type { DisplayLayout, SendType, CellFamily } from '../models.ts';
import { encodePacket, type Packet } from '../packet.ts';
import { readPackets } from '../packetParser.ts';
import { readDisplayWrite } from '../requests.ts';
import { createSendEngine } from './sendEngine.ts';
import { MAX_RESENDS, SEND_RETRY_DELAY_MS, type RefreshType, type SendEngineEvent } from './types.ts';

const L320: DisplayLayout = { textCells: 20, graphicLines: 10, cellsPerLine: 30 };
const L768: DisplayLayout = { textCells: 0, graphicLines: 16, cellsPerLine: 48 };

/** What the scripted device does with the next display packet. */
type Answer = DisplayResponseName | 'DROP' | 'REJECT';

/**
 * The engine against a scripted device: every packet is recorded; the device
 * answers each one 1 ms later with the next scripted answer (ACK when the
 * script is empty), through real bytes and the packet reader.
 */
function rig(options: { layout?: DisplayLayout; sendType?: SendType; family?: CellFamily; refreshType?: RefreshType; lineRequestTimeMs?: number } = {}) {
  const clock = createManualClock();
  const layout = options.layout ?? L320;
  const sent: { at: number; packet: Packet }[] = [];
  const events: (SendEngineEvent & { at: number })[] = [];
  const script: Answer[] = [];
  const engine = createSendEngine({
    layout,
    sendType: options.sendType ?? 'SINGLE_LINE',
    family: options.family ?? 'D3',
    ...(options.refreshType ? { refreshType: options.refreshType } : {}),
    ...(options.lineRequestTimeMs ? { lineRequestTimeMs: options.lineRequestTimeMs } : {}),
    clock,
    send(packet) {
      sent.push({ at: clock.now(), packet });
      const answer = script.shift() ?? 'ACK';
      if (answer === 'REJECT') return Promise.reject(new Error('link gone'));
      if (answer !== 'DROP') {
        const partial = packet.command === COMMAND.DISPLAY_PARTIAL;
        clock.schedule(1, () => {
          for (const reply of [displayResponse(packet.lineId, partial, answer), displayDone(packet.lineId, partial)]) {
            for (const item of readPackets(encodePacket(reply))) if (item.ok) engine.receive(decodeDeviceMessage(item.packet));
          }
        });
      }
      return Promise.resolve();
    },
    onEvent: (event) => events.push({ ...event, at: clock.now() }),
  });
  const writes = () => sent.map(({ packet }) => readDisplayWrite(packet, layout.cellsPerLine));
  const frame = (fill: (cell: number) => number = () => 0) => Uint8Array.from({ length: layout.graphicLines * layout.cellsPerLine }, (_, i) => fill(i));
  const hexOf = (cells: Uint8Array) => [...cells].map((b) => b.toString(16).padStart(2, '0')).join('');
  const settle = async () => {
    await clock.runAll();
  };
  return { clock, engine, sent, events, script, writes, frame, hexOf, settle, layout };
}

const eventsOf = <T extends SendEngineEvent['type']>(events: readonly SendEngineEvent[], type: T) =>
  events.filter((event): event is Extract<SendEngineEvent, { type: T }> => event.type === type);

describe('send engine: what is sent', () => {
  it('sends a first frame whole, one 0x0200 packet a line, and believes the device shows it', async () => {
    const r = rig();
    const frame = r.frame((i) => (i * 7) & 0xff);
    r.engine.displayGraphic(r.hexOf(frame).toUpperCase());
    expect(r.sent).toHaveLength(0); // queued, sent from the clock
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.command)).toEqual(new Array<number>(10).fill(COMMAND.DISPLAY_LINE));
    const writes = r.writes();
    writes.forEach((write, i) => {
      expect(write.lineId).toBe(i + 1);
      expect(write.mode).toBe('graphic');
      expect(write.startCell).toBe(0);
      expect([...(write.rows[0] ?? [])]).toEqual([...frame.subarray(i * 30, i * 30 + 30)]);
    });
    expect(r.engine.shown.graphic).toEqual(frame);
    expect(eventsOf(r.events, 'acknowledged').map((e) => e.lineId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.events.at(-1)?.type).toBe('idle');
    expect(r.engine.busy).toBe(false);
  });

  it('sends only the changed run of a changed line, and nothing when nothing changed', async () => {
    const r = rig();
    const frame = r.frame();
    r.engine.displayGraphicCells(frame);
    await r.settle();
    r.sent.length = 0;

    r.engine.displayGraphicCells(frame.slice());
    await r.settle();
    expect(r.sent).toHaveLength(0);

    const next = frame.slice();
    next[2 * 30 + 5] = 0xff;
    next[2 * 30 + 9] = 0x0f;
    r.engine.displayGraphicCells(next);
    await r.settle();
    expect(r.writes()).toEqual([{ lineId: 3, mode: 'graphic', startCell: 5, width: 5, rows: [Uint8Array.from([0xff, 0, 0, 0, 0x0f])] }]);
    expect(r.sent[0] && encodePacket(r.sent[0].packet).length).toBe(9 + 1 + 5);
  });

  it('merges two changes of a line still waiting into one contiguous run', async () => {
    const r = rig();
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.sent.length = 0;
    r.engine.displayLine(4, 2, 'aa');
    r.engine.displayLine(4, 20, 'bbcc');
    await r.settle();
    // (Refresh is D2-only; this rig is D3, so only the change goes out.)
    const writes = r.writes();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.lineId).toBe(4);
    expect(writes[0]?.startCell).toBe(2);
    expect(writes[0]?.width).toBe(20);
    expect(writes[0]?.rows[0]?.[0]).toBe(0xaa);
    expect(writes[0]?.rows[0]?.[18]).toBe(0xbb);
    expect(writes[0]?.rows[0]?.[19]).toBe(0xcc);
  });

  it('keeps one packet in flight and takes new input from line 0 down', async () => {
    const r = rig();
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.sent.length = 0;
    const a = r.frame();
    a[4 * 30] = 1; // line 5
    a[7 * 30] = 1; // line 8
    r.engine.displayGraphicCells(a);
    await r.clock.advance(0);
    expect(r.sent.map(({ packet }) => packet.lineId)).toEqual([5]);
    const b = a.slice();
    b[0] = 2; // line 1, while line 5 is in flight
    r.engine.displayGraphicCells(b);
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.lineId)).toEqual([5, 1, 8]);
  });

  it('ALL_LINE: one 0x0200 packet to line 1 with every graphic line from cell 0', async () => {
    const r = rig({ sendType: 'ALL_LINE' });
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.sent.length = 0;
    const next = r.frame();
    next[3 * 30 + 4] = 0x11;
    r.engine.displayGraphicCells(next);
    await r.settle();
    expect(r.sent).toHaveLength(1);
    const write = r.writes()[0];
    expect(r.sent[0]?.packet.command).toBe(COMMAND.DISPLAY_LINE);
    expect(write?.lineId).toBe(1);
    expect(write?.startCell).toBe(0);
    expect(write?.rows).toHaveLength(10);
    expect(write?.rows[3]?.[4]).toBe(0x11);
    expect(eventsOf(r.events, 'acknowledged').slice(-10).map((e) => e.lineId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('ALL_PARTIAL: one 0x0220 rectangle over the changed lines and cells', async () => {
    const r = rig({ sendType: 'ALL_PARTIAL' });
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    expect(r.sent).toHaveLength(1); // the first frame is one rectangle too
    r.sent.length = 0;
    const next = r.frame();
    next[2 * 30 + 10] = 0x01; // line 3, cell 10
    next[5 * 30 + 3] = 0x02; // line 6, cell 3
    next[5 * 30 + 12] = 0x03; // line 6, cell 12
    r.engine.displayGraphicCells(next);
    await r.settle();
    expect(r.sent).toHaveLength(1);
    expect(r.sent[0]?.packet.command).toBe(COMMAND.DISPLAY_PARTIAL);
    const write = r.writes()[0];
    expect(write?.lineId).toBe(3);
    expect(write?.startCell).toBe(3);
    expect(write?.width).toBe(10);
    expect(write?.rows.map((row) => [...row])).toEqual([
      [0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
      new Array<number>(10).fill(0),
      new Array<number>(10).fill(0),
      [2, 0, 0, 0, 0, 0, 0, 0, 0, 3],
    ]);
  });

  it('SINGLE_PARTIAL: one 0x0220 packet per changed line with its run', async () => {
    const r = rig({ sendType: 'SINGLE_PARTIAL' });
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.sent.length = 0;
    const next = r.frame();
    next[0 * 30 + 1] = 0x01;
    next[9 * 30 + 29] = 0x02;
    r.engine.displayGraphicCells(next);
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.command)).toEqual([COMMAND.DISPLAY_PARTIAL, COMMAND.DISPLAY_PARTIAL]);
    expect(r.writes().map(({ lineId, startCell, width }) => ({ lineId, startCell, width }))).toEqual([
      { lineId: 1, startCell: 1, width: 1 },
      { lineId: 10, startCell: 29, width: 1 },
    ]);
  });

  it('sends the text line whole from cell 0 as a graphic-mode 0x0200 in pin order, whatever the send type', async () => {
    const r = rig({ sendType: 'ALL_PARTIAL' });
    // "dot": ⠙ ⠕ ⠞ = 0x19 0x15 0x1E in braille order → 0x31 0x25 0x36 in pin order.
    expect(r.engine.displayText(Uint8Array.from([0x19, 0x15, 0x1e]))).toBe(true);
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.command)).toEqual([COMMAND.DISPLAY_LINE]);
    expect(r.sent[0]?.packet.seq).toBe(0);
    const write = r.writes()[0];
    expect(write?.lineId).toBe(0);
    expect(write?.startCell).toBe(0);
    expect([...(write?.rows[0] ?? [])]).toEqual([0x31, 0x25, 0x36, ...new Array<number>(17).fill(0)]);
    expect([...r.engine.shown.text.subarray(0, 3)]).toEqual([0x31, 0x25, 0x36]);
  });

  it('shows the last text page for a page past the end', async () => {
    const r = rig();
    const text = Uint8Array.from({ length: 25 }, (_, i) => i + 1);
    r.engine.displayText(text, 7);
    await r.settle();
    // Page 1 (the last) starts with cell 21 = 0x15, dots 1 3 5, which is 0x25 in pin order.
    expect(r.engine.shown.text[0]).toBe(0x25);
    expect([...r.engine.shown.text.subarray(5)]).toEqual(new Array<number>(15).fill(0));
  });

  it('reset forgets the display: the same frame is sent again', async () => {
    const r = rig();
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.engine.reset();
    r.sent.length = 0;
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    expect(r.sent).toHaveLength(10);
  });

  it('resendAll sends every line again whole, the text line first, with what the device was last sent', async () => {
    const r = rig();
    r.engine.displayText(Uint8Array.from([1, 2]));
    r.engine.displayGraphicCells(r.frame((i) => (i === 45 ? 0xff : 0)));
    await r.settle();
    // Unchanged input sends nothing: this is what resendAll is for.
    r.engine.displayGraphicCells(r.frame((i) => (i === 45 ? 0xff : 0)));
    await r.settle();
    r.sent.length = 0;
    r.engine.displayGraphicCells(r.frame((i) => (i === 45 ? 0xff : 0)));
    await r.settle();
    expect(r.sent).toHaveLength(0);
    r.engine.resendAll();
    await r.settle();
    const writes = r.writes();
    expect(writes.map((write) => write.lineId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes.every((write) => write.startCell === 0)).toBe(true);
    expect(writes.slice(1).every((write) => write.width === 30)).toBe(true);
    expect([...(writes[2]?.rows[0] ?? [])][15]).toBe(0xff);
    expect(r.engine.shown.graphic[45]).toBe(0xff);
    // The lines are known again: an unchanged frame afterwards sends nothing.
    r.sent.length = 0;
    r.engine.displayGraphicCells(r.frame((i) => (i === 45 ? 0xff : 0)));
    await r.settle();
    expect(r.sent).toHaveLength(0);
  });

  it('resendAll on a display without a text line sends only the graphic lines, and nothing once disposed', async () => {
    const r = rig({ layout: L768 });
    r.engine.resendAll();
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.lineId)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    r.sent.length = 0;
    r.engine.dispose();
    r.engine.resendAll();
    await r.settle();
    expect(r.sent).toHaveLength(0);
  });

  it('clear lowers every line, the text line too', async () => {
    const r = rig();
    r.engine.clear();
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.lineId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    r.sent.length = 0;
    r.engine.clear();
    await r.settle();
    expect(r.sent).toHaveLength(0);
  });
});

describe('send engine: validation', () => {
  it('rejects graphic hex of the wrong length with BAD_DOT_DATA and sends nothing', async () => {
    const r = rig();
    const error = (() => {
      try {
        r.engine.displayGraphic('00'.repeat(299));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DeviceError);
    expect((error as DeviceError).code).toBe('BAD_DOT_DATA');
    expect((error as DeviceError).messageRef.values).toEqual({ expected: 600, actual: 598 });
    await r.settle();
    expect(r.sent).toHaveLength(0);
    expect(r.engine.busy).toBe(false);
  });

  it('rejects non-hex characters and wrong cell counts', () => {
    const r = rig({ layout: L768 });
    expect(() => r.engine.displayGraphic('zz'.repeat(768))).toThrow(expect.objectContaining({ code: 'BAD_DOT_DATA' }));
    expect(() => r.engine.displayGraphicCells(new Uint8Array(300))).toThrow(
      expect.objectContaining({ code: 'BAD_DOT_DATA', messageRef: expect.objectContaining({ values: { expected: 1536, actual: 600 } }) }),
    );
    expect(() => r.engine.displayLine(2, 40, '00'.repeat(9))).toThrow(expect.objectContaining({ code: 'BAD_DOT_DATA' }));
    expect(() => r.engine.displayLine(17, 0, '00')).toThrow(RangeError);
    expect(() => r.engine.displayLine(0, 0, '00')).toThrow(RangeError); // the 768 has no text line
  });

  it('ignores text on a 48-column device, a device without a text line, and empty text', async () => {
    expect(rig({ layout: L768 }).engine.displayText(Uint8Array.from([1]))).toBe(false);
    expect(rig({ layout: { textCells: 20, graphicLines: 16, cellsPerLine: 48 } }).engine.displayText(Uint8Array.from([1]))).toBe(false);
    const r = rig();
    expect(r.engine.displayText(new Uint8Array(0))).toBe(false);
    await r.settle();
    expect(r.sent).toHaveLength(0);
  });
});

describe('send engine: resends and give-ups', () => {
  it('resends an unanswered line every line request time, three times, then gives up and moves on', async () => {
    const r = rig();
    r.script.push('DROP', 'DROP', 'DROP', 'DROP');
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    const line1 = r.sent.filter(({ packet }) => packet.lineId === 1);
    expect(line1.map(({ at }) => at)).toEqual([0, 600, 1200, 1800]);
    expect(eventsOf(r.events, 'sent').filter((e) => e.lineId === 1).map((e) => e.attempt)).toEqual([0, 1, 2, 3]);
    const gaveUp = eventsOf(r.events, 'gaveUp');
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]?.lineId).toBe(1);
    expect(gaveUp[0]?.error.code).toBe('LINE_GIVEN_UP');
    expect(gaveUp[0]?.error.messageRef.values).toEqual({ line: 1 });
    expect(r.events.find((e) => e.type === 'gaveUp')?.at).toBe(2400);
    expect(r.sent.find(({ packet }) => packet.lineId === 2)?.at).toBe(2400);
    expect(r.sent).toHaveLength(4 + 9);
    expect(r.engine.busy).toBe(false);
    await expect(r.engine.whenIdle()).resolves.toBeUndefined();
  });

  it('does not give up while answers come, only after MAX_RESENDS unanswered resends', async () => {
    const r = rig();
    r.script.push('DROP', 'DROP', 'DROP'); // the third resend is answered
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    expect(MAX_RESENDS).toBe(3);
    expect(eventsOf(r.events, 'gaveUp')).toHaveLength(0);
    expect(r.sent).toHaveLength(3 + 10);
  });

  it('a line given up is sent whole with the next change, since the device may not show it', async () => {
    const r = rig();
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.script.push('DROP', 'DROP', 'DROP', 'DROP');
    r.engine.displayLine(3, 10, 'ff');
    await r.settle();
    r.sent.length = 0;
    r.engine.displayLine(3, 12, 'ff');
    await r.settle();
    expect(r.writes().map(({ lineId, startCell, width }) => ({ lineId, startCell, width }))).toEqual([{ lineId: 3, startCell: 0, width: 30 }]);
  });

  it('waits the line request time per line for an ALL_* packet', async () => {
    const r = rig({ sendType: 'ALL_LINE', lineRequestTimeMs: 400 });
    r.script.push('DROP');
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    expect(r.sent.map(({ at }) => at)).toEqual([0, 4000]);
  });

  it.each(['NACK', 'WAIT', 'CHECKSUM_ERROR'] as const)('%s: reports the refusal and resends after 1 s', async (answer) => {
    const r = rig();
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.sent.length = 0;
    r.script.push(answer);
    const t0 = r.clock.now();
    r.engine.displayLine(2, 0, '01');
    await r.clock.advance(1); // sent at 0, refused at 1
    expect(eventsOf(r.events, 'refused')).toEqual([expect.objectContaining({ lineId: 2, response: answer })]);
    await r.clock.advance(SEND_RETRY_DELAY_MS - 1);
    expect(r.sent).toHaveLength(1);
    await r.clock.advance(1);
    expect(r.sent.map(({ at }) => at - t0)).toEqual([0, 1 + SEND_RETRY_DELAY_MS]);
    expect(eventsOf(r.events, 'sent').at(-1)?.attempt).toBe(1);
    await r.settle();
    expect(eventsOf(r.events, 'acknowledged').at(-1)?.lineId).toBe(2);
  });

  it('counts refusals as resends: four NACKs give the line up', async () => {
    const r = rig();
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    r.sent.length = 0;
    r.script.push('NACK', 'WAIT', 'NACK', 'CHECKSUM_ERROR');
    r.engine.displayLine(6, 3, '0102');
    await r.settle();
    expect(r.sent).toHaveLength(4);
    expect(eventsOf(r.events, 'refused').map((e) => e.response)).toEqual(['NACK', 'WAIT', 'NACK', 'CHECKSUM_ERROR']);
    expect(eventsOf(r.events, 'gaveUp').map((e) => e.lineId)).toEqual([6]);
    expect(r.engine.busy).toBe(false);
  });

  it('retries a rejected write after 1 s', async () => {
    const r = rig();
    r.script.push('REJECT', 'REJECT');
    r.engine.displayText(Uint8Array.from([1]));
    await r.settle();
    expect(r.sent.map(({ at }) => at)).toEqual([0, 1000, 2000]);
    expect(eventsOf(r.events, 'acknowledged').map((e) => e.lineId)).toEqual([0]);
  });

  it('gives up on a link that stays gone, without hanging', async () => {
    const r = rig();
    r.script.push(...new Array<'REJECT'>(40).fill('REJECT'));
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    expect(eventsOf(r.events, 'gaveUp')).toHaveLength(10);
    expect(r.engine.busy).toBe(false);
  });

  it('ignores answers for other lines and done notifications', async () => {
    const r = rig();
    r.script.push('DROP');
    r.engine.displayLine(5, 0, '01');
    await r.clock.advance(10);
    r.engine.receive({ type: 'displayResponse', lineId: 4, partial: false, mode: 'graphic', response: 'ACK', code: 0 });
    r.engine.receive({ type: 'displayDone', lineId: 5, partial: false });
    expect(eventsOf(r.events, 'acknowledged')).toHaveLength(0);
    r.engine.receive({ type: 'displayResponse', lineId: 5, partial: false, mode: 'graphic', response: 'ACK', code: 0 });
    expect(eventsOf(r.events, 'acknowledged').map((e) => e.lineId)).toEqual([5]);
  });
});

describe('send engine: refresh rounds (D2)', () => {
  it('GRAPHIC: 500 ms after the change, lines 1–3 three times, then 4–10 three times, whole from cell 0', async () => {
    const r = rig({ family: 'D2' });
    r.engine.displayGraphicCells(r.frame((i) => i & 0xff));
    await r.clock.advance(100);
    const changeDone = r.sent.length;
    expect(changeDone).toBe(10);
    await r.settle();
    const rounds = eventsOf(r.events, 'refreshRound');
    expect(rounds.map((e) => e.lines)).toEqual([[1, 2, 3], [1, 2, 3], [1, 2, 3], [4, 5, 6, 7, 8, 9, 10], [4, 5, 6, 7, 8, 9, 10], [4, 5, 6, 7, 8, 9, 10]]);
    const firstRound = r.events.find((e) => e.type === 'refreshRound');
    const lastAck = r.events.filter((e) => e.type === 'acknowledged')[9];
    expect(firstRound && lastAck && firstRound.at - lastAck.at).toBe(500);
    const refreshes = eventsOf(r.events, 'sent').filter((e) => e.refresh);
    expect(refreshes).toHaveLength(9 + 21);
    const refreshWrites = r.writes().slice(changeDone);
    expect(refreshWrites.every((w) => w.startCell === 0 && w.width === 30)).toBe(true);
    expect(r.events.at(-1)?.type).toBe('idle');
    expect(r.engine.busy).toBe(false);
  });

  it('drops the rest of the rounds when a refresh goes unanswered', async () => {
    const r = rig({ family: 'D2' });
    r.engine.displayText(Uint8Array.from([1]));
    await r.clock.advance(100);
    r.script.push('DROP', 'DROP', 'DROP', 'DROP');
    await r.settle();
    expect(eventsOf(r.events, 'refreshRound')).toHaveLength(1);
    expect(eventsOf(r.events, 'gaveUp').map((e) => e.lineId)).toEqual([0]);
    expect(r.sent).toHaveLength(1 + 4);
    expect(r.engine.busy).toBe(false);
  });

  it('does not refresh D3 boards', async () => {
    const r = rig({ family: 'D3' });
    r.engine.displayGraphicCells(r.frame());
    await r.settle();
    expect(eventsOf(r.events, 'refreshRound')).toHaveLength(0);
    expect(r.sent).toHaveLength(10);
  });

  it('TEXT: line 0 three times, 1500 ms apart', async () => {
    const r = rig({ family: 'D2' });
    r.engine.displayText(Uint8Array.from([0x01]));
    await r.settle();
    expect(r.sent.map(({ packet }) => packet.lineId)).toEqual([0, 0, 0, 0]);
    expect(r.sent.map(({ at }) => at)).toEqual([0, 1501, 3002, 4503]);
  });

  it('LIVE: only the touched line, with its run', async () => {
    const r = rig({ family: 'D2', refreshType: 'C' });
    r.engine.displayLine(7, 4, 'f0f1');
    await r.settle();
    const writes = r.writes();
    // first write: the line was unknown, so all of it; the refreshes: the live run
    expect(writes.map(({ lineId, startCell, width }) => ({ lineId, startCell, width }))).toEqual([
      { lineId: 7, startCell: 0, width: 30 },
      { lineId: 7, startCell: 4, width: 2 },
      { lineId: 7, startCell: 4, width: 2 },
      { lineId: 7, startCell: 4, width: 2 },
    ]);
  });

  it('type A refreshes every line; graphic plus text merge to ALL (type C) which refreshes lines 0–3 and 4–10', async () => {
    const a = rig({ family: 'D2', refreshType: 'A' });
    a.engine.displayLine(2, 0, '01');
    await a.settle();
    expect(eventsOf(a.events, 'refreshRound').map((e) => e.lines.length)).toEqual([11, 11, 11]);

    const c = rig({ family: 'D2' });
    c.engine.displayGraphicCells(c.frame());
    c.engine.displayText(Uint8Array.from([1]));
    await c.settle();
    expect(eventsOf(c.events, 'refreshRound').map((e) => e.lines[0])).toEqual([0, 0, 0, 4, 4, 4]);
  });

  it('new input cancels the refresh rounds still to come', async () => {
    const r = rig({ family: 'D2' });
    r.engine.displayGraphicCells(r.frame());
    await r.clock.advance(100);
    await r.clock.advance(500); // first round starts
    expect(eventsOf(r.events, 'refreshRound')).toHaveLength(1);
    r.engine.displayLine(9, 0, 'ff');
    await r.settle();
    // The new change, then the whole graphic plan again from round 0.
    const rounds = eventsOf(r.events, 'refreshRound').map((e) => e.round);
    expect(rounds).toEqual([0, 0, 1, 2, 3, 4, 5]);
    expect(r.engine.busy).toBe(false);
  });
});

describe('send engine: life cycle', () => {
  it('whenIdle waits for the queue and the refresh; busy says so', async () => {
    const r = rig({ family: 'D2' });
    let idle = false;
    r.engine.displayGraphicCells(r.frame());
    void r.engine.whenIdle().then(() => (idle = true));
    expect(r.engine.busy).toBe(true);
    await r.clock.advance(200);
    expect(idle).toBe(false); // change through, refresh to come
    await r.settle();
    expect(idle).toBe(true);
  });

  it('dispose cancels timers, stops sending and releases whenIdle', async () => {
    const r = rig();
    r.script.push('DROP');
    r.engine.displayGraphicCells(r.frame());
    await r.clock.advance(10);
    const idle = r.engine.whenIdle();
    r.engine.dispose();
    await expect(idle).resolves.toBeUndefined();
    await r.settle();
    expect(r.sent).toHaveLength(1);
    expect(r.clock.pendingTasks).toBe(0);
    r.engine.displayLine(1, 0, '01');
    expect(r.engine.displayText(Uint8Array.from([1]))).toBe(false);
    await r.settle();
    expect(r.sent).toHaveLength(1);
  });
});
