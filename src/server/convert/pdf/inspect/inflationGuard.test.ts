import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assemblePdf, bombPdf, deflatedZeros, simplePdf, streamBody } from '../../testing/hostilePdfs.ts';
import { findInflatingStream } from './inflationGuard.ts';

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
