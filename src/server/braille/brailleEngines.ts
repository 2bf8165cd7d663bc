// The server's braille engines, in its order of preference: native liblouis
// (current, resident workers) when installed, then liblouis-js in a worker
// thread. Loaded on first use, so a server that never translates starts no
// process for it.

import {
  createCatalogueTranslator,
  ENGINE_IDS,
  type BrailleTranslator,
  type EngineId,
  type PresentEngine,
} from '../../core/braille/index.ts';
import { createLiblouisJsEngine } from './liblouisJsEngine.ts';
import { loadNativeLiblouis, type NativeLiblouisOptions } from './nativeLiblouis.ts';

export interface BrailleEngines {
  readonly translator: BrailleTranslator;
  /** Present engines, most preferred first. */
  readonly engines: readonly PresentEngine[];
  readonly nativeVersion: string | undefined;
  close(): void;
}

/** Engines in the server's order: BRAILLE_ENGINES may leave one out (a server without liblouis-js, say). */
export async function loadBrailleEngines(enabled: readonly EngineId[] = ENGINE_IDS, nativeOptions: NativeLiblouisOptions = {}): Promise<BrailleEngines> {
  const native = enabled.includes('native') ? await loadNativeLiblouis(nativeOptions) : undefined;
  const liblouisJs = enabled.includes('liblouis-js') ? createLiblouisJsEngine() : undefined;
  const engines = [native, liblouisJs].filter((engine) => engine !== undefined);
  return {
    translator: createCatalogueTranslator(engines),
    engines,
    nativeVersion: native?.version,
    close: () => {
      native?.close();
      liblouisJs?.close();
    },
  };
}

/** The engines, loaded once on first use. */
export function lazyBrailleEngines(enabled: readonly EngineId[], nativeOptions: NativeLiblouisOptions = {}): { get(): Promise<BrailleEngines>; close(): void } {
  let loading: Promise<BrailleEngines> | undefined;
  return {
    get: () => (loading ??= loadBrailleEngines(enabled, nativeOptions)),
    close: () => void loading?.then((engines) => engines.close()),
  };
}
