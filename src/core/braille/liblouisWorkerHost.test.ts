import { describe, expect, it } from 'vitest';
import { BrailleError } from './errors.ts';
import type { WorkerReply, WorkerRequest } from './liblouisWorker.ts';
import { createLiblouisWorkerEngine, type WorkerPort } from './liblouisWorkerHost.ts';

const TIMEOUT_MS = 5_000;
const EN = 'unicode.dis,en-ueb-g2.ctb';
const KO = 'unicode.dis,ko-g2.ctb';

/** A worker that does nothing by itself: the test replies for it. */
class FakeWorker implements WorkerPort {
  readonly posted: WorkerRequest[] = [];
  terminated = false;
  private readonly replyListeners: ((reply: WorkerReply) => void)[] = [];
  private readonly stopListeners: ((why: string) => void)[] = [];

  post(request: WorkerRequest): void {
    this.posted.push(request);
  }
  onReply(listener: (reply: WorkerReply) => void): void {
    this.replyListeners.push(listener);
  }
  onStop(listener: (why: string) => void): void {
    this.stopListeners.push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }

  reply(reply: WorkerReply): void {
    for (const listener of this.replyListeners) listener(reply);
  }
  stop(why: string): void {
    for (const listener of this.stopListeners) listener(why);
  }
  /** Answers the last request it was sent with one braille line per line. */
  answer(extra: { firstUseMs?: number } = {}): void {
    const request = this.last();
    this.reply({ id: request.id, ok: true, lines: request.lines.map((line) => `⠿${line}`), ...extra });
  }
  last(): WorkerRequest {
    const request = this.posted.at(-1);
    if (!request) throw new Error('nothing was posted');
    return request;
  }
}

interface Timer {
  readonly ms: number;
  readonly action: () => void;
  cancelled: boolean;
}

function setup() {
  const workers: FakeWorker[] = [];
  const timers: Timer[] = [];
  const engine = createLiblouisWorkerEngine({
    startWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    timeoutMs: TIMEOUT_MS,
    schedule: (ms, action) => {
      const timer: Timer = { ms, action, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const worker = (index: number): FakeWorker => {
    const found = workers[index];
    if (!found) throw new Error(`worker ${index} was never started`);
    return found;
  };
  const fire = (index: number) => {
    const timer = timers[index];
    if (!timer) throw new Error(`timer ${index} was never scheduled`);
    timer.action();
  };
  return { engine, workers, timers, worker, fire };
}

/** Lets queued promise callbacks run (no timers involved). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rejection of a promise, which must reject. */
function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('the request did not fail');
    },
    (error: unknown) => error,
  );
}

describe('translating through a liblouis-js worker', () => {
  it('is the liblouis-js engine and starts no worker before it is needed', () => {
    const { engine, workers } = setup();
    expect(engine.engine).toBe('liblouis-js');
    expect(workers).toHaveLength(0);
  });

  it('sends a request with its table list, lines and direction, and resolves with the reply', async () => {
    const { engine, worker, timers } = setup();
    const result = engine.translateLines(EN, ['a', 'b'], 'backward');
    await flush();
    expect(worker(0).posted).toEqual([{ id: expect.any(Number), tableList: EN, lines: ['a', 'b'], direction: 'backward' }]);
    expect(timers.map((timer) => timer.ms)).toEqual([TIMEOUT_MS]);
    worker(0).answer();
    expect(await result).toEqual(['⠿a', '⠿b']);
    expect(timers[0]?.cancelled).toBe(true);
  });

  it('sends one request at a time and resolves them in order', async () => {
    const { engine, workers, worker } = setup();
    const first = engine.translateLines(EN, ['one'], 'forward');
    const second = engine.translateLines(EN, ['two'], 'forward');
    await flush();
    expect(worker(0).posted.map((request) => request.lines)).toEqual([['one']]);
    worker(0).answer();
    await flush();
    expect(worker(0).posted.map((request) => request.lines)).toEqual([['one'], ['two']]);
    const [firstId, secondId] = worker(0).posted.map((request) => request.id);
    expect(firstId).not.toBe(secondId);
    worker(0).answer();
    expect(await first).toEqual(['⠿one']);
    expect(await second).toEqual(['⠿two']);
    expect(workers).toHaveLength(1);
  });

  it('ignores a reply to another request', async () => {
    const { engine, worker } = setup();
    let settled = false;
    const result = engine.translateLines(EN, ['a'], 'forward').finally(() => {
      settled = true;
    });
    await flush();
    const { id } = worker(0).last();
    worker(0).reply({ id: id + 100, ok: true, lines: ['wrong'] });
    await flush();
    expect(settled).toBe(false);
    worker(0).answer();
    expect(await result).toEqual(['⠿a']);
  });

  it('fails a request that takes too long, ends that worker and starts a fresh one for the next', async () => {
    const { engine, workers, worker, fire } = setup();
    const slow = failureOf(engine.translateLines(KO, ['안녕'], 'forward'));
    await flush();
    fire(0);
    const error = await slow;
    expect(error).toBeInstanceOf(BrailleError);
    expect(error).toMatchObject({ code: 'TRANSLATION_FAILED' });
    expect(String((error as Error).message)).toContain(KO);
    expect(worker(0).terminated).toBe(true);

    const next = engine.translateLines(KO, ['다음'], 'forward');
    await flush();
    expect(workers).toHaveLength(2);
    expect(worker(0).posted).toHaveLength(1);
    expect(worker(1).posted.map((request) => request.lines)).toEqual([['다음']]);
    worker(1).answer();
    expect(await next).toEqual(['⠿다음']);
    expect(worker(1).terminated).toBe(false);
  });

  it('lets a late reply from a worker that timed out change nothing', async () => {
    const { engine, worker, fire } = setup();
    const slow = failureOf(engine.translateLines(EN, ['a'], 'forward'));
    await flush();
    const late = worker(0).last();
    fire(0);
    await slow;
    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    worker(0).reply({ id: late.id, ok: true, lines: ['late'] });
    worker(1).answer();
    expect(await next).toEqual(['⠿b']);
  });

  it('fails a request whose reply says the instance died, and replaces the worker', async () => {
    const { engine, workers, worker, timers } = setup();
    const failing = failureOf(engine.translateLines(EN, ['a'], 'forward'));
    await flush();
    worker(0).reply({ id: worker(0).last().id, ok: false, code: 'TRANSLATION_FAILED', message: 'abort(OOM)', fatal: true });
    expect(await failing).toMatchObject({ name: 'BrailleError', code: 'TRANSLATION_FAILED', message: 'abort(OOM)' });
    expect(worker(0).terminated).toBe(true);
    expect(timers[0]?.cancelled).toBe(true);

    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    expect(workers).toHaveLength(2);
    worker(1).answer();
    expect(await next).toEqual(['⠿b']);
  });

  it('keeps the worker after a failure that left the instance alive', async () => {
    const { engine, workers, worker } = setup();
    const failing = failureOf(engine.translateLines(EN, ['a'], 'forward'));
    await flush();
    worker(0).reply({ id: worker(0).last().id, ok: false, code: 'TRANSLATION_FAILED', message: 'could not translate', fatal: false });
    const error = await failing;
    expect(error).toBeInstanceOf(BrailleError);
    expect(error).toMatchObject({ code: 'TRANSLATION_FAILED', message: 'could not translate' });
    expect(worker(0).terminated).toBe(false);

    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    expect(workers).toHaveLength(1);
    expect(worker(0).posted).toHaveLength(2);
    worker(0).answer();
    expect(await next).toEqual(['⠿b']);
  });

  it('fails the pending request when the worker stops, and starts a new one for the next', async () => {
    const { engine, workers, worker, timers } = setup();
    const failing = failureOf(engine.translateLines(EN, ['a'], 'forward'));
    await flush();
    worker(0).stop('the worker failed to load');
    const error = await failing;
    expect(error).toBeInstanceOf(BrailleError);
    expect(error).toMatchObject({ code: 'TRANSLATION_FAILED' });
    expect(String((error as Error).message)).toContain('the worker failed to load');
    expect(timers[0]?.cancelled).toBe(true);

    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    expect(workers).toHaveLength(2);
    worker(1).answer();
    expect(await next).toEqual(['⠿b']);
  });

  it('does not fail the next request when a worker it ended reports stopping later (a Node thread\'s exit)', async () => {
    const { engine, workers, worker, fire } = setup();
    const slow = failureOf(engine.translateLines(EN, ['a'], 'forward'));
    await flush();
    fire(0);
    await slow;
    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    worker(0).stop('exit 1');
    worker(1).answer();
    expect(await next).toEqual(['⠿b']);
    expect(workers).toHaveLength(2);
  });

  it('starts a new worker when an idle one stops by itself', async () => {
    const { engine, workers, worker } = setup();
    const first = engine.translateLines(EN, ['a'], 'forward');
    await flush();
    worker(0).answer();
    await first;
    worker(0).stop('exit 1');
    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    expect(workers).toHaveLength(2);
    expect(worker(0).posted).toHaveLength(1);
    worker(1).answer();
    expect(await next).toEqual(['⠿b']);
  });

  it('records how long the first use of each table list took', async () => {
    const { engine, worker } = setup();
    const first = engine.translateLines(EN, ['a'], 'forward');
    await flush();
    worker(0).answer({ firstUseMs: 42 });
    await first;
    const again = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    worker(0).answer();
    await again;
    const other = engine.translateLines(KO, ['c'], 'forward');
    await flush();
    worker(0).answer();
    await other;
    expect([...engine.firstUseTimes]).toEqual([[EN, 42]]);
  });

  it('ends the worker on close, and starts a new one if asked again', async () => {
    const { engine, workers, worker } = setup();
    const first = engine.translateLines(EN, ['a'], 'forward');
    await flush();
    worker(0).answer();
    await first;
    engine.close();
    expect(worker(0).terminated).toBe(true);
    const next = engine.translateLines(EN, ['b'], 'forward');
    await flush();
    expect(workers).toHaveLength(2);
    worker(1).answer();
    expect(await next).toEqual(['⠿b']);
  });
});
