// Calling liblouis-js's lou_translateString correctly. The package's own
// `translateString` allocates 4n+2 bytes but tells liblouis it has 4n+2
// 16-bit cells, so a long output overruns the heap (braille-engines.md). Here
// the output buffer's size is given in cells, and when liblouis fills it the
// call is repeated with a bigger one. The emscripten module is passed in, so
// this file runs wherever the build is loaded: a Node worker thread or a
// browser Web Worker.

import { BrailleError } from './errors.ts';
import type { Direction } from './translator.ts';

/** The parts of the emscripten build of liblouis this file uses. */
export interface LiblouisModule {
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  readonly HEAPU16: Uint16Array;
  readonly HEAP32: Int32Array;
  ccall(name: string, returnType: 'number', argTypes: string[], args: unknown[]): number;
}

/** Input per call: small enough that input, output and liblouis's own buffers fit its 16 MiB heap. */
export const LIBLOUIS_JS_CHUNK = 4_000;
/** Output may grow this much per input character before we call the table broken. */
const MAX_GROWTH = 16;

/** UTF-16 code units as a string, in slices small enough to pass as arguments. */
function fromCodeUnits(units: Uint16Array): string {
  let text = '';
  for (let start = 0; start < units.length; start += 8192) text += String.fromCharCode(...units.subarray(start, start + 8192));
  return text;
}

/** One line (at most LIBLOUIS_JS_CHUNK characters) through liblouis-js. */
export function liblouisTranslate(module: LiblouisModule, tableList: string, text: string, direction: Direction): string {
  if (text.length === 0) return '';
  const inputPointer = module._malloc(text.length * 2);
  const lengthPointers = module._malloc(8);
  try {
    module.HEAPU16.set(Array.from(text, (_, i) => text.charCodeAt(i)), inputPointer >> 1);
    let capacity = Math.max(64, text.length * 2);
    for (;;) {
      const result = translateInto(module, tableList, inputPointer, text.length, lengthPointers, capacity, direction);
      if (result !== undefined) return result;
      if (capacity >= text.length * MAX_GROWTH + 64) {
        throw new BrailleError('TRANSLATION_FAILED', `liblouis-js filled ${capacity} cells for ${text.length} characters.`);
      }
      capacity *= 2;
    }
  } finally {
    module._free(lengthPointers);
    module._free(inputPointer);
  }
}

/** The translation, or undefined when the output buffer was too small. */
function translateInto(
  module: LiblouisModule,
  tableList: string,
  inputPointer: number,
  inputLength: number,
  lengthPointers: number,
  capacity: number,
  direction: Direction,
): string | undefined {
  const outputPointer = module._malloc(capacity * 2);
  try {
    const inLength = lengthPointers >> 2;
    module.HEAP32[inLength] = inputLength;
    module.HEAP32[inLength + 1] = capacity;
    const ok = module.ccall(
      direction === 'forward' ? 'lou_translateString' : 'lou_backTranslateString',
      'number',
      ['string', 'number', 'number', 'number', 'number', 'number', 'number', 'number'],
      [tableList, inputPointer, lengthPointers, outputPointer, lengthPointers + 4, 0, 0, 0],
    );
    if (!ok) throw new BrailleError('TRANSLATION_FAILED', `liblouis-js could not translate with ${tableList}.`);
    const produced = module.HEAP32[inLength + 1] ?? 0;
    // A full buffer may mean liblouis stopped for lack of room: try again bigger.
    if (produced >= capacity) return undefined;
    const start = outputPointer >> 1;
    return fromCodeUnits(module.HEAPU16.subarray(start, start + produced));
  } finally {
    module._free(outputPointer);
  }
}
