import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { parseDtms, readDtm } from '../core/dtms/index.ts';
import { countRaised, equalGrids, getPin } from '../core/pins/index.ts';
import { runCli } from './cli.ts';
import { EXIT } from './command.ts';

const SAMPLES = fileURLToPath(new URL('../../../shared/fixtures/dot/', import.meta.url));

async function tactile(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => void out.push(t), err: (t) => void err.push(t), readInput: async () => '' });
  return { code, out: out.join(''), err: err.join('') };
}

/** A white picture with a black square in the middle third. */
function squarePixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = Math.floor(height / 3); y < Math.floor((2 * height) / 3); y++) {
    for (let x = Math.floor(width / 3); x < Math.floor((2 * width) / 3); x++) data.set([0, 0, 0, 255], (y * width + x) * 4);
  }
  return data;
}

function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(squarePixels(width, height));
  return PNG.sync.write(png);
}

describe('tactile image2dtms', () => {
  const dir = mkdtempSync(join(tmpdir(), 'image2dtms-'));

  it('turns a PNG into a one-page DTMS for the 320, the square in the middle', async () => {
    writeFileSync(join(dir, 'square.png'), pngOf(300, 200));
    const { code, err } = await tactile('image2dtms', join(dir, 'square.png'), join(dir, 'square.dtms'));
    expect(err).toBe('');
    expect(code).toBe(EXIT.ok);
    const document = parseDtms(readFileSync(join(dir, 'square.dtms'), 'utf8'));
    expect(document.model).toBe(320);
    const [page] = document.items;
    expect(page?.graphic.grid).toMatchObject({ width: 60, height: 40 });
    const grid = page?.graphic.grid;
    expect(grid && getPin(grid, 30, 20)).toBe(true);
    expect(grid && getPin(grid, 2, 2)).toBe(false);
  });

  it('reads JPEG too, and makes 96×64 for the 768, with edges', async () => {
    const encoded = jpeg.encode({ width: 400, height: 300, data: Buffer.from(squarePixels(400, 300)) }, 95);
    writeFileSync(join(dir, 'square.jpg'), encoded.data);
    expect((await tactile('image2dtms', join(dir, 'square.jpg'), join(dir, 'edges.dtms'), '--device', '768', '--edges')).code).toBe(EXIT.ok);
    const grid = parseDtms(readFileSync(join(dir, 'edges.dtms'), 'utf8')).items[0]?.graphic.grid;
    expect(grid).toMatchObject({ width: 96, height: 64 });
    // An outline, not a filled square: the centre stays lowered.
    expect(grid && getPin(grid, 48, 32)).toBe(false);
    expect(grid && countRaised(grid)).toBeGreaterThan(40);
  });

  it('refuses what is not a picture, leaving no file behind', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'not a picture');
    writeFileSync(join(dir, 'broken.png'), Buffer.concat([pngOf(10, 10).subarray(0, 40)]));
    for (const input of ['notes.txt', 'broken.png', 'missing.png']) {
      const { code, err } = await tactile('image2dtms', join(dir, input), join(dir, `${input}.dtms`));
      expect(code, input).toBe(EXIT.failed);
      expect(err, input).toMatch(/^tactile image2dtms: /);
      expect(existsSync(join(dir, `${input}.dtms`)), input).toBe(false);
    }
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers wrong options with usage and exit 2', async () => {
    for (const extra of [['--device', '500'], ['--threshold', '300'], ['--threshold'], ['--sepia']]) {
      const { code, err } = await tactile('image2dtms', 'in.png', 'out.dtms', ...extra);
      expect(code, extra.join(' ')).toBe(EXIT.usage);
      expect(err).toContain('Usage: tactile image2dtms');
    }
  });
});

describe('tactile dtms2dtm and dtm2dtms', () => {
  const dir = mkdtempSync(join(tmpdir(), 'convert-'));

  it('takes a page out of the DTMS sample as a DTM, and wraps it back into a DTMS', async () => {
    const sample = parseDtms(readFileSync(join(SAMPLES, 'sample-320.dtms'), 'utf8'));
    expect((await tactile('dtms2dtm', join(SAMPLES, 'sample-320.dtms'), join(dir, 'page2.dtm'), '--page', '2')).code).toBe(EXIT.ok);
    const dtm = readDtm(new Uint8Array(readFileSync(join(dir, 'page2.dtm'))));
    const page2 = sample.items[1]?.graphic.grid;
    expect(page2 && equalGrids(dtm.grid, page2)).toBe(true);

    expect((await tactile('dtm2dtms', join(dir, 'page2.dtm'), join(dir, 'page2.dtms'))).code).toBe(EXIT.ok);
    const wrapped = parseDtms(readFileSync(join(dir, 'page2.dtms'), 'utf8'));
    expect(wrapped.items).toHaveLength(1);
    expect(page2 && wrapped.items[0] && equalGrids(wrapped.items[0].graphic.grid, page2)).toBe(true);
  });

  it('says so when the page is missing or the file is of the other kind', async () => {
    const missing = await tactile('dtms2dtm', join(SAMPLES, 'sample-320.dtms'), join(dir, 'x.dtm'), '--page', '99');
    expect(missing.code).toBe(EXIT.failed);
    expect(missing.err).toContain('not 99');
    const wrongKind = await tactile('dtm2dtms', join(SAMPLES, 'sample-320.dtms'), join(dir, 'y.dtms'));
    expect(wrongKind.code).toBe(EXIT.failed);
    expect(wrongKind.err).toContain('is not a DTM file');
    expect(existsSync(join(dir, 'x.dtm')) || existsSync(join(dir, 'y.dtms'))).toBe(false);
  });
});
