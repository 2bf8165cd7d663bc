import { gridToText } from '../core/pins/index.ts';
import { EXIT, type CliCommand } from './command.ts';
import { pictureOrSay, readTactileFile } from './files.ts';
import { parseArgs, wholeNumber } from './options.ts';

/** `tactile render FILE [--page N]`: one character per pin, `#` raised, `.` lowered, one line per pin row, nothing else on stdout. */
export const renderCommand: CliCommand = {
  name: 'render',
  usage: 'render FILE [--page N]',
  summary: 'print a DTM or DTMS page as text (# raised, . lowered)',
  async run(args, io) {
    const parsed = parseArgs(args, { values: ['--page'] });
    const page = wholeNumber(parsed, '--page', 1, 1, Number.MAX_SAFE_INTEGER);
    const [file, ...extra] = parsed.positional;
    if (file === undefined || extra.length > 0) return usage(io, this.usage);
    const picture = pictureOrSay(await readTactileFile(file), page, file, 'render', io.err);
    if (!picture) return EXIT.failed;
    io.out(`${gridToText(picture)}\n`);
    return EXIT.ok;
  },
};

export function usage(io: { err: (text: string) => void }, text: string): number {
  io.err(`Usage: tactile ${text}\n`);
  return EXIT.usage;
}
