import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NO_IGNORES, type Finding } from '../core/a11ycheck/index.ts';
import { CHECK_EXIT, reportLine, reportOf, type FindingReport } from './check.ts';
import { runCli } from './cli.ts';

// `tactile check` over real files (src/cli/__fixtures__/check): an HTML page
// with a picture without alternative text and a skipped heading level, the
// same page done right, a DTMS whose second page has one stray pin, the same
// page as a DTM, a clean DTMS, and files that cannot be checked.
const FIXTURES = fileURLToPath(new URL('./__fixtures__/check/', import.meta.url));
const fixture = (name: string) => `${FIXTURES}${name}`;

async function check(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  // Through the command table, as `npm run tactile -- check` finds it.
  const code = await runCli(['check', ...args], { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => '' });
  return { code, out: out.join(''), err: err.join('') };
}

const json = (out: string) => JSON.parse(out) as FindingReport[];

describe('tactile check on HTML', () => {
  it('passes a page with nothing to report: exit 0, the success line, an empty JSON array', async () => {
    expect(await check(fixture('clean.html'))).toEqual({ code: CHECK_EXIT.passed, out: 'Accessibility check passed.\n', err: '' });
    const asJson = await check(fixture('clean.html'), '--json');
    expect(asJson.code).toBe(CHECK_EXIT.passed);
    expect(json(asJson.out)).toEqual([]);
  });

  it('prints one line per finding, with its severity, rule, place in words and English message; exit 1', async () => {
    const { code, out, err } = await check(fixture('problems.html'));
    expect(code).toBe(CHECK_EXIT.found);
    expect(err).toBe('');
    const lines = out.trimEnd().split('\n');
    for (const line of lines) expect(line).toMatch(/^(error|warning) \[[a-z-]+\] .+: \S/);
    expect(lines).toContainEqual(expect.stringMatching(/^error \[image-alt\] image \(block \d+\): .*[A-Za-z]/));
    expect(lines).toContainEqual(expect.stringMatching(/^(error|warning) \[heading-order\] heading 3 \(block \d+\): /));
    // English, not the Korean message ids.
    expect(out).not.toMatch(/[\uac00-\ud7a3]/);
  });

  it('prints the findings as a JSON array with rule, severity, location, key, English message and fix', async () => {
    const { code, out } = await check(fixture('problems.html'), '--json');
    expect(code).toBe(CHECK_EXIT.found);
    const reports = json(out);
    const image = reports.find((report) => report.rule === 'image-alt');
    expect(image).toMatchObject({ severity: 'error', location: { kind: 'node', text: expect.stringMatching(/^image \(block \d+\)$/) } });
    expect(image?.key).toMatch(/^image-alt/);
    expect(image?.message).toMatch(/[A-Za-z]/);
    expect(image?.message).not.toMatch(/[\uac00-\ud7a3]/);
    for (const report of reports) {
      expect(Object.keys(report)).toEqual(expect.arrayContaining(['rule', 'severity', 'location', 'key', 'message']));
      if (report.fix) expect(report.fix).toEqual({ kind: expect.stringMatching(/^(auto|guided)$/), label: expect.stringMatching(/[A-Za-z]/) });
    }
    expect(reports.some((report) => report.fix !== undefined)).toBe(true);
    expect(reports.map((report) => report.rule)).toContain('heading-order');
  });
});

describe('tactile check on tactile files', () => {
  it('passes a DTMS page with a clean frame', async () => {
    expect(await check(fixture('box.dtms'))).toEqual({ code: CHECK_EXIT.passed, out: 'Accessibility check passed.\n', err: '' });
  });

  it('finds the stray pin of page 2 of a DTMS, at its pins counted from 1, with no page-alt (DTMS has no page text to check)', async () => {
    const { code, out } = await check(fixture('stray-pin.dtms'), '--json');
    expect(code).toBe(CHECK_EXIT.found);
    const reports = json(out);
    expect(reports.map((report) => report.rule)).not.toContain('page-alt');
    const stray = reports.find((report) => report.rule === 'tactile-stray-pins');
    expect(stray?.location).toMatchObject({ kind: 'page', page: 1, text: 'page 2, pin 53 × 21' });
    expect(reports.every((report) => report.location.kind === 'page' && report.location.page === 1)).toBe(true);
    const text = await check(fixture('stray-pin.dtms'));
    expect(text.out).toMatch(/^(error|warning) \[tactile-stray-pins\] page 2, pin 53 × 21: \S/m);
  });

  it('leaves out what the DTMS says its checks ignore, as the Canvas does: a rule, or one finding by its key', async () => {
    const original = JSON.parse(readFileSync(fixture('stray-pin.dtms'), 'utf8')) as Record<string, unknown>;
    const [stray] = json((await check(fixture('stray-pin.dtms'), '--json')).out).filter((report) => report.rule === 'tactile-stray-pins');
    if (!stray) throw new Error('the fixture has a stray pin');
    const folder = mkdtempSync(join(tmpdir(), 'check-ignores-'));
    for (const ignoredChecks of [{ rules: ['tactile-stray-pins'], findings: [] }, { rules: [], findings: [stray.key] }]) {
      const file = join(folder, 'ignoring.dtms');
      writeFileSync(file, JSON.stringify({ ...original, ignoredChecks }));
      const reports = json((await check(file, '--json')).out);
      expect(reports.filter((report) => report.rule === 'tactile-stray-pins'), JSON.stringify(ignoredChecks)).toEqual([]);
    }
  });

  it('reads a DTM as one page', async () => {
    const { code, out } = await check(fixture('stray-pin.dtm'), '--json');
    expect(code).toBe(CHECK_EXIT.found);
    expect(json(out).find((report) => report.rule === 'tactile-stray-pins')?.location.text).toBe('page 1, pin 53 × 21');
  });
});

describe('tactile check on what it cannot check', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'check-')), 'pages.dtms');
  mkdirSync(folder);
  it.each([
    ['a missing file', fixture('missing.html'), /missing\.html: no such file/],
    ['an unknown extension', fixture('notes.txt'), /notes\.txt: cannot check a "\.txt" file; give an HTML file/],
    ['a Word document', fixture('lesson.docx'), /lesson\.docx: a DOCX is not checked directly; convert it in the Cloud, download its HTML and check that\./],
    ['HTML that is not UTF-8', fixture('latin1.html'), /latin1\.html: not UTF-8 text/],
    ['a folder', folder, /pages\.dtms: a folder, not a file/],
  ])('exits 2 for %s, with one sentence on stderr and nothing on stdout', async (_, path, reason) => {
    const { code, out, err } = await check(path);
    expect(code).toBe(CHECK_EXIT.unreadable);
    expect(out).toBe('');
    expect(err).toMatch(/^tactile check: /);
    expect(err).toMatch(reason);
    expect(err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('exits 2 for a damaged DTMS, with the format\'s reason', async () => {
    const { code, err } = await check(fixture('broken.dtms'));
    expect(code).toBe(CHECK_EXIT.unreadable);
    expect(err).toMatch(/^tactile check: .*broken\.dtms: /);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('answers a wrong call with its usage and exit 2', async () => {
    for (const args of [[], ['a.html', 'b.html'], ['a.html', '--colour']]) {
      const { code, err } = await check(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toContain('Usage: tactile check FILE [--json]');
    }
  });
});

describe('a finding as the command reports it', () => {
  const finding: Finding = {
    rule: 'tactile-stray-pins',
    severity: 'warning',
    location: { kind: 'page', page: 0, area: { x: 4, y: 5, width: 1, height: 1 } },
    key: 'tactile-stray-pins:abc',
    message: { message: { id: '{name} 파일을 내려받았습니다.' }, values: { name: 'x.dtms' } },
    fix: { kind: 'auto', label: { message: { id: '다시 시도' } }, steps: [] },
  };

  it('formats the message and the fix label in English from the catalogue, and leaves the steps out', () => {
    const report = reportOf(finding, { kind: 'tactile', pages: [], ignores: NO_IGNORES });
    expect(report).toEqual({
      rule: 'tactile-stray-pins',
      severity: 'warning',
      location: { kind: 'page', page: 0, area: { x: 4, y: 5, width: 1, height: 1 }, text: 'page 1, pin 5 × 6' },
      key: 'tactile-stray-pins:abc',
      message: 'Downloaded x.dtms.',
      fix: { kind: 'auto', label: 'Try again' },
    });
    expect(reportLine(report)).toBe('warning [tactile-stray-pins] page 1, pin 5 × 6: Downloaded x.dtms.');
  });

  it('has no fix field when the finding has no fix', () => {
    const { fix, ...withoutFix } = finding;
    void fix;
    expect('fix' in reportOf(withoutFix, { kind: 'tactile', pages: [], ignores: NO_IGNORES })).toBe(false);
  });
});

describe('the tactile program itself', () => {
  const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [MAIN, 'check', ...args], { encoding: 'utf8', timeout: 60_000 });

  it('exits 0, 1 and 2 as the command says, with no stack trace', () => {
    expect(run(fixture('clean.html')).status).toBe(0);
    expect(run(fixture('problems.html'), '--json').status).toBe(1);
    const missing = run(fixture('missing.dtms'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^tactile check: .*missing\.dtms: no such file\n$/);
  });
});
