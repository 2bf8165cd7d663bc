import { readFile } from 'node:fs/promises';
import { readDtm, parseDtms } from '../core/dtms/index.ts';
import { gridToText, type PinGrid } from '../core/pins/index.ts';
import { EXIT, type CliCommand } from './command.ts';

const DTM_MAGIC = '_dtm_';

/** The pictures of a DTM (one) or DTMS file (one per item, in file order: page numbers may repeat). */
async function picturesOf(file: string): Promise<readonly PinGrid[]> {
  const bytes = new Uint8Array(await readFile(file));
  if (new TextDecoder().decode(bytes.subarray(0, DTM_MAGIC.length)) === DTM_MAGIC) return [readDtm(bytes).grid];
  return parseDtms(new TextDecoder('utf-8', { fatal: false }).decode(bytes)).items.map((item) => item.graphic.grid);
}

/** `tactile render FILE [--page N]`: one character per pin, `#` raised, `.` lowered, one line per pin row, nothing else on stdout. */
export const renderCommand: CliCommand = {
  name: 'render',
  usage: 'render FILE [--page N]',
  summary: 'print a DTM or DTMS page as text (# raised, . lowered)',
  async run(args, io) {
    const files = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--page');
    const pageAt = args.indexOf('--page');
    const pageText = pageAt >= 0 ? args[pageAt + 1] : '1';
    const page = Number(pageText);
    const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--page');
    if (files.length !== 1 || unknown.length > 0 || !Number.isInteger(page) || page < 1) {
      io.err(`Usage: tactile ${this.usage}\n`);
      return EXIT.usage;
    }
    const pictures = await picturesOf(files[0] ?? '');
    const picture = pictures[page - 1];
    if (!picture) {
      io.err(`tactile render: ${files[0]} has ${pictures.length} page${pictures.length === 1 ? '' : 's'}, not ${page}.\n`);
      return EXIT.failed;
    }
    io.out(`${gridToText(picture)}\n`);
    return EXIT.ok;
  },
};
