import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWavLayout, wavHeader, WavError, WavWriter } from './wavFile.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wav-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pcm = (...samples: number[]) => {
  const buffer = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => buffer.writeInt16LE(sample, index * 2));
  return buffer;
};

/** A RIFF file of the given chunks (id, body), sizes stated truly unless `dataSize` says otherwise. */
function riff(chunks: readonly [string, Buffer][], dataSize?: number): Buffer {
  const parts = chunks.map(([id, body]) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(id === 'data' && dataSize !== undefined ? dataSize : body.length, 4);
    return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  });
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), ...parts]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

function fmt(encoding: number, channels: number, rate: number, bits: number): Buffer {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(encoding, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(rate, 4);
  body.writeUInt32LE((rate * channels * bits) / 8, 8);
  body.writeUInt16LE((channels * bits) / 8, 12);
  body.writeUInt16LE(bits, 14);
  return body;
}

async function layoutOf(bytes: Buffer) {
  const path = join(dir, 'x.wav');
  await writeFile(path, bytes);
  return readWavLayout(path);
}

describe('readWavLayout', () => {
  it('reads the 44-byte header eSpeak NG writes', async () => {
    expect(await layoutOf(Buffer.concat([wavHeader(3), pcm(1, 2, 3)]))).toEqual({ sampleRate: 22050, dataOffset: 44, samples: 3 });
  });

  it('skips other chunks (ffmpeg writes a LIST chunk, of odd length here) before the data', async () => {
    const bytes = riff([
      ['fmt ', fmt(1, 1, 16000, 16)],
      ['LIST', Buffer.from('INFOabc', 'latin1')],
      ['data', pcm(5, 6)],
    ]);
    expect(await layoutOf(bytes)).toEqual({ sampleRate: 16000, dataOffset: 12 + 24 + 16 + 8, samples: 2 });
  });

  it('a data size a streaming writer left unknown runs to the end of the file', async () => {
    expect((await layoutOf(riff([['fmt ', fmt(1, 1, 22050, 16)], ['data', pcm(1, 2, 3, 4)]], 0xffffffff))).samples).toBe(4);
  });

  it.each([
    ['not RIFF', Buffer.from('ID3\u0004 hello this is no wave file', 'latin1'), /no RIFF\/WAVE header/],
    ['empty', Buffer.alloc(0), /no RIFF\/WAVE header/],
    ['stereo', riff([['fmt ', fmt(1, 2, 22050, 16)], ['data', pcm(1, 2)]]), /2 channels, not mono/],
    ['8-bit', riff([['fmt ', fmt(1, 1, 22050, 8)], ['data', Buffer.from([1, 2])]]), /8-bit samples/],
    ['float', riff([['fmt ', fmt(3, 1, 22050, 32)], ['data', Buffer.alloc(8)]]), /encoding 3, not PCM/],
    ['data before fmt', riff([['data', pcm(1)], ['fmt ', fmt(1, 1, 22050, 16)]]), /data chunk before its fmt chunk/],
    ['no data', riff([['fmt ', fmt(1, 1, 22050, 16)]]), /no data chunk/],
    ['no fmt', riff([['LIST', Buffer.alloc(4)]]), /no fmt chunk/],
    ['short fmt', riff([['fmt ', Buffer.alloc(8)], ['data', pcm(1)]]), /fmt chunk of 8 bytes/],
    ['cut off', riff([['fmt ', fmt(1, 1, 22050, 16)], ['data', pcm(1, 2)]], 400), /data chunk of 400 bytes with only 4 present/],
  ])('refuses a WAV that is %s', async (_name, bytes, message) => {
    const failure = layoutOf(bytes);
    await expect(failure).rejects.toThrow(WavError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('WavWriter', () => {
  it('streams slices of other WAVs and silence into one WAV whose header states its length', async () => {
    const source = join(dir, 'source.wav');
    await writeFile(source, riff([['fmt ', fmt(1, 1, 22050, 16)], ['LIST', Buffer.alloc(6)], ['data', pcm(10, 20, 30, 40, 50)]]));
    const layout = await readWavLayout(source);
    const out = join(dir, 'out.wav');
    const writer = await WavWriter.create(out);
    await writer.copy(source, layout, 1, 4);
    await writer.silence(2);
    await writer.copy(source, layout);
    expect(writer.samples).toBe(10);
    await writer.finish();
    const bytes = await readFile(out);
    expect(await readWavLayout(out)).toEqual({ sampleRate: 22050, dataOffset: 44, samples: 10 });
    expect(bytes.subarray(44)).toEqual(pcm(20, 30, 40, 0, 0, 10, 20, 30, 40, 50));
  });

  it('a large copy crosses its block size without losing a sample', async () => {
    const samples = Array.from({ length: 100_000 }, (_, index) => (index % 2000) - 1000);
    const source = join(dir, 'big.wav');
    await writeFile(source, Buffer.concat([wavHeader(samples.length), pcm(...samples)]));
    const out = join(dir, 'out.wav');
    const writer = await WavWriter.create(out);
    await writer.copy(source, await readWavLayout(source));
    await writer.silence(70_000);
    await writer.finish();
    const bytes = await readFile(out);
    expect((await readWavLayout(out)).samples).toBe(170_000);
    expect(bytes.subarray(44, 44 + samples.length * 2)).toEqual(pcm(...samples));
    expect(bytes.subarray(44 + samples.length * 2).every((byte) => byte === 0)).toBe(true);
  });

  it('a source shorter than its header says is an error, not silence', async () => {
    const source = join(dir, 'short.wav');
    await writeFile(source, Buffer.concat([wavHeader(1), pcm(7)]));
    const writer = await WavWriter.create(join(dir, 'out.wav'));
    await expect(writer.copy(source, { sampleRate: 22050, dataOffset: 44, samples: 5 })).rejects.toThrow(/fewer samples than its header states/);
    await writer.abandon();
  });

  it('never overwrites a file', async () => {
    await writeFile(join(dir, 'taken.wav'), 'x');
    await expect(WavWriter.create(join(dir, 'taken.wav'))).rejects.toThrow(/EEXIST/);
  });
});
