import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrailleTranslator } from '../../../../core/braille/index.ts';
import { displayTranslator, provideDisplayTranslator } from './displayTranslator.ts';

const translator = { translate: vi.fn() } as unknown as BrailleTranslator;

afterEach(() => {
  vi.useRealTimers();
});

describe("the display's braille translator", () => {
  it('is given at once when registered, and to a reading that waited for it', async () => {
    const waiting = displayTranslator(1000);
    const remove = provideDisplayTranslator(translator);
    await expect(waiting).resolves.toBe(translator);
    await expect(displayTranslator(1000)).resolves.toBe(translator);
    remove();
  });

  it('is not waited for for ever: without one the reading fails, and a late one does not revive it', async () => {
    vi.useFakeTimers();
    const waiting = displayTranslator(1000);
    const failed = expect(waiting).rejects.toThrow(/within 1000 ms/);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    const remove = provideDisplayTranslator(translator);
    remove();
  });
});
