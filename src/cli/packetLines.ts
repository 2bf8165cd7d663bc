// One line of text per item a packet reader finds, for `tactile packets
// decode`. The fixed fields come first, always in the same order, so the lines
// can be grepped and diffed; a short reading of the payload, where one is
// cheap, follows after "; ". The format is documented in the README.
//
//   0x0200 DISPLAY_LINE line 1 graphic data 00 FF … checksum ok; from cell 0, 30 cells
//   0x0201 DISPLAY_LINE_RESPONSE line 1 graphic data 00 checksum ok; ACK
//   0x0200 DISPLAY_LINE line 1 graphic data 00 FF … checksum bad (expected A6, got A7)
//   skipped 3 bytes: 01 02 03
//   bad length 3 in AA 55 00 03 (a packet's length is 5 to 1024)
//   incomplete 6 of 40 bytes: AA 55 00 24 01 02

import {
  BOARD_INFO_LENGTH,
  COMMAND,
  MAX_LENGTH,
  MIN_LENGTH,
  commandHex,
  commandName,
  decodeDeviceMessage,
  modeOf,
  readDisplayWrite,
  type BoardInfo,
  type DisplayArea,
  type Packet,
  type ParsedItem,
} from '../core/device/index.ts';
import { spacedHex } from './hexInput.ts';

const hexByte = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Command, line, mode and data: the fields every packet has. */
function fields(p: Packet): string {
  // Only bit 7 of seq means something; other bits set are worth seeing.
  const seq = p.seq & 0x7f ? ` seq ${hexByte(p.seq)}` : '';
  const data = p.data.length > 0 ? spacedHex(p.data) : 'none';
  return `${commandHex(p.command)} ${commandName(p.command) ?? 'UNKNOWN'} line ${p.lineId} ${modeOf(p)}${seq} data ${data}`;
}

function displayReading(p: Packet): string {
  try {
    const write = readDisplayWrite(p, Number.MAX_SAFE_INTEGER);
    if (p.command === COMMAND.DISPLAY_LINE) return `from cell ${write.startCell}, ${plural(write.width, 'cell')}`;
    return `cells ${write.startCell}..${write.startCell + write.width - 1}, ${plural(write.rows.length, 'line')}`;
  } catch (error) {
    return `bad payload: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function vibratorReading(data: Uint8Array): string {
  if (data.length === 0 || data.length % 2 !== 0) return `bad payload: ${plural(data.length, 'byte')}, not whole 2-byte times`;
  const times: string[] = [];
  for (let at = 0; at < data.length; at += 2) times.push(`${(at / 2) % 2 === 0 ? 'on' : 'off'} ${(((data[at] ?? 0) << 8) | (data[at + 1] ?? 0)) * 10} ms`);
  return `vibrate ${times.join(', ')}`;
}

function areaText(name: string, area: DisplayArea): string {
  return `${name} ${area.rows}x${area.columns} cells (refresh ${area.refreshTimeMs} ms)`;
}

function boardReading(info: BoardInfo): string {
  return [
    areaText('graphic', info.graphic),
    areaText('text', info.text),
    `${info.dotsPerCell} dots`,
    `pin pitch ${info.pinPitch / 10} mm`,
    plural(info.functionKeyCount, 'function key'),
    `features ${[...info.features].join(' ') || 'none'}`,
  ].join(', ');
}

/** What the payload says, in a few words; undefined when there is nothing to add. */
export function packetReading(p: Packet): string | undefined {
  switch (p.command) {
    case COMMAND.DISPLAY_LINE:
    case COMMAND.DISPLAY_PARTIAL:
      return displayReading(p);
    case COMMAND.VIBRATOR:
      return vibratorReading(p.data);
    case COMMAND.BATTERY_REQUEST:
      return p.data[0] === 0 ? 'battery level' : p.data[0] === 1 ? 'battery charge and voltage' : undefined;
  }
  const message = decodeDeviceMessage(p);
  switch (message.type) {
    case 'firmware':
      return `firmware "${message.version}"`;
    case 'hardwareVersion':
      return `hardware version ${message.version}`;
    case 'deviceName':
      return `name "${message.name}"`;
    case 'boardInfo':
      return boardReading(message.info);
    case 'displayResponse':
      return message.response === 'UNKNOWN' ? `unknown response ${hexByte(message.code)}` : message.response;
    case 'displayDone':
      return 'done';
    case 'keys':
      return message.pressed.length > 0 ? `keys ${message.pressed.join(' ')}` : 'keys released';
    case 'error':
      return message.error === 'UNKNOWN' ? `unknown error ${hexByte(message.code)}` : `error ${message.error}`;
    case 'unknown':
      return p.command === COMMAND.BOARD_RESPONSE ? `board information too short (${p.data.length} of ${BOARD_INFO_LENGTH} bytes)` : undefined;
  }
}

/** The packet in a bad packet's bytes, read as if its checksum were right. */
function packetOfBytes(bytes: Uint8Array): Packet {
  return {
    lineId: bytes[4] ?? 0,
    command: ((bytes[5] ?? 0) << 8) | (bytes[6] ?? 0),
    seq: bytes[7] ?? 0,
    data: bytes.subarray(8, bytes.length - 1),
  };
}

export function itemLine(item: ParsedItem): string {
  if (item.ok) {
    const reading = packetReading(item.packet);
    return `${fields(item.packet)} checksum ok${reading === undefined ? '' : `; ${reading}`}`;
  }
  const { fault } = item;
  switch (fault.kind) {
    case 'BAD_CHECKSUM':
      return `${fields(packetOfBytes(fault.bytes))} checksum bad (expected ${hexByte(fault.expected)}, got ${hexByte(fault.actual)})`;
    case 'SKIPPED_BYTES':
      return `skipped ${plural(fault.bytes.length, 'byte')}: ${spacedHex(fault.bytes)}`;
    case 'BAD_LENGTH':
      return `bad length ${fault.length} in AA 55 ${hexByte(fault.length >> 8)} ${hexByte(fault.length & 0xff)} (a packet's length is ${MIN_LENGTH} to ${MAX_LENGTH})`;
    case 'INCOMPLETE': {
      // Once the length has arrived, say how long the packet would have been.
      const length = fault.bytes.length >= 4 ? 4 + (((fault.bytes[2] ?? 0) << 8) | (fault.bytes[3] ?? 0)) : undefined;
      const count = length === undefined ? plural(fault.bytes.length, 'byte') : `${fault.bytes.length} of ${length} bytes`;
      return `incomplete ${count}: ${spacedHex(fault.bytes)}`;
    }
  }
}
