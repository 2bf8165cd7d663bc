import { describe, expect, it } from 'vitest';
import { BRAILLE_TABLES } from '../core/braille/index.ts';
import { runCli } from './cli.ts';
import { EXIT } from './command.ts';

// Real engines: Debian's lou_translate and liblouis-js in a worker thread.
// Expected braille was checked against `lou_translate --forward unicode.dis,<table>`.

async function tactile(args: readonly string[], input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => input });
  return { code, out: out.join(''), err: err.join('') };
}

describe('tactile braille', () => {
  it('turns English text given as an argument into contracted braille', async () => {
    const { code, out, err } = await tactile(['braille', '--table', 'en-ueb-g2', 'Hello world']);
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    expect(out).toBe('⠠⠓⠑⠇⠇⠕⠀⠸⠺\n');
  });

  it('translates standard input a line at a time, keeping blank lines, so the braille lines up with the text', async () => {
    const { code, out } = await tactile(['braille', '--table', 'en-ueb-g2'], 'Hello world\n\nThe quick brown fox.\n');
    expect(code).toBe(EXIT.ok);
    const lines = out.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('⠠⠓⠑⠇⠇⠕⠀⠸⠺');
    expect(lines[1]).toBe('');
    expect(lines[2]).toBe((await tactile(['braille', '--table', 'en-ueb-g2', 'The quick brown fox.'])).out.trimEnd());
  });

  it('reads braille back into the text it came from with --back', async () => {
    const text = 'The quick brown fox.\n\nJumps over the lazy dog!\n';
    const forward = await tactile(['braille', '--table', 'en-ueb-g2'], text);
    expect(forward.code).toBe(EXIT.ok);
    const back = await tactile(['braille', '--table', 'en-ueb-g2', '--back'], forward.out);
    expect(back.code).toBe(EXIT.ok);
    expect(back.out).toBe(text);
  });

  it('accepts the liblouis file name of a table as well as its catalogue code', async () => {
    const { code, out } = await tactile(['braille', '--table', 'en-ueb-g2.ctb', 'Hello world']);
    expect(code).toBe(EXIT.ok);
    expect(out).toBe('⠠⠓⠑⠇⠇⠕⠀⠸⠺\n');
  });

  it('takes a liblouis file name to mean that file: zhcn-g1.ctb is zh-hans-current, whose native table it is', async () => {
    const byFile = await tactile(['braille', '--table', 'zhcn-g1.ctb', '你好']);
    expect(byFile.err).toBe('');
    expect(byFile.code).toBe(EXIT.ok);
    expect(byFile.out).toBe((await tactile(['braille', '--table', 'zh-hans-current', '你好'])).out);
  });

  it('refuses a file name the catalogue entry does not translate with (zh-chn.ctb), naming the entry and its file', async () => {
    // zh-chn.ctb is liblouis-js's old Chinese table; zh-hans-current translates with native zhcn-g1.ctb, whose braille differs.
    const { code, out, err } = await tactile(['braille', '--table', 'zh-chn.ctb', '你好']);
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    expect(err).toContain('zh-chn.ctb');
    expect(err).toContain('--table zh-hans-current');
    expect(err).toContain('zhcn-g1.ctb');
  });

  it('translates Korean with native liblouis', async () => {
    const { code, out, err } = await tactile(['braille', '--table', 'ko-g2', '안녕하세요']);
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    expect(out).toBe('⠣⠒⠉⠻⠚⠠⠝⠬\n');
  });

  it('points a user who names an unknown table to "tactile tables", as a usage error', async () => {
    const { code, out, err } = await tactile(['braille', '--table', 'en-ueb-g9', 'Hello']);
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    expect(err).toContain('"en-ueb-g9"');
    expect(err).toContain('tactile tables');
  });

  it('refuses a catalogue table no engine here can translate, rather than print wrong braille', async () => {
    const { code, out, err } = await tactile(['braille', '--table', 'th-g1', 'สวัสดี']);
    expect(code).toBe(EXIT.failed);
    expect(out).toBe('');
    expect(err).toBe('tactile braille: th-g1 cannot be translated here: no engine has a table for it.\n');
  });
});

describe('tactile tables', () => {
  it('lists every catalogue table with the engine that translates it here, or why it is unavailable', async () => {
    const { code, out, err } = await tactile(['tables']);
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    const rows = out.split('\n');
    for (const table of BRAILLE_TABLES) {
      const row = rows.find((line) => line.startsWith(`${table.code} `));
      expect(row, table.code).toMatch(/ (native|liblouis-js|unavailable: .+)$/);
    }
    expect(rows.find((line) => line.startsWith('en-ueb-g2 '))).toMatch(/ native$/);
    expect(rows.find((line) => line.startsWith('ko-g2 '))).toMatch(/ native$/);
    expect(rows.find((line) => line.startsWith('th-g1 '))).toMatch(/ unavailable: no engine has a table for it$/);
  });
});
