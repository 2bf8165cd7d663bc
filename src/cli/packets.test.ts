import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COMMAND,
  SEND_TYPES,
  VIRTUAL_BOARDS,
  boardInfoResponse,
  deviceNameResponse,
  displayResponse,
  encodeBoardInfo,
  encodeKeys,
  encodePacket,
  firmwareResponse,
  hardwareVersionResponse,
  packet,
  readDisplayWrite,
  readPackets,
} from '../core/device/index.ts';
import { geometryOf, gridToCells, parseDtms, readDtm, serialiseDtms } from '../core/dtms/index.ts';
import { editGrid, gridForModel } from '../core/pins/index.ts';
import { runCli } from './cli.ts';
import { EXIT } from './command.ts';
import { singlePageDtms } from './files.ts';

const SAMPLES = fileURLToPath(new URL('../../../shared/fixtures/dot/', import.meta.url));
const SAMPLE_DTMS = join(SAMPLES, 'sample-320.dtms');

async function tactile(args: string[], input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => input });
  return { code, out: out.join(''), err: err.join(''), lines: out.join('').split('\n').filter((line) => line !== '') };
}

/** Hex as the notes print it, read back independently of the command's own parser. */
const bytesOf = (hex: string) => Uint8Array.from(hex.trim().split(/\s+/), (pair) => Number.parseInt(pair, 16));
const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
const repeat = (byte: string, count: number) => Array.from({ length: count }, () => byte).join(' ');

// Protocol notes §9, each with the line decode prints for it.
const WORKED: readonly (readonly [string, string])[] = [
  ['AA 55 00 05 00 00 00 00 A5', '0x0000 FIRMWARE_REQUEST line 0 graphic data none checksum ok'],
  ['AA 55 00 05 00 00 10 00 B5', '0x0010 HARDWARE_REQUEST line 0 graphic data none checksum ok'],
  ['AA 55 00 05 00 01 00 00 A4', '0x0100 NAME_REQUEST line 0 graphic data none checksum ok'],
  ['AA 55 00 05 00 01 10 00 B4', '0x0110 BOARD_REQUEST line 0 graphic data none checksum ok'],
  [`AA 55 00 24 01 02 00 00 00 ${repeat('00', 30)} A6`, `0x0200 DISPLAY_LINE line 1 graphic data 00 ${repeat('00', 30)} checksum ok; from cell 0, 30 cells`],
  [`AA 55 00 24 01 02 00 00 00 ${repeat('FF', 30)} A6`, `0x0200 DISPLAY_LINE line 1 graphic data 00 ${repeat('FF', 30)} checksum ok; from cell 0, 30 cells`],
  ['AA 55 00 09 00 02 00 80 00 19 15 1E 35', '0x0200 DISPLAY_LINE line 0 text data 00 19 15 1E checksum ok; from cell 0, 3 cells'],
  ['AA 55 00 0B 03 02 20 00 05 09 C0 FC CF 0C 77', '0x0220 DISPLAY_PARTIAL line 3 graphic data 05 09 C0 FC CF 0C checksum ok; cells 5..8, 1 line'],
  ['AA 55 00 0B 00 05 30 00 00 07 00 05 00 07 95', '0x0530 VIBRATOR line 0 graphic data 00 07 00 05 00 07 checksum ok; vibrate on 70 ms, off 50 ms, on 70 ms'],
  ['AA 55 00 06 01 02 01 00 00 A7', '0x0201 DISPLAY_LINE_RESPONSE line 1 graphic data 00 checksum ok; ACK'],
  ['AA 55 00 06 01 02 02 00 00 A4', '0x0202 DISPLAY_LINE_DONE line 1 graphic data 00 checksum ok; done'],
  ['AA 55 00 09 00 03 32 00 80 00 00 00 14', '0x0332 FUNCTION_KEYS line 0 graphic data 80 00 00 00 checksum ok; keys F1'],
  ['AA 55 00 09 00 03 32 00 00 00 00 00 94', '0x0332 FUNCTION_KEYS line 0 graphic data 00 00 00 00 checksum ok; keys released'],
  ['AA 55 00 09 00 03 12 00 00 04 00 00 B0', '0x0312 PERKINS_KEYS line 0 graphic data 00 04 00 00 checksum ok; keys panLeft'],
  ['AA 55 00 09 00 03 12 00 00 02 00 00 B6', '0x0312 PERKINS_KEYS line 0 graphic data 00 02 00 00 checksum ok; keys panRight'],
  ['AA 55 00 06 00 99 02 00 03 3D', '0x9902 ERROR line 0 graphic data 03 checksum ok; error CHECKSUM'],
];

describe('tactile packets decode', () => {
  it('prints one line per worked packet of the protocol notes, with its fields and reading', async () => {
    for (const [hex, line] of WORKED) {
      const result = await tactile(['packets', 'decode', ...hex.split(' ')]);
      expect(result.code, hex).toBe(EXIT.ok);
      expect(result.err).toBe('');
      expect(result.lines, hex).toEqual([line]);
    }
  });

  it('reads them all as one stream, a line each in order', async () => {
    const { code, lines } = await tactile(['packets', 'decode', WORKED.map(([hex]) => hex).join(' ')]);
    expect(code).toBe(EXIT.ok);
    expect(lines).toEqual(WORKED.map(([, line]) => line));
  });

  it('takes hex however it was copied: joined, 0x, colons, commas, either case', async () => {
    const expected = ['0x0201 DISPLAY_LINE_RESPONSE line 1 graphic data 00 checksum ok; ACK'];
    for (const args of [
      ['AA5500060102010000A7'],
      ['aa55 0006', '01020100', '00a7'],
      ['0xAA,0x55,0x00,0x06,0x01,0x02,0x01,0x00,0x00,0xA7'],
      ['aa:55:00:06:01:02:01:00:00:a7'],
      ['0XAA, 0x55,', '00 06\t01\n02 01 00 00 A7'],
    ]) {
      const { code, lines } = await tactile(['packets', 'decode', ...args]);
      expect(code, args.join(' ')).toBe(EXIT.ok);
      expect(lines, args.join(' ')).toEqual(expected);
    }
  });

  it('reads standard input when given no hex', async () => {
    const input = `${WORKED[0]?.[0]}\n${WORKED[9]?.[0]}\n`;
    const { code, lines } = await tactile(['packets', 'decode'], input);
    expect(code).toBe(EXIT.ok);
    expect(lines).toEqual([WORKED[0]?.[1], WORKED[9]?.[1]]);
  });

  it('reads what a device answers: name, firmware, hardware, board information, NACK, routing keys', async () => {
    const board = VIRTUAL_BOARDS[320];
    const stream = [
      deviceNameResponse(board.name),
      firmwareResponse(board.firmware),
      hardwareVersionResponse(3),
      boardInfoResponse(encodeBoardInfo(board.board)),
      displayResponse(4, true, 'NACK'),
      packet(COMMAND.ROUTING_KEYS, { data: encodeKeys(COMMAND.ROUTING_KEYS, ['routing3', 'routing17']) }),
      packet(0x0777, { lineId: 2, data: [1] }),
      boardInfoResponse(Uint8Array.of(0x80, 1, 25)),
    ].map((p) => hexOf(encodePacket(p)));
    const { lines } = await tactile(['packets', 'decode', ...stream]);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(`0x0101 NAME_RESPONSE line 0 graphic data 44 6F 74 50 61 64 33 32 30 41 checksum ok; name "DotPad320A"`);
    expect(lines[1]).toMatch(/^0x0001 FIRMWARE_RESPONSE line 0 graphic data 32 2E 34 2E 30 20 20 20 checksum ok; firmware "2\.4\.0"$/);
    expect(lines[2]).toBe('0x0011 HARDWARE_RESPONSE line 0 graphic data 03 checksum ok; hardware version 3');
    expect(lines[3]).toMatch(/^0x0111 BOARD_RESPONSE line 0 graphic data C6 01 19 04 01 14 00 0A 0A 1E 00 14 checksum ok; /);
    expect(lines[3]).toContain('graphic 10x30 cells (refresh 2000 ms), text 1x20 cells (refresh 1000 ms), 8 dots, pin pitch 2.5 mm, 4 function keys');
    expect(lines[3]).toMatch(/features GRAPHIC TEXT PANNING_KEYS FUNCTION_KEYS$/);
    expect(lines[4]).toBe('0x0221 DISPLAY_PARTIAL_RESPONSE line 4 graphic data 01 checksum ok; NACK');
    expect(lines[5]).toBe('0x0322 ROUTING_KEYS line 0 graphic data 20 00 80 00 00 00 00 00 checksum ok; keys routing3 routing17');
    expect(lines[6]).toBe('0x0777 UNKNOWN line 2 graphic data 01 checksum ok');
    expect(lines[7]).toBe('0x0111 BOARD_RESPONSE line 0 graphic data 80 01 19 checksum ok; board information too short (3 of 12 bytes)');
  });

  it('reports garbage, a bad checksum, a bad length and an incomplete tail, and still finds the packets between', async () => {
    const badChecksum = `AA 55 00 24 01 02 00 00 00 ${repeat('00', 30)} A7`;
    const stream = ['01 02 03', WORKED[9]?.[0], badChecksum, 'AA 55 00 03', WORKED[10]?.[0], 'AA 55 00 24 01 02'].join(' ');
    const { code, lines } = await tactile(['packets', 'decode', stream]);
    expect(code).toBe(EXIT.ok);
    expect(lines).toEqual([
      'skipped 3 bytes: 01 02 03',
      WORKED[9]?.[1],
      `0x0200 DISPLAY_LINE line 1 graphic data 00 ${repeat('00', 30)} checksum bad (expected A6, got A7)`,
      "bad length 3 in AA 55 00 03 (a packet's length is 5 to 1024)",
      WORKED[10]?.[1],
      'incomplete 6 of 40 bytes: AA 55 00 24 01 02',
    ]);
  });

  it('says what is wrong with a display payload instead of failing', async () => {
    const { lines } = await tactile(['packets', 'decode', hexOf(encodePacket(packet(COMMAND.DISPLAY_PARTIAL, { lineId: 1, data: [4, 2, 0xff] })))]);
    expect(lines[0]).toMatch(/^0x0220 DISPLAY_PARTIAL line 1 graphic data 04 02 FF checksum ok; bad payload: /);
  });

  it('refuses what is not hex with a message and exit 2, printing nothing', async () => {
    const cases: readonly (readonly [string[], string])[] = [
      [['AA', '5G'], '"5G" is not hex: "G" is not a hex digit.'],
      [['AA-55'], '"AA-55" is not hex: "-" is not a hex digit.'],
      [['AA 55 0'], '"0" has an odd number of hex digits'],
      [['AA550'], '"AA550" has an odd number of hex digits'],
      [['0x'], '"0x" has no hex digits after 0x.'],
      [[' , '], 'There are no bytes to decode.'],
    ];
    for (const [args, message] of cases) {
      const { code, out, err } = await tactile(['packets', 'decode', ...args]);
      expect(code, args.join(' ')).toBe(EXIT.usage);
      expect(out).toBe('');
      expect(err).toContain(`tactile packets decode: ${message}`);
      expect(err).toContain('Usage: tactile packets decode [HEX...]');
      expect(err).not.toMatch(/\n\s+at /);
    }
  });
});

/** The cells a list of printed packets writes, read back with the protocol's own reader. */
function cellsWritten(lines: readonly string[], lineCount: number, cellsPerLine: number): Uint8Array {
  const frame = new Uint8Array(lineCount * cellsPerLine);
  for (const line of lines) {
    const items = readPackets(bytesOf(line));
    expect(items).toHaveLength(1);
    const [item] = items;
    if (!item?.ok) throw new Error(`not one good packet: ${line}`);
    const write = readDisplayWrite(item.packet, cellsPerLine);
    expect(write.mode).toBe('graphic');
    write.rows.forEach((row, r) => frame.set(row, (write.lineId - 1 + r) * cellsPerLine + write.startCell));
  }
  return frame;
}

describe('tactile packets frame', () => {
  const sample = parseDtms(readFileSync(SAMPLE_DTMS, 'utf8'));
  const pageCells = (page: number) => {
    const grid = sample.items[page - 1]?.graphic.grid;
    if (!grid) throw new Error(`no page ${page}`);
    return gridToCells(grid, geometryOf(320));
  };

  // Bytes per packet for a 320 page: 4 (sync, length) + 5 (dest, command, seq, checksum) + data.
  const SHAPES = { SINGLE_LINE: [10, 4 + 5 + 1 + 30], ALL_LINE: [1, 4 + 5 + 1 + 300], SINGLE_PARTIAL: [10, 4 + 5 + 2 + 30], ALL_PARTIAL: [1, 4 + 5 + 2 + 300] } as const;

  it('prints the packets of a full refresh of page 1, by type, as upper-case spaced hex that write exactly the page', async () => {
    expect(pageCells(1).some((cell) => cell !== 0)).toBe(true);
    for (const type of SEND_TYPES) {
      const { code, err, lines } = await tactile(['packets', 'frame', SAMPLE_DTMS, '--type', type]);
      expect(code, type).toBe(EXIT.ok);
      expect(err).toBe('');
      const [count, size] = SHAPES[type];
      expect(lines, type).toHaveLength(count);
      for (const line of lines) {
        expect(line).toMatch(/^AA 55( [0-9A-F]{2})+$/);
        expect(bytesOf(line), type).toHaveLength(size);
      }
      expect(cellsWritten(lines, 10, 30), type).toEqual(pageCells(1));
    }
  });

  it('sends SINGLE_LINE by default, line 1 first, and takes --page by position in the file', async () => {
    const byDefault = await tactile(['packets', 'frame', SAMPLE_DTMS]);
    expect(byDefault.lines).toEqual((await tactile(['packets', 'frame', SAMPLE_DTMS, '--type', 'single_line', '--page', '1'])).lines);
    expect(byDefault.lines[0]).toMatch(/^AA 55 00 24 01 02 00 00 00 /);
    expect(byDefault.lines[9]).toMatch(/^AA 55 00 24 0A 02 00 00 00 /);
    const page2 = await tactile(['packets', 'frame', SAMPLE_DTMS, '--page', '2']);
    expect(page2.code).toBe(EXIT.ok);
    expect(page2.lines).not.toEqual(byDefault.lines);
    expect(cellsWritten(page2.lines, 10, 30)).toEqual(pageCells(2));
  });

  it('frames a DTM file too', async () => {
    const dtm = readDtm(new Uint8Array(readFileSync(join(SAMPLES, 'sample-320.dtm'))));
    const { code, lines } = await tactile(['packets', 'frame', join(SAMPLES, 'sample-320.dtm'), '--type', 'ALL_LINE']);
    expect(code).toBe(EXIT.ok);
    expect(cellsWritten(lines, 10, 30)).toEqual(gridToCells(dtm.grid, geometryOf(320)));
  });

  it('frames a 768 page with the 768 layout: 16 lines of 48 cells', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'packets-'));
    const grid = editGrid(gridForModel(768), (write) => {
      for (let x = 0; x < 96; x += 3) write.set(x, (x * 7) % 64, true);
    });
    const file = join(dir, 'dots.dtms');
    writeFileSync(file, serialiseDtms(singlePageDtms(grid, 768, 'dots.dtms', 'dots')));
    const cells = gridToCells(grid, geometryOf(768));
    const single = await tactile(['packets', 'frame', file, '--device', '768']);
    expect(single.lines).toHaveLength(16);
    expect(single.lines.every((line) => bytesOf(line).length === 4 + 5 + 1 + 48)).toBe(true);
    expect(cellsWritten(single.lines, 16, 48)).toEqual(cells);
    const all = await tactile(['packets', 'frame', file, '--type', 'ALL_LINE']);
    expect(all.lines).toHaveLength(1);
    expect(bytesOf(all.lines[0] ?? '')).toHaveLength(4 + 5 + 1 + 768);
    expect(cellsWritten(all.lines, 16, 48)).toEqual(cells);
  });

  it('says which pages exist when --page is past the end', async () => {
    const { code, out, err } = await tactile(['packets', 'frame', SAMPLE_DTMS, '--page', '9']);
    expect(code).toBe(EXIT.failed);
    expect(out).toBe('');
    expect(err).toBe(`tactile packets frame: ${SAMPLE_DTMS} has 5 pages, not 9.\n`);
  });

  it('refuses a device the page was not made for', async () => {
    const { code, out, err } = await tactile(['packets', 'frame', SAMPLE_DTMS, '--device', '768']);
    expect(code).toBe(EXIT.failed);
    expect(out).toBe('');
    expect(err).toContain('is 60×40 pins');
    expect(err).toContain('96×64');
  });

  it('answers wrong options with usage and exit 2', async () => {
    for (const extra of [['--type', 'ALL'], ['--device', '500'], ['--page', '0'], ['--page'], ['--colour', 'red'], ['second.dtms']]) {
      const { code, out, err } = await tactile(['packets', 'frame', SAMPLE_DTMS, ...extra]);
      expect(code, extra.join(' ')).toBe(EXIT.usage);
      expect(out).toBe('');
      expect(err).toContain('Usage: tactile packets frame FILE');
    }
    expect((await tactile(['packets', 'frame'])).code).toBe(EXIT.usage);
  });

  it('round trip: decode reads every packet frame prints with its checksum ok', async () => {
    for (const type of SEND_TYPES) {
      const framed = await tactile(['packets', 'frame', SAMPLE_DTMS, '--page', '3', '--type', type]);
      const decoded = await tactile(['packets', 'decode'], framed.out);
      expect(decoded.code, type).toBe(EXIT.ok);
      expect(decoded.lines, type).toHaveLength(framed.lines.length);
      for (const line of decoded.lines) expect(line, type).toMatch(/^0x02[02]0 DISPLAY_(LINE|PARTIAL) line \d+ graphic data [0-9A-F ]+ checksum ok; /);
    }
  });
});
