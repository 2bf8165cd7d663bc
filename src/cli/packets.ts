// `tactile packets`: tools for whoever watches the bytes between the host and
// a Dot Pad. `decode` reads a byte stream (copied from a serial monitor or a
// log) into one line per packet; `frame` prints the packets a full refresh of
// a page sends, to compare with what a device received.

import { SEND_TYPES, VIRTUAL_BOARDS, encodePacket, fullRefreshPackets, layoutOf, readPackets, type SendType } from '../core/device/index.ts';
import { geometryOf, gridToCells } from '../core/dtms/index.ts';
import { DEVICE_MODELS, type DeviceModel } from '../core/pins/index.ts';
import { EXIT, type CliCommand, type CliGroup } from './command.ts';
import { pictureOrSay, readTactileFile } from './files.ts';
import { hexInputToBytes, spacedHex } from './hexInput.ts';
import { UsageError, parseArgs, wholeNumber } from './options.ts';
import { itemLine } from './packetLines.ts';

/** `tactile packets decode [HEX...]`: hex from the arguments, or from standard input without any. */
export const packetsDecodeCommand: CliCommand = {
  name: 'decode',
  usage: 'packets decode [HEX...]',
  summary: 'each packet in hex bytes, one line each (command, line, mode, data, checksum); reads standard input without HEX',
  async run(args, io) {
    const parsed = parseArgs(args, {});
    const text = parsed.positional.length > 0 ? parsed.positional.join(' ') : await io.readInput();
    const bytes = hexInputToBytes(text);
    if (bytes.length === 0) throw new UsageError('There are no bytes to decode.');
    for (const item of readPackets(bytes)) io.out(`${itemLine(item)}\n`);
    return EXIT.ok;
  },
};

function deviceOption(text: string | undefined): DeviceModel | undefined {
  if (text === undefined) return undefined;
  if (text === '320') return 320;
  if (text === '768') return 768;
  throw new UsageError(`--device must be 320 or 768, not "${text}".`);
}

function sendTypeOption(text: string | undefined): SendType {
  if (text === undefined) return 'SINGLE_LINE';
  const type = SEND_TYPES.find((candidate) => candidate === text.toUpperCase());
  if (!type) throw new UsageError(`--type must be one of ${SEND_TYPES.join(', ')}, not "${text}".`);
  return type;
}

const modelOfSize = (width: number, height: number) =>
  (Object.keys(DEVICE_MODELS).map(Number) as DeviceModel[]).find((model) => DEVICE_MODELS[model].width === width && DEVICE_MODELS[model].height === height);

/** `tactile packets frame FILE [--page N] [--device 320|768] [--type TYPE]`: one packet a line, upper-case hex. */
export const packetsFrameCommand: CliCommand = {
  name: 'frame',
  usage: `packets frame FILE [--page N] [--device 320|768] [--type ${SEND_TYPES.join('|')}]`,
  summary: 'the packets (hex, one a line) a full refresh of a DTMS or DTM page sends; type SINGLE_LINE by default',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['--page', '--device', '--type'] });
    const page = wholeNumber(parsed, '--page', 1, 1, Number.MAX_SAFE_INTEGER);
    const chosen = deviceOption(parsed.values.get('--device'));
    const sendType = sendTypeOption(parsed.values.get('--type'));
    const [file, ...extra] = parsed.positional;
    if (file === undefined || extra.length > 0) throw new UsageError(file === undefined ? 'FILE is missing.' : `One file only, not also "${extra[0]}".`);

    const tactileFile = await readTactileFile(file);
    const picture = pictureOrSay(tactileFile, page, file, 'packets frame', io.err);
    if (!picture) return EXIT.failed;
    const fileModel = tactileFile.kind === 'dtms' ? tactileFile.document.model : modelOfSize(picture.width, picture.height);
    const model = chosen ?? fileModel ?? 320;
    const size = DEVICE_MODELS[model];
    if (picture.width !== size.width || picture.height !== size.height) {
      io.err(`tactile packets frame: page ${page} of ${file} is ${picture.width}×${picture.height} pins, but the ${model} shows ${size.width}×${size.height}; leave out --device to use the file's own.\n`);
      return EXIT.failed;
    }
    // The layout a device of this model reports in its board information, as the send engine gets it.
    const layout = layoutOf(VIRTUAL_BOARDS[model].board);
    const cells = gridToCells(picture, geometryOf(model), { page });
    for (const packet of fullRefreshPackets(cells, layout, sendType)) io.out(`${spacedHex(encodePacket(packet))}\n`);
    return EXIT.ok;
  },
};

export const packetsGroup: CliGroup = { name: 'packets', commands: [packetsDecodeCommand, packetsFrameCommand] };
