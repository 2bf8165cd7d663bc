import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DaisyProblem, DaisyRule } from './problem.ts';
import { copyFixture, edit, fixtureFolder, type FixtureBook } from './testBooks.ts';
import { validateDaisyFolder } from './validateFolder.ts';

// Each fixture is proven valid, then each rule is proven to catch a book
// that breaks it: one mutation of a private copy per test.

const disposals: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(disposals.splice(0).map((dispose) => dispose()));
});

async function mutated(book: FixtureBook, change: (folder: string) => Promise<void>): Promise<DaisyProblem[]> {
  const { folder, dispose } = await copyFixture(book);
  disposals.push(dispose);
  await change(folder);
  return validateDaisyFolder(folder);
}

function expectProblem(problems: readonly DaisyProblem[], file: string, rule: DaisyRule, message?: RegExp) {
  expect(problems).toContainEqual(expect.objectContaining({ file, rule, ...(message ? { message: expect.stringMatching(message) } : {}) }));
}

describe('validateDaisyFolder', { timeout: 60_000 }, () => {
  it.each(['text-only', 'audio'] as const)('finds nothing wrong with the %s fixture', async (book) => {
    expect(await validateDaisyFolder(fixtureFolder(book))).toEqual([]);
  });

  it('reports an NCX dtb:uid that is not the OPF identifier', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'navigation.ncx', 'content="ts-fixture-text-0001"', 'content="someone-else"'));
    expectProblem(problems, 'navigation.ncx', 'uid', /"someone-else".*"ts-fixture-text-0001"/);
    expect(problems.map((problem) => problem.rule)).toEqual(['uid']);
  });

  it('reports a SMIL dtb:uid that is not the OPF identifier', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', 'content="ts-fixture-audio-0001"', 'content="other"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'mo1.smil', rule: 'uid' })]);
  });

  it('reports a missing SMIL file from the manifest and from everything that points at it', async () => {
    const problems = await mutated('text-only', (folder) => rm(join(folder, 'mo1.smil')));
    expectProblem(problems, 'book.opf', 'manifest', /"mo1".*mo1\.smil.*does not exist/);
    expectProblem(problems, 'navigation.ncx', 'reference', /mo1\.smil#par_h1/);
    expectProblem(problems, 'book.xml', 'reference', /mo1\.smil#par_para1/);
  });

  it('reports a smilref whose fragment names no id', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.xml', 'smilref="mo1.smil#par_h1"', 'smilref="mo1.smil#par_nowhere"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'book.xml', rule: 'reference', message: expect.stringMatching(/"par_nowhere"/) })]);
  });

  it('reports a SMIL text src whose fragment names no id', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', 'src="book.xml#para1"', 'src="book.xml#para9"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'mo1.smil', rule: 'reference' })]);
  });

  it('reports a dtb:totalTime that is not the sum of the SMIL durations', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'book.opf', 'content="0:00:01.000"', 'content="0:00:03.000"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'book.opf', rule: 'total-time', message: expect.stringMatching(/3\.000 s.*1\.000 s/) })]);
  });

  it('reports a text-only book that claims a running time', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.opf', 'name="dtb:totalTime" content="0:00:00"', 'name="dtb:totalTime" content="0:00:02"'));
    expectProblem(problems, 'book.opf', 'total-time');
  });

  it('reports a dtb:totalElapsedTime that is not the time before the SMIL', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', 'content="0:00:00"', 'content="0:00:04"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'mo1.smil', rule: 'total-elapsed-time' })]);
  });

  /** The audio book with a second SMIL, a copy of the first read after it; `elapsed` is its dtb:totalElapsedTime. */
  async function twoSmils(folder: string, elapsed: string, totalTime: string): Promise<void> {
    const first = await readFile(join(folder, 'mo1.smil'), 'utf8');
    await writeFile(join(folder, 'mo2.smil'), first.replace('name="dtb:totalElapsedTime" content="0:00:00"', `name="dtb:totalElapsedTime" content="${elapsed}"`));
    await edit(folder, 'book.opf', '<item id="mo1"', '<item id="mo2" href="mo2.smil" media-type="application/smil"/>\n    <item id="mo1"');
    await edit(folder, 'book.opf', '<itemref idref="mo1"/>', '<itemref idref="mo1"/>\n    <itemref idref="mo2"/>');
    await edit(folder, 'book.opf', 'name="dtb:totalTime" content="0:00:01.000"', `name="dtb:totalTime" content="${totalTime}"`);
  }

  it('adds SMIL durations up in spine order', async () => {
    expect(await mutated('audio', (folder) => twoSmils(folder, '0:00:01.000', '0:00:02.000'))).toEqual([]);
    expect(await mutated('audio', (folder) => twoSmils(folder, '0:00:00', '0:00:02.000'))).toEqual([
      expect.objectContaining({ file: 'mo2.smil', rule: 'total-elapsed-time', message: expect.stringMatching(/0\.000 s.*1\.000 s/) }),
    ]);
    expect(await mutated('audio', (folder) => twoSmils(folder, '0:00:01.000', '0:00:01.000'))).toEqual([
      expect.objectContaining({ file: 'book.opf', rule: 'total-time', message: expect.stringMatching(/1\.000 s.*2\.000 s/) }),
    ]);
  });

  it('reports a main seq dur that is not the sum of its clips', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', 'dur="0:00:01.000"', 'dur="0:00:02.000"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'mo1.smil', rule: 'smil-duration' })]);
  });

  it('reports a clip that ends after its MP3 does', async () => {
    const problems = await mutated('audio', async (folder) => {
      await edit(folder, 'mo1.smil', 'clipEnd="0:00:01.000"', 'clipEnd="0:00:05.000"');
      await edit(folder, 'mo1.smil', 'dur="0:00:01.000"', 'dur="0:00:05.000"');
      await edit(folder, 'book.opf', 'content="0:00:01.000"', 'content="0:00:05.000"');
    });
    expect(problems).toEqual([expect.objectContaining({ file: 'mo1.smil', rule: 'clip', message: expect.stringMatching(/ends at 5 s, after the audio's end/) })]);
  });

  it('reports a clip that ends before it begins', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', 'clipBegin="0:00:00.250" clipEnd="0:00:00.600"', 'clipBegin="0:00:00.600" clipEnd="0:00:00.250"'));
    expectProblem(problems, 'mo1.smil', 'clip', /begins at 0\.6 s, not before its end/);
  });

  it('reports a clip without a clipEnd through the DTD', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', ' clipEnd="0:00:00.250"', ''));
    expectProblem(problems, 'mo1.smil', 'dtd', /clipEnd/);
  });

  it('reports an unreadable clock value', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'mo1.smil', 'clipEnd="0:00:00.250"', 'clipEnd="a quarter second"'));
    expectProblem(problems, 'mo1.smil', 'clock', /a quarter second/);
  });

  it('reports an audio file that is not there', async () => {
    const problems = await mutated('audio', (folder) => rm(join(folder, 'audio1.mp3')));
    expectProblem(problems, 'mo1.smil', 'reference', /audio1\.mp3/);
    expectProblem(problems, 'book.opf', 'manifest', /audio1\.mp3/);
  });

  it('reports an audio file that is not audio', async () => {
    const problems = await mutated('audio', (folder) => edit(folder, 'book.opf', 'href="audio1.mp3"', 'href="book.res"').then(() => edit(folder, 'mo1.smil', 'src="audio1.mp3"', 'src="book.res"')));
    expectProblem(problems, 'mo1.smil', 'audio', /book\.res/);
  });

  it.each([
    ['<dc:Publisher>Tactile Studio</dc:Publisher>', '', /dc:Publisher is missing/],
    ['<dc:Title>A Small Book</dc:Title>', '<dc:Title> </dc:Title>', /dc:Title is missing or empty/],
    ['<dc:Format>ANSI/NISO Z39.86-2005</dc:Format>', '<dc:Format>DAISY 2.02</dc:Format>', /dc:Format is "DAISY 2\.02"/],
    ['<meta name="dtb:multimediaType" content="textNCX"/>', '', /dtb:multimediaType is missing/],
    ['<meta name="dtb:multimediaContent" content="text"/>', '', /dtb:multimediaContent is missing/],
    ['unique-identifier="uid"', 'unique-identifier="nothing"', /unique-identifier does not name/],
  ])('reports missing or wrong metadata: %s', async (from, to, message) => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.opf', from, to));
    expectProblem(problems, 'book.opf', 'metadata', message);
  });

  it('reports a missing dtb:totalTime', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.opf', '<meta name="dtb:totalTime" content="0:00:00"/>', ''));
    expect(problems).toEqual([expect.objectContaining({ file: 'book.opf', rule: 'metadata', message: expect.stringMatching(/dtb:totalTime is missing/) })]);
  });

  it('reports an id used twice in one file', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.xml', '<p id="para1"', '<p id="doctitle"'));
    expectProblem(problems, 'book.xml', 'unique-id', /"doctitle"/);
    expectProblem(problems, 'book.xml', 'dtd', /doctitle/);
  });

  it('reports an element the DTD does not allow', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.xml', '<p id="para1"', '<bogus/><p id="para1"'));
    expectProblem(problems, 'book.xml', 'dtd', /^book\.xml:\d+: .*No declaration for element bogus/);
    expect(new Set(problems.map((problem) => problem.rule))).toEqual(new Set(['dtd']));
  });

  it('reports a file that is not well-formed', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'navigation.ncx', '</navMap>', '</navmap>'));
    expectProblem(problems, 'navigation.ncx', 'dtd');
  });

  it('reports a DOCTYPE naming another DTD', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.xml', '-//NISO//DTD dtbook 2005-3//EN', '-//NISO//DTD dtbook 2005-1//EN'));
    expectProblem(problems, 'book.xml', 'doctype', /2005-1.*2005-3/);
  });

  it('reports a DTD the catalog does not have instead of fetching it', async () => {
    const problems = await mutated('text-only', (folder) =>
      edit(folder, 'book.xml', '"-//NISO//DTD dtbook 2005-3//EN" "http://www.daisy.org/z3986/2005/dtbook-2005-3.dtd"', '"-//X//DTD unknown//EN" "http://example.invalid/unknown.dtd"'),
    );
    expectProblem(problems, 'book.xml', 'doctype', /unknown/);
    expectProblem(problems, 'book.xml', 'dtd', /failed to load external entity "http:\/\/example\.invalid\/unknown\.dtd"/);
  });

  it('reports a SMIL item whose media type is not application/smil', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.opf', 'media-type="application/smil"', 'media-type="application/smil+xml"'));
    expect(problems).toEqual([expect.objectContaining({ file: 'book.opf', rule: 'media-type' })]);
  });

  it('reports a spine entry that names no manifest item', async () => {
    const problems = await mutated('text-only', (folder) => edit(folder, 'book.opf', '<itemref idref="mo1"/>', '<itemref idref="mo2"/>'));
    expectProblem(problems, 'book.opf', 'manifest', /spine names "mo2"/);
  });

  it('reports a book with no package file', async () => {
    const problems = await mutated('text-only', (folder) => rm(join(folder, 'book.opf')));
    expectProblem(problems, '.', 'package', /0 OPF/);
  });
});
