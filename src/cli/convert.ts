import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { serialiseDtms, writeDtm } from '../core/dtms/index.ts';
import { imageToTactile } from '../core/image/index.ts';
import { DEVICE_MODELS, type DeviceModel } from '../core/pins/index.ts';
import { EXIT, type CliCommand } from './command.ts';
import { decodeImage } from './decodeImage.ts';
import { pictureOrSay, readTactileFile, singlePageDtms, writeFileAtomically } from './files.ts';
import { UsageError, parseArgs, wholeNumber } from './options.ts';
import { usage } from './render.ts';

function deviceOf(text: string | undefined): DeviceModel {
  if (text === undefined || text === '320') return 320;
  if (text === '768') return 768;
  throw new UsageError(`--device must be 320 or 768, not "${text}".`);
}

/** `tactile image2dtms IN.png|jpg OUT.dtms [--device 320|768] [--threshold N] [--edges]` */
export const image2dtmsCommand: CliCommand = {
  name: 'image2dtms',
  usage: 'image2dtms IN.png|jpg OUT.dtms [--device 320|768] [--threshold N] [--edges]',
  summary: 'turn a picture into a one-page tactile file',
  async run(args, io) {
    const parsed = parseArgs(args, { flags: ['--edges'], values: ['--device', '--threshold'] });
    const [input, output, ...extra] = parsed.positional;
    if (input === undefined || output === undefined || extra.length > 0) return usage(io, this.usage);
    const model = deviceOf(parsed.values.get('--device'));
    const threshold = parsed.values.has('--threshold') ? wholeNumber(parsed, '--threshold', 128, 0, 255) : 'auto';
    const { width, height } = DEVICE_MODELS[model];
    const picture = imageToTactile(decodeImage(new Uint8Array(await readFile(input)), { width, height }), { width, height, threshold, edges: parsed.flags.has('--edges') });
    await writeFileAtomically(output, serialiseDtms(singlePageDtms(picture, model, basename(output), basename(input))));
    return EXIT.ok;
  },
};

/** `tactile dtms2dtm IN.dtms OUT.dtm [--page N]` */
export const dtms2dtmCommand: CliCommand = {
  name: 'dtms2dtm',
  usage: 'dtms2dtm IN.dtms OUT.dtm [--page N]',
  summary: 'save one page of a DTMS file as a DTM file',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['--page'] });
    const page = wholeNumber(parsed, '--page', 1, 1, Number.MAX_SAFE_INTEGER);
    const [input, output, ...extra] = parsed.positional;
    if (input === undefined || output === undefined || extra.length > 0) return usage(io, this.usage);
    const picture = pictureOrSay(await readTactileFile(input), page, input, 'dtms2dtm', io.err);
    if (!picture) return EXIT.failed;
    await writeFileAtomically(output, writeDtm(picture));
    return EXIT.ok;
  },
};

/** `tactile dtm2dtms IN.dtm OUT.dtms` */
export const dtm2dtmsCommand: CliCommand = {
  name: 'dtm2dtms',
  usage: 'dtm2dtms IN.dtm OUT.dtms',
  summary: 'wrap a DTM file as a one-page DTMS file',
  async run(args, io) {
    const [input, output, ...extra] = parseArgs(args, {}).positional;
    if (input === undefined || output === undefined || extra.length > 0) return usage(io, this.usage);
    const file = await readTactileFile(input);
    const [picture] = file.pictures;
    if (file.kind !== 'dtm' || !picture) {
      io.err(`tactile dtm2dtms: ${input} is not a DTM file.\n`);
      return EXIT.failed;
    }
    const model: DeviceModel = picture.width === DEVICE_MODELS[768].width ? 768 : 320;
    await writeFileAtomically(output, serialiseDtms(singlePageDtms(picture, model, basename(output), basename(input))));
    return EXIT.ok;
  },
};
