import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assemblePdf, bombPdf, deflatedZeros, simplePdf, streamBody } from '../../testing/hostilePdfs.ts';
import { findInflatingStream, findInflatingStreamInFile } from './inflationGuard.ts';

const MiB = 1024 * 1024;

describe('findInflatingStream', () => {
  it('finds the 1 GiB bomb, quickly and without inflating it all', () => {
    const bomb = bombPdf();
    const started = performance.now();
    const found = findInflatingStream(bomb);
    expect(found?.offset).toBe(bomb.indexOf('stream\n') + 'stream\n'.length);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('lets ordinary files and streams under the ceiling pass', () => {
    expect(findInflatingStream(simplePdf(['one', 'two']))).toBeUndefined();
    const file = assemblePdf(['<< /Type /Catalog >>', streamBody('/Filter /FlateDecode', deflatedZeros(2 * MiB))]);
    expect(findInflatingStream(file, 4 * MiB)).toBeUndefined();
    expect(findInflatingStream(file, 1 * MiB)).toBeDefined();
  });

  it('measures each stage of chained Flate filters', () => {
    const twice = deflateSync(deflatedZeros(8 * MiB));
    const file = assemblePdf(['<< /Type /Catalog >>', streamBody('/Filter [/FlateDecode /FlateDecode]', twice)]);
    expect(twice.length).toBeLessThan(64 * 1024);
    expect(findInflatingStream(file, 4 * MiB)).toBeDefined();
    expect(findInflatingStream(file, 16 * MiB)).toBeUndefined();
  });

  it('leaves pictures to the fenced renderers, and broken data to the readers', () => {
    const picture = assemblePdf(['<< /Type /Catalog >>', streamBody('/Type /XObject /Subtype /Image /Width 4096 /Height 2048 /BitsPerComponent 8 /ColorSpace /DeviceGray /Filter /FlateDecode', deflatedZeros(8 * MiB))]);
    expect(findInflatingStream(picture, 1 * MiB)).toBeUndefined();
    const broken = assemblePdf(['<< /Type /Catalog >>', streamBody('/Filter /FlateDecode', Buffer.from('not zlib at all'))]);
    expect(findInflatingStream(broken, 1)).toBeUndefined();
  });
});

describe('findInflatingStreamInFile', () => {
  async function scanFile(bytes: Buffer, maxBytes?: number) {
    const dir = await mkdtemp(join(tmpdir(), 'inflation-'));
    try {
      await writeFile(join(dir, 'file.pdf'), bytes);
      const handle = await open(join(dir, 'file.pdf'), 'r');
      try {
        return await findInflatingStreamInFile(handle, bytes.length, maxBytes);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('finds the bomb as the in-memory scan does', async () => {
    const bomb = bombPdf();
    expect(await scanFile(bomb)).toEqual(findInflatingStream(bomb));
    expect(await scanFile(simplePdf(['one']))).toBeUndefined();
  });

  it('finds a stream whose keyword straddles the 4 MiB reading window, at every split of the keyword', async () => {
    const bomb = streamBody('/Filter /FlateDecode', deflatedZeros(8 * MiB));
    for (const before of [0, 2, 5, 6]) {
      // A comment fills the file so that `stream` starts `before` bytes before the window's edge.
      const head = Buffer.from('%PDF-1.7\n%', 'latin1');
      const keyword = bomb.indexOf('stream');
      const filler = Buffer.alloc(4 * MiB - before - head.length - 1 - keyword, 'x');
      const file = Buffer.concat([head, filler, Buffer.from('\n', 'latin1'), bomb]);
      expect(file.indexOf('stream\n')).toBe(4 * MiB - before);
      expect(await scanFile(file, 4 * MiB)).toBeDefined();
    }
  });

  it('reads a stream longer than the window to its end, and judges its compressed size too', async () => {
    const noise = randomBytes(6 * MiB);
    const file = assemblePdf(['<< /Type /Catalog >>', streamBody('/Filter /FlateDecode', deflateSync(noise, { level: 1 }))]);
    expect(await scanFile(file, 64 * MiB)).toBeUndefined();
    // Six MiB of compressed data cannot inflate to less: past a 5 MiB ceiling either way.
    expect(await scanFile(file, 5 * MiB)).toBeDefined();
  });
});
