import { describe, expect, it, vi } from 'vitest';
import { imageToTactile, type RgbaImage } from '../../../../core/image/index.ts';
import { squarePicture } from '../placement/testing/contentFakes.tsx';
import type { ConvertRequest, ImageWorkerReply } from './protocol.ts';
import { conversionOptions, DEFAULT_IMAGE_SETTINGS } from './protocol.ts';
import { createImageWorkerHandler } from './workerHandler.ts';

const SIZE = { width: 60, height: 40 };
const file = new Blob(['picture']);
const request = (id: number, key = 'a', settings = DEFAULT_IMAGE_SETTINGS): ConvertRequest => ({ type: 'convert', id, key, file, options: conversionOptions(settings, SIZE) });

/** The handler with the real conversion; `decode` stands in for createImageBitmap and an OffscreenCanvas. */
function setup(decode: (file: Blob) => Promise<RgbaImage> = async () => squarePicture(), keep?: number) {
  const replies: ImageWorkerReply[] = [];
  const decoder = vi.fn(decode);
  const handle = createImageWorkerHandler({ decode: decoder, post: (reply) => replies.push(reply), yieldToQueue: () => Promise.resolve(), ...(keep === undefined ? {} : { keep }) });
  return { handle, replies, decoder };
}

describe('the image worker', () => {
  it('converts a picture with the real conversion and answers with its pins', async () => {
    const { handle, replies } = setup();
    await handle(request(1));
    const expected = imageToTactile(squarePicture(), conversionOptions(DEFAULT_IMAGE_SETTINGS, SIZE));
    expect(replies).toEqual([{ type: 'converted', id: 1, width: 60, height: 40, bits: expected.bits }]);
  });

  it('maps opacity to brightness the other way round: more opacity, more pins', async () => {
    const count = (bits: Uint8Array) => bits.reduce((sum, byte) => sum + byte.toString(2).replaceAll('0', '').length, 0);
    const { handle, replies } = setup(async () => {
      // A grey ramp, so the cut moves with the setting.
      const data = new Uint8ClampedArray(60 * 40 * 4);
      for (let i = 0; i < 60 * 40; i++) data.set([(i % 60) * 4, (i % 60) * 4, (i % 60) * 4, 255], i * 4);
      return { width: 60, height: 40, data };
    });
    await handle(request(1, 'a', { ...DEFAULT_IMAGE_SETTINGS, opacity: 30, threshold: 128 }));
    await handle(request(2, 'a', { ...DEFAULT_IMAGE_SETTINGS, opacity: 70, threshold: 128 }));
    const [light, dark] = replies.map((reply) => (reply.type === 'converted' ? count(reply.bits) : -1));
    expect(dark).toBeGreaterThan(light ?? 0);
  });

  it('decodes a picture once and keeps it for the next settings', async () => {
    const { handle, replies, decoder } = setup();
    await handle(request(1));
    await handle(request(2, 'a', { ...DEFAULT_IMAGE_SETTINGS, invert: true }));
    expect(decoder).toHaveBeenCalledTimes(1);
    expect(replies.map((reply) => reply.type)).toEqual(['converted', 'converted']);
  });

  it('skips a request a newer one for the same picture has made stale', async () => {
    const { handle, replies } = setup();
    await Promise.all([handle(request(1)), handle(request(2)), handle(request(3, 'b'))]);
    expect(replies.map((reply) => [reply.type, reply.id])).toEqual(
      expect.arrayContaining([
        ['superseded', 1],
        ['converted', 2],
        ['converted', 3],
      ]),
    );
  });

  it('says a file that does not decode failed to decode, and tries it again next time', async () => {
    let fail = true;
    const { handle, replies, decoder } = setup(async () => {
      if (fail) throw new Error('not an image');
      return squarePicture();
    });
    await handle(request(1));
    fail = false;
    await handle(request(2));
    expect(replies[0]).toMatchObject({ type: 'failed', id: 1, reason: 'decode' });
    expect(replies[1]).toMatchObject({ type: 'converted', id: 2 });
    expect(decoder).toHaveBeenCalledTimes(2);
  });

  it('says a setting out of range is the settings\' fault', async () => {
    const { handle, replies } = setup();
    await handle(request(1, 'a', { ...DEFAULT_IMAGE_SETTINGS, sharpness: 15 }));
    expect(replies[0]).toMatchObject({ type: 'failed', id: 1, reason: 'settings' });
  });

  it('keeps only the most recent pictures, and forgets one when told', async () => {
    const { handle, decoder } = setup(undefined, 2);
    await handle(request(1, 'a'));
    await handle(request(2, 'b'));
    await handle(request(3, 'c'));
    await handle(request(4, 'c'));
    expect(decoder).toHaveBeenCalledTimes(3);
    await handle(request(5, 'a'));
    expect(decoder).toHaveBeenCalledTimes(4);
    await handle({ type: 'forget', key: 'a' });
    await handle(request(6, 'a'));
    expect(decoder).toHaveBeenCalledTimes(5);
  });
});
