import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BrailleError } from '../../core/braille/index.ts';
import { louTranslate } from '../testing/louTranslate.ts';
import { createLouTranslatePool, EngineBusyError, type LouTranslatePool, type LouTranslatePoolOptions } from './louTranslatePool.ts';

// The resident workers: real lou_translate (through stdbuf, as the engine runs
// it) for the answers, and a stand-in command for the misbehaving cases: it
// echoes each line, answers "slow" after 0.3 s and never answers "hang".

const FAKE = join(mkdtempSync(join(tmpdir(), 'lou-fake-')), 'fake_lou_translate');
writeFileSync(
  FAKE,
  ['#!/bin/sh', 'while IFS= read -r line; do', '  case "$line" in', '    hang) exec sleep 100 ;;', '    slow) sleep 0.3 ;;', '  esac', "  printf '%s\\n' \"$line\"", 'done', ''].join('\n'),
);
chmodSync(FAKE, 0o755);

const G1 = 'unicode.dis,en-ueb-g1.ctb';
const G2 = 'unicode.dis,en-ueb-g2.ctb';

let pool: LouTranslatePool | undefined;
afterEach(() => pool?.close());

function realPool(overrides: Partial<LouTranslatePoolOptions> = {}): LouTranslatePool {
  pool = createLouTranslatePool({ command: 'lou_translate', lineBuffered: ['stdbuf', '-oL'], size: 2, maxQueue: 100, timeoutMs: 20_000, idleMs: 60_000, ...overrides });
  return pool;
}

function fakePool(overrides: Partial<LouTranslatePoolOptions> = {}): LouTranslatePool {
  pool = createLouTranslatePool({ command: FAKE, lineBuffered: [], size: 1, maxQueue: 10, timeoutMs: 20_000, idleMs: 60_000, ...overrides });
  return pool;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('the resident lou_translate pool', () => {
  it('answers each of many concurrent calls, on two tables and both directions, with its own lines', async () => {
    const native = realPool();
    const calls = Array.from({ length: 40 }, (_, i) => {
      const lines = [`Call ${i} says hello to the ${i % 3 === 0 ? 'world' : 'people'}.`, '', `number ${i * 7}`];
      const table = i % 2 === 0 ? G1 : G2;
      return { table, lines, expected: louTranslate(table.replace('unicode.dis,', ''), lines) };
    });
    const answers = await Promise.all(calls.map((call) => native.translate(call.table, 'forward', call.lines)));
    answers.forEach((answer, i) => expect(answer, `call ${i}`).toEqual(calls[i]?.expected));
    const back = await Promise.all(calls.slice(0, 6).map((call) => native.translate(G1, 'backward', louTranslate('en-ueb-g1.ctb', call.lines))));
    back.forEach((answer, i) => expect(answer).toEqual(calls[i]?.lines));
    // Resident: far fewer processes than calls, never more than the pool's size at once.
    expect(native.stats().started).toBeLessThan(calls.length);
    expect(native.stats().workers).toBeLessThanOrEqual(2);
  });

  it('keeps one process for repeated calls on a table', async () => {
    const native = realPool();
    for (let i = 0; i < 5; i++) expect(await native.translate(G1, 'forward', ['abc'])).toEqual(['⠁⠃⠉']);
    expect(native.stats().started).toBe(1);
  });

  it('replaces a worker that was killed, and the next call is answered', async () => {
    const native = realPool({ size: 1 });
    expect(await native.translate(G1, 'forward', ['abc'])).toEqual(['⠁⠃⠉']);
    const [pid] = native.stats().pids;
    expect(pid).toBeTypeOf('number');
    process.kill(pid as number, 'SIGKILL');
    // At once, before the pool may have seen the exit: the call is retried on a fresh worker.
    expect(await native.translate(G1, 'forward', ['abc'])).toEqual(['⠁⠃⠉']);
    expect(native.stats().started).toBe(2);
    expect(native.stats().pids).not.toContain(pid);
  });

  it('stops a call that passes its time limit with TRANSLATION_FAILED, and a fresh worker takes the next call', async () => {
    const fake = fakePool({ timeoutMs: 300 });
    expect(await fake.translate('t', 'forward', ['one'])).toEqual(['one']);
    const [hungPid] = fake.stats().pids;
    const failure = await failureOf(fake.translate('t', 'forward', ['hang']));
    expect(failure).toBeInstanceOf(BrailleError);
    expect((failure as BrailleError).code).toBe('TRANSLATION_FAILED');
    expect((failure as BrailleError).message).toMatch(/longer than 300 ms/);
    expect(await fake.translate('t', 'forward', ['two'])).toEqual(['two']);
    expect(fake.stats().started).toBe(2);
    expect(fake.stats().pids).not.toContain(hungPid);
  });

  it('queues calls while every worker is busy, refuses one more than the queue holds, then answers the queued ones', async () => {
    const fake = fakePool({ size: 1, maxQueue: 2 });
    const running = fake.translate('t', 'forward', ['slow']);
    const queued = [fake.translate('t', 'forward', ['a']), fake.translate('t', 'forward', ['b'])];
    expect(fake.stats().queued).toBe(2);
    const refused = await failureOf(fake.translate('t', 'forward', ['c']));
    expect(refused).toBeInstanceOf(EngineBusyError);
    expect(await running).toEqual(['slow']);
    expect(await Promise.all(queued)).toEqual([['a'], ['b']]);
    expect(fake.stats().queued).toBe(0);
  });

  it('fails a call whose table does not compile with TRANSLATION_FAILED, not a hang', async () => {
    const native = realPool();
    const failure = await failureOf(native.translate('unicode.dis,no-such-table.ctb', 'forward', ['abc']));
    expect(failure).toBeInstanceOf(BrailleError);
    expect((failure as BrailleError).code).toBe('TRANSLATION_FAILED');
  });
});
