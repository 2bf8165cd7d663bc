import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRANSLATION_LINES, readBrf } from '../core/braille/index.ts';
import { runCli } from './cli.ts';
import { EXIT } from './command.ts';

// Real engines (Debian's lou_translate, liblouis-js) and real files in a temporary folder.

// The PEF grammar lives in the shared material, `../shared` from the project's root.
const PEF_GRAMMAR = fileURLToPath(new URL('../../../shared/dtd/pef-2008-1.rng', import.meta.url));
// Java starts slowly; this is a limit on waiting, not a timing check.
const JING_LIMIT_MS = 120_000;

async function tactile(args: readonly string[], input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => input });
  return { code, out: out.join(''), err: err.join('') };
}

/** Runs Debian's jing on a file; fails the test with a hint when jing is not installed. */
function jing(file: string): { ok: boolean; output: string } {
  const result = spawnSync('jing', [PEF_GRAMMAR, file], { encoding: 'utf8' });
  if (result.error) {
    throw new Error(`Could not run jing (${result.error.message}). Install Debian's jing package (apt-get install jing) to validate PEF output.`);
  }
  // jing's launcher warns about optional Java libraries on stderr; its findings go to stdout.
  return { ok: result.status === 0, output: result.stdout };
}

/** Braille as a reader follows it, whatever the wrapping: the words in order. */
const words = (braille: string) => braille.replace(/\u2800/g, ' ').split(/\s+/).filter(Boolean).join(' ');

const STORY = Array.from(
  { length: 60 },
  (_, i) => `${i % 7 === 3 ? '' : `Line ${i + 1}: the quick brown fox jumps over the lazy dog, and then it runs far away into the woods.`}`,
).join('\n');

let dir = '';
const path = (name: string) => join(dir, name);
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tactile-braille-files-'));
  writeFileSync(path('story.txt'), `${STORY}\n`, 'utf8');
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('tactile brf', () => {
  it('makes an embosser-ready BRF: CR LF line ends, form feeds between pages, 40 cells × 25 lines unless told', async () => {
    const { code, out, err } = await tactile(['brf', path('story.txt'), path('story.brf'), '--table', 'en-ueb-g2']);
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    const text = readFileSync(path('story.brf'), 'latin1');
    const pages = text.split('\f');
    expect(pages.length).toBeGreaterThan(2);
    expect(out).toBe(`Wrote ${path('story.brf')}: ${pages.length} pages of 40 cells × 25 lines, en-ueb-g2 translated by native liblouis.\n`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
    for (const page of pages) {
      const lines = page.split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines.length).toBeLessThanOrEqual(25);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    }
    expect(pages.slice(0, -1).every((page) => page.split('\r\n').length - 1 === 25)).toBe(true);
  });

  it('lays the pages out at the size the embosser needs with --cells and --lines', async () => {
    const { code } = await tactile(['brf', path('story.txt'), path('small.brf'), '--table', 'en-ueb-g2', '--cells', '20', '--lines', '5']);
    expect(code).toBe(EXIT.ok);
    const pages = readBrf(readFileSync(path('small.brf'), 'latin1')).pages;
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(5);
      for (const row of page) expect([...row].length).toBeLessThanOrEqual(20);
    }
    expect(pages.slice(0, -1).every((page) => page.length === 5)).toBe(true);
  });

  it('holds the same braille as "tactile braille" gives for the text, only wrapped into pages', async () => {
    const braille = await tactile(['braille', '--table', 'en-ueb-g2'], STORY);
    expect(braille.code).toBe(EXIT.ok);
    for (const size of [[], ['--cells', '20', '--lines', '5']]) {
      expect((await tactile(['brf', path('story.txt'), path('same.brf'), '--table', 'en-ueb-g2', ...size])).code).toBe(EXIT.ok);
      const pages = readBrf(readFileSync(path('same.brf'), 'latin1')).pages;
      expect(words(pages.flat().join(' ')), size.join(' ')).toBe(words(braille.out));
    }
  });

  it('still writes the BRF when emoji and Chinese lose dots 7 and 8, and says where on stderr', async () => {
    writeFileSync(path('mixed.txt'), 'Hello world\nSmile 😀 and 中文\n', 'utf8');
    const { code, out, err } = await tactile(['brf', path('mixed.txt'), path('mixed.brf'), '--table', 'en-ueb-g2']);
    expect(code).toBe(EXIT.ok);
    expect(out).toMatch(/^Wrote .*mixed\.brf: 1 page of 40 cells × 25 lines/);
    expect(err).toMatch(/^tactile brf: warning: line 2, braille cells [\d, ]+ and \d+: dots 7 and 8 cannot be written in BRF and were left out\.\n/);
    expect(err).not.toContain('line 1,');
    const pages = readBrf(readFileSync(path('mixed.brf'), 'latin1')).pages;
    expect(pages).toHaveLength(1);
    expect(pages[0]?.[0]).toBe('⠠⠓⠑⠇⠇⠕⠀⠸⠺');
  });

  it('translates a text longer than one translation request, line for line', async () => {
    const count = MAX_TRANSLATION_LINES + 200;
    writeFileSync(path('long.txt'), Array.from({ length: count }, (_, i) => `a${i + 1}`).join('\n'), 'utf8');
    const { code, err } = await tactile(['brf', path('long.txt'), path('long.brf'), '--table', 'en-ueb-g1', '--lines', '100']);
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    const rows = readBrf(readFileSync(path('long.brf'), 'latin1')).pages.flat();
    expect(rows).toHaveLength(count);
    const last = await tactile(['braille', '--table', 'en-ueb-g1', `a${count}`]);
    expect(rows.at(-1)).toBe(last.out.trimEnd());
  });

  it('translates paragraphs kept on one long line, in Korean and in English, without losing or merging words', async () => {
    const korean = Array.from({ length: 300 }, () => '안녕하세요').join(' ');
    const english = Array.from({ length: 20_010 }, () => 'word').join(' ');
    for (const [table, text, word] of [['ko-g2', korean, '안녕하세요'], ['en-ueb-g2', english, 'word']] as const) {
      const input = path(`${table}.txt`);
      writeFileSync(input, text, 'utf8');
      const { code, err } = await tactile(['brf', input, path(`${table}.brf`), '--table', table, '--lines', '100']);
      expect(err, table).toBe('');
      expect(code, table).toBe(EXIT.ok);
      const found = words(readBrf(readFileSync(path(`${table}.brf`), 'latin1')).pages.flat().join(' ')).split(' ');
      const expected = (await tactile(['braille', '--table', table, word])).out.trimEnd();
      expect(found.length, table).toBe(text.split(' ').length);
      expect(found.filter((cell) => cell !== expected), table).toEqual([]);
    }
    // Two whole books' worth of braille through the engines: seconds on a busy machine.
  }, 30_000);

  it('answers a page size outside the limits with usage and exit 2, writing nothing', async () => {
    for (const extra of [['--cells', '5'], ['--cells', '101'], ['--lines', '0'], ['--lines', 'many'], ['--cells']]) {
      const { code, err } = await tactile(['brf', path('story.txt'), path('bad.brf'), '--table', 'en-ueb-g2', ...extra]);
      expect(code, extra.join(' ')).toBe(EXIT.usage);
      expect(err, extra.join(' ')).toContain('Usage: tactile brf');
      expect(existsSync(path('bad.brf')), extra.join(' ')).toBe(false);
    }
    const cells = await tactile(['brf', path('story.txt'), path('bad.brf'), '--table', 'en-ueb-g2', '--cells', '5']);
    expect(cells.err).toContain('--cells must be a whole number from 10 to 100, not "5".');
  });

  it('says clearly that the input file is missing, and writes no BRF', async () => {
    const { code, out, err } = await tactile(['brf', path('missing.txt'), path('missing.brf'), '--table', 'en-ueb-g2']);
    expect(code).toBe(EXIT.failed);
    expect(out).toBe('');
    expect(err).toBe(`tactile brf: Cannot read ${path('missing.txt')}: there is no such file.\n`);
    expect(existsSync(path('missing.brf'))).toBe(false);
  });

  it('says clearly that the output folder is missing, leaving no partial file', async () => {
    const target = join(dir, 'no-such-folder', 'story.brf');
    const { code, out, err } = await tactile(['brf', path('story.txt'), target, '--table', 'en-ueb-g2']);
    expect(code).toBe(EXIT.failed);
    expect(out).toBe('');
    expect(err).toBe(`tactile brf: Cannot write ${target}: there is no folder ${join(dir, 'no-such-folder')}.\n`);
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to write the BRF over the text it translates', async () => {
    const { code, err } = await tactile(['brf', path('story.txt'), path('story.txt'), '--table', 'en-ueb-g2']);
    expect(code).toBe(EXIT.usage);
    expect(err).toContain('OUT must be another file than IN');
    expect(readFileSync(path('story.txt'), 'utf8')).toBe(`${STORY}\n`);
  });

  it('refuses a table no engine here can translate, writing nothing', async () => {
    writeFileSync(path('thai.txt'), 'สวัสดี\n', 'utf8');
    const { code, err } = await tactile(['brf', path('thai.txt'), path('thai.brf'), '--table', 'th-g1']);
    expect(code).toBe(EXIT.failed);
    expect(err).toBe('tactile brf: th-g1 cannot be translated here: no engine has a table for it.\n');
    expect(existsSync(path('thai.brf'))).toBe(false);
  });
});

describe('tactile pef', () => {
  it(
    'makes a PEF that the PEF 2008-1 grammar accepts, marked with the language of the table',
    async () => {
      const { code, out, err } = await tactile(['pef', path('story.txt'), path('story.pef'), '--table', 'en-ueb-g2']);
      expect(err).toBe('');
      expect(code).toBe(EXIT.ok);
      expect(out).toMatch(/^Wrote .*story\.pef: \d+ pages of 40 cells × 25 lines, en-ueb-g2 translated by native liblouis\.\n$/);
      const xml = readFileSync(path('story.pef'), 'utf8');
      expect(xml).toContain('<dc:language>en</dc:language>');
      expect(xml).toContain('<dc:title>story</dc:title>');
      expect(xml).toMatch(/<dc:identifier>urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}<\/dc:identifier>/);
      expect(xml).toMatch(/<dc:date>\d{4}-\d{2}-\d{2}<\/dc:date>/);
      expect(xml).toContain('<volume cols="40" rows="25"');
      expect(jing(path('story.pef'))).toEqual({ ok: true, output: '' });
    },
    JING_LIMIT_MS,
  );

  it(
    'keeps 8-dot braille in a valid PEF, with the title and page size asked for',
    async () => {
      writeFileSync(path('taiwan.txt'), '台灣 Hello\n', 'utf8');
      const args = ['pef', path('taiwan.txt'), path('taiwan.pef'), '--table', 'zh-tw', '--title', 'Tea & <Taiwan>', '--cells', '20', '--lines', '5'];
      const { code, err } = await tactile(args);
      expect(err).toBe('');
      expect(code).toBe(EXIT.ok);
      const xml = readFileSync(path('taiwan.pef'), 'utf8');
      expect(xml).toContain('<dc:language>zh-TW</dc:language>');
      expect(xml).toContain('<dc:title>Tea &amp; &lt;Taiwan&gt;</dc:title>');
      expect(xml).toContain('<volume cols="20" rows="5"');
      // A cell with dot 7 or 8 (U+2840 and up) is written as it is.
      expect(xml).toMatch(/<row>[^<]*[\u2840-\u28ff][^<]*<\/row>/u);
      expect(jing(path('taiwan.pef'))).toEqual({ ok: true, output: '' });
    },
    JING_LIMIT_MS,
  );

  it('holds the same braille as "tactile braille" gives, page by page', async () => {
    const braille = await tactile(['braille', '--table', 'en-ueb-g2'], STORY);
    expect(braille.code).toBe(EXIT.ok);
    expect((await tactile(['pef', path('story.txt'), path('same.pef'), '--table', 'en-ueb-g2'])).code).toBe(EXIT.ok);
    const xml = readFileSync(path('same.pef'), 'utf8');
    const rows = [...xml.matchAll(/<row>([^<]*)<\/row>/g)].map((match) => match[1] ?? '');
    expect(words(rows.join(' '))).toBe(words(braille.out));
  });

  it('says clearly that the input file is missing, and writes no PEF', async () => {
    const { code, err } = await tactile(['pef', path('missing.txt'), path('missing.pef'), '--table', 'en-ueb-g2']);
    expect(code).toBe(EXIT.failed);
    expect(err).toBe(`tactile pef: Cannot read ${path('missing.txt')}: there is no such file.\n`);
    expect(existsSync(path('missing.pef'))).toBe(false);
  });
});
