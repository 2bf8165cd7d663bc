import type { BrailleTranslator } from '../../../../core/braille/index.ts';

// The page's braille translator for "Read on the display", outside React:
// the command's code runs outside it, but the translator (the braille
// feature's useBraille) is a hook. DisplayTranslatorHost mounts it while a
// display is connected and it registers itself here; a reading asked for
// before it is there waits for it.

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

/** The translator once it is there. */
export function displayTranslator(): Promise<BrailleTranslator> {
  return current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve));
}
