import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrailleError } from './errors.ts';
import { paginate } from './pages.ts';
import { pefRowsPerPage, writePef, type PefOptions } from './pef.ts';

// The PEF grammar lives in the shared material, `../shared` from the project's root.
const PEF_GRAMMAR = fileURLToPath(new URL('../../../../shared/dtd/pef-2008-1.rng', import.meta.url));
// Java starts slowly; this is a limit on waiting, not a timing check.
const JING_LIMIT_MS = 120_000;

const OPTIONS: PefOptions = { title: 'Test', language: 'en', identifier: 'urn:test:1', date: '2026-08-01', cols: 40, rows: 25 };

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pef-'));
});
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Runs Debian's jing on the files; fails the test with a hint when jing is not installed. */
function jing(...files: string[]): { ok: boolean; output: string } {
  const result = spawnSync('jing', [PEF_GRAMMAR, ...files], { encoding: 'utf8' });
  if (result.error) {
    throw new Error(`Could not run jing (${result.error.message}). Install Debian's jing package (apt-get install jing) to validate PEF output.`);
  }
  // jing's launcher warns about optional Java libraries on stderr; its findings go to stdout.
  return { ok: result.status === 0, output: result.stdout };
}

function save(name: string, xml: string): string {
  const file = join(folder, name);
  writeFileSync(file, xml, 'utf8');
  return file;
}

/** The two Schematron rules of pef-2008-1.sch, for PEFs as writePef lays them out (cols, rows and rowgap on the volume). */
function schematronProblems(xml: string): string[] {
  const volume = /<volume cols="(\d+)" rows="(\d+)" rowgap="(\d+)"/.exec(xml);
  if (!volume) return ['no volume'];
  const [cols, rows, rowgap] = [Number(volume[1]), Number(volume[2]), Number(volume[3])];
  const problems: string[] = [];
  const pages = [...xml.matchAll(/<page\/>|<page>([\s\S]*?)<\/page>/g)];
  pages.forEach((page, index) => {
    const rowTexts = [...(page[1] ?? '').matchAll(/<row>([^<]*)<\/row>/g)].map((match) => match[1] ?? '');
    if (Math.ceil((rowTexts.length * rowgap) / 4) + rowTexts.length > rows) problems.push(`rule 1: page ${index + 1} is too tall`);
    rowTexts.forEach((text, row) => {
      if ([...text].length > cols) problems.push(`rule 2: page ${index + 1} row ${row + 1} is too long`);
    });
  });
  return problems;
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof BrailleError ? error.code : `not a BrailleError: ${String(error)}`;
  }
  return undefined;
}

const longText = Array.from({ length: 40 }, (_, i) => `⠓⠑⠇⠇⠕ ⠺⠕⠗⠇⠙ ${'⠁'.repeat(i % 12)}`).join(' ');

describe('PEF export', () => {
  const documents: Record<string, string> = {};
  beforeAll(() => {
    documents['one-page.pef'] = writePef([['⠓⠑⠇⠇⠕⠀⠺⠕⠗⠇⠙', '⠁⠃⠉']], OPTIONS);
    documents['several-pages.pef'] = writePef(paginate([longText, '', longText], 30, 10), { ...OPTIONS, cols: 30, rows: 10, duplex: true });
    documents['eight-dot.pef'] = writePef(paginate(['⣿⡀⢀ ⠁⣁', '⣀⣀⣀'], 20, 8), { ...OPTIONS, cols: 20, rows: 10, rowgap: 1 });
    documents['hostile-title.pef'] = writePef([['⠁']], {
      ...OPTIONS,
      title: `<&"'> 점자 책 · كتاب · 中文 \u202e\u0000\ud800\ufffe`,
      identifier: 'urn:x?a=1&b=<2>',
      language: 'ko-KR',
    });
    documents['empty.pef'] = writePef([], { ...OPTIONS, title: '' });
    documents['blank-rows.pef'] = writePef([['', '  ', '⠀⠀'], []], OPTIONS);
  });

  it(
    'gives embossers a PEF that the PEF 2008-1 grammar accepts, for plain, long, 8-dot and oddly titled books',
    () => {
      const files = Object.entries(documents).map(([name, xml]) => save(name, xml));
      const { ok, output } = jing(...files);
      expect(output).toBe('');
      expect(ok).toBe(true);
    },
    JING_LIMIT_MS,
  );

  it(
    'has a grammar check that does fail: jing rejects a broken PEF',
    () => {
      const broken = (documents['one-page.pef'] ?? '').replace('application/x-pef+xml', 'text/plain').replace('<row>⠓', '<row>H⠓');
      const { ok, output } = jing(save('broken.pef', broken));
      expect(ok).toBe(false);
      expect(output).toContain('broken.pef');
    },
    JING_LIMIT_MS,
  );

  it('keeps every row within cols and every page within rows (the Schematron rules)', () => {
    for (const [name, xml] of Object.entries(documents)) expect(schematronProblems(xml), name).toEqual([]);
    const tooWide = (documents['one-page.pef'] ?? '').replace('cols="40"', 'cols="5"');
    expect(schematronProblems(tooWide)).toEqual(['rule 2: page 1 row 1 is too long']);
  });

  it('writes the required metadata and escapes the title', () => {
    const xml = documents['hostile-title.pef'] ?? '';
    expect(xml).toContain('<dc:format>application/x-pef+xml</dc:format>');
    expect(xml).toContain('<dc:identifier>urn:x?a=1&amp;b=&lt;2&gt;</dc:identifier>');
    expect(xml).toContain('<dc:title>&lt;&amp;&quot;&apos;&gt; 점자 책 · كتاب · 中文 \u202e\ufffd\ufffd\ufffd</dc:title>');
    expect(xml).toContain('<dc:language>ko-KR</dc:language>');
    expect(xml).toContain('<dc:date>2026-08-01</dc:date>');
  });

  it('writes blanks as U+2800 and keeps 8-dot cells', () => {
    expect(documents['blank-rows.pef']).toContain('<row></row>\n          <row>⠀⠀</row>\n          <row>⠀⠀</row>');
    expect(documents['eight-dot.pef']).toContain('<row>⣿⡀⢀⠀⠁⣁</row>');
    expect(documents['eight-dot.pef']).toContain('rowgap="1"');
    expect(documents['several-pages.pef']).toContain('duplex="true"');
    expect(documents['empty.pef']).toContain('<page/>');
    expect(documents['empty.pef']).not.toContain('dc:title');
  });

  it('counts the rows that fit a page with row gaps as the Schematron rule does', () => {
    expect(pefRowsPerPage(25, 0)).toBe(25);
    expect(pefRowsPerPage(25, 1)).toBe(20);
    expect(pefRowsPerPage(25, 4)).toBe(12);
    expect(pefRowsPerPage(1, 8)).toBe(0);
  });

  it('refuses pages that do not fit, rather than writing a PEF that breaks the rules', () => {
    expect(codeOf(() => writePef([['⠁'.repeat(41)]], OPTIONS))).toBe('ROW_TOO_LONG');
    expect(codeOf(() => writePef([Array.from({ length: 26 }, () => '⠁')], OPTIONS))).toBe('PAGE_TOO_LONG');
    expect(codeOf(() => writePef([Array.from({ length: 21 }, () => '⠁')], { ...OPTIONS, rowgap: 1 }))).toBe('PAGE_TOO_LONG');
    expect(() => writePef([['⠁'], ['⠁', 'A']], OPTIONS)).toThrow(expect.objectContaining({ code: 'NOT_BRAILLE', page: 2, line: 2, column: 1 }));
    try {
      writePef([['⠁'], Array.from({ length: 21 }, () => '⠁')], { ...OPTIONS, rowgap: 1 });
      expect.unreachable('21 rows with a row gap of 1 do not fit 25');
    } catch (error) {
      expect(error).toMatchObject({ page: 2, messageRef: { values: { page: 2, max: 20 } } });
    }
  });

  it('refuses bad page sizes, row gaps and book details', () => {
    expect(codeOf(() => writePef([], { ...OPTIONS, cols: 0 }))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(() => writePef([], { ...OPTIONS, rows: 101 }))).toBe('BAD_PAGE_SIZE');
    expect(codeOf(() => writePef([], { ...OPTIONS, rowgap: -1 }))).toBe('BAD_LAYOUT');
    expect(codeOf(() => writePef([], { ...OPTIONS, rowgap: 9 }))).toBe('BAD_LAYOUT');
    expect(codeOf(() => writePef([], { ...OPTIONS, rows: 1, rowgap: 8 }))).toBe('BAD_LAYOUT');
    for (const [field, bad] of [
      ['language', { language: 'en_US' }],
      ['language', { language: '' }],
      ['language', { language: 'en"><x' }],
      ['date', { date: '2026-02-30' }],
      ['date', { date: '26-1-1' }],
      ['identifier', { identifier: ' ' }],
    ] as const) {
      try {
        writePef([], { ...OPTIONS, ...bad });
        expect.unreachable(JSON.stringify(bad));
      } catch (error) {
        expect(error).toMatchObject({ code: 'BAD_METADATA', messageRef: { values: { field } } });
      }
    }
    expect(codeOf(() => writePef([], { ...OPTIONS, date: '2024-02-29', language: 'zh-Hant-TW' }))).toBeUndefined();
  });
});
