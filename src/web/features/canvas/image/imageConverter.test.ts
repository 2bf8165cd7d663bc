import { describe, expect, it, vi } from 'vitest';
import { createImageConverter, ImageConversionError, type ImageWorkerPort } from './imageConverter.ts';
import type { ImageWorkerReply, ImageWorkerRequest } from './protocol.ts';

const OPTIONS = { width: 2, height: 1 };

/** A worker that answers only when the test says. */
function fakeWorker() {
  const sent: ImageWorkerRequest[] = [];
  let reply: (message: ImageWorkerReply) => void = () => undefined;
  let stop: (why: string) => void = () => undefined;
  const terminate = vi.fn();
  const start = vi.fn(
    (): ImageWorkerPort => ({
      post: (request) => sent.push(request),
      onReply: (listener) => (reply = listener),
      onStop: (listener) => (stop = listener),
      terminate,
    }),
  );
  return { start, sent, reply: (message: ImageWorkerReply) => reply(message), stop: (why: string) => stop(why), terminate };
}

describe('the image converter', () => {
  it('starts one worker on first use and answers each conversion with its pins', async () => {
    const worker = fakeWorker();
    const converter = createImageConverter(worker.start);
    expect(worker.start).not.toHaveBeenCalled();
    const pending = converter.convert('a', new Blob(), OPTIONS);
    expect(worker.sent).toEqual([{ type: 'convert', id: 1, key: 'a', file: expect.any(Blob), options: OPTIONS }]);
    worker.reply({ type: 'converted', id: 1, width: 2, height: 1, bits: Uint8Array.of(1) });
    expect(await pending).toEqual({ width: 2, height: 1, bits: Uint8Array.of(1) });
    void converter.convert('b', new Blob(), OPTIONS);
    expect(worker.start).toHaveBeenCalledTimes(1);
  });

  it('settles an older conversion of the same picture with null as soon as a newer one is asked for', async () => {
    const worker = fakeWorker();
    const converter = createImageConverter(worker.start);
    const older = converter.convert('a', new Blob(), OPTIONS);
    const other = converter.convert('b', new Blob(), OPTIONS);
    const newer = converter.convert('a', new Blob(), OPTIONS);
    expect(await older).toBeNull();
    worker.reply({ type: 'superseded', id: 1 });
    worker.reply({ type: 'converted', id: 3, width: 2, height: 1, bits: Uint8Array.of(2) });
    worker.reply({ type: 'failed', id: 2, reason: 'decode', detail: 'bad' });
    expect(await newer).toMatchObject({ bits: Uint8Array.of(2) });
    await expect(other).rejects.toMatchObject({ reason: 'decode' });
  });

  it('fails what is waiting when the worker stops, and starts a fresh one next time', async () => {
    const worker = fakeWorker();
    const converter = createImageConverter(worker.start);
    const waiting = converter.convert('a', new Blob(), OPTIONS);
    worker.stop('crashed');
    await expect(waiting).rejects.toBeInstanceOf(ImageConversionError);
    expect(worker.terminate).toHaveBeenCalled();
    void converter.convert('a', new Blob(), OPTIONS);
    expect(worker.start).toHaveBeenCalledTimes(2);
  });

  it('tells the worker to forget a picture', () => {
    const worker = fakeWorker();
    const converter = createImageConverter(worker.start);
    void converter.convert('a', new Blob(), OPTIONS);
    converter.forget('a');
    expect(worker.sent.at(-1)).toEqual({ type: 'forget', key: 'a' });
  });
});
