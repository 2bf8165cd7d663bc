import type { BrailleTranslator } from '../../../../core/braille/index.ts';

// The page's braille translator for "Read on the display", outside React:
// the command's code runs outside it, but the translator (the braille
// feature's useBraille) is a hook. DisplayTranslatorHost mounts it while a
// display is connected and it registers itself here; a reading asked for
// before it is there waits for it, but not for ever: the braille code may
// fail to load, or the display go away, and the user must hear why.

let current: BrailleTranslator | undefined;
let waiting: ((translator: BrailleTranslator) => void)[] = [];

export function provideDisplayTranslator(translator: BrailleTranslator): () => void {
  current = translator;
  for (const resolve of waiting) resolve(translator);
  waiting = [];
  return () => {
    if (current === translator) current = undefined;
  };
}

/** How long a reading waits for the translator to arrive (its code loads with the first connection). */
export const TRANSLATOR_WAIT_MS = 20_000;

/** The translator once it is there; rejects after `waitMs` without one. */
export function displayTranslator(waitMs: number = TRANSLATOR_WAIT_MS): Promise<BrailleTranslator> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting = waiting.filter((waiter) => waiter !== arrived);
      reject(new Error(`No braille translator arrived within ${waitMs} ms`));
    }, waitMs);
    const arrived = (translator: BrailleTranslator) => {
      clearTimeout(timer);
      resolve(translator);
    };
    waiting.push(arrived);
  });
}
