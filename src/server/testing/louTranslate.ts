import { execFileSync } from 'node:child_process';

/**
 * Debian's `lou_translate` run directly (not through our engine), one process
 * for all the lines: the reference the braille tests hold every engine to.
 * `table` is a liblouis file, e.g. `en-ueb-g2.ctb`.
 */
export function louTranslate(table: string, lines: readonly string[]): string[] {
  const output = execFileSync('lou_translate', ['--forward', `unicode.dis,${table}`], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return output.replace(/\n$/, '').split('\n');
}

/** One line through `lou_translate`. */
export const louTranslateLine = (table: string, text: string): string => louTranslate(table, [text])[0] ?? '';
