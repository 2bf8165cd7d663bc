// What a liblouis-js worker does with a request, in the browser's Web Worker
// and the server's worker thread alike: each line through liblouisTranslate
// (long lines in pieces), replying with the lines or a typed failure. Only
// loading the emscripten build and finding table files differ between them.

import { BrailleError, type BrailleErrorCode } from './errors.ts';
import { LIBLOUIS_JS_CHUNK, liblouisTranslate, type LiblouisModule } from './liblouisCall.ts';
import { splitLongLine } from './prepareText.ts';
import type { Direction } from './translator.ts';

export interface WorkerRequest {
  readonly id: number;
  /** As the catalogue gives it: `unicode.dis,en-ueb-g2.ctb`. */
  readonly tableList: string;
  readonly lines: readonly string[];
  readonly direction: Direction;
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly lines: string[]; readonly firstUseMs?: number }
  | {
      readonly id: number;
      readonly ok: false;
      readonly code: BrailleErrorCode;
      readonly message: string;
      /** The instance aborted (heap exhausted): the worker must be replaced. */
      readonly fatal: boolean;
    };

/**
 * A handler for requests. `tableDir` is where the worker made the table files
 * visible in the emscripten file system; `now` times the first use of each
 * table (load and compile).
 */
export function createLiblouisWorkerHandler(module: LiblouisModule, tableDir: string, now: () => number) {
  const used = new Set<string>();
  // Warnings ("Duplicate emphasis class") would only clutter the console; failures show as failed calls.
  module.ccall('lou_setLogLevel', 'number', ['number'], [60_000]);

  return function handle(request: WorkerRequest): WorkerReply {
    const tables = request.tableList
      .split(',')
      .map((name) => `${tableDir}/${name}`)
      .join(',');
    const started = now();
    try {
      const lines = request.lines.map((line) =>
        splitLongLine(line, LIBLOUIS_JS_CHUNK)
          .map((piece) => liblouisTranslate(module, tables, piece, request.direction))
          .join(''),
      );
      const firstUse = !used.has(tables);
      used.add(tables);
      return { id: request.id, ok: true, lines, ...(firstUse ? { firstUseMs: now() - started } : {}) };
    } catch (error) {
      const typed = error instanceof BrailleError;
      return {
        id: request.id,
        ok: false,
        code: typed ? error.code : 'TRANSLATION_FAILED',
        message: error instanceof Error ? error.message : String(error),
        fatal: !typed,
      };
    }
  };
}
