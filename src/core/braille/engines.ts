// Which engine translates a table. Two engines exist: liblouis-js (the 2017
// asm.js build, which runs in the browser and on the server) and the native
// liblouis of the server's operating system (current). A table is offered only
// through an engine that is both present and trusted for it; otherwise it is
// unavailable, with the reason, so nobody is shown wrong braille as if it were
// right.

import type { BrailleTableEntry } from './catalogue.ts';

export type EngineId = 'native' | 'liblouis-js';

export const ENGINE_IDS: readonly EngineId[] = ['native', 'liblouis-js'];

export type UnavailableReason =
  /** No engine anywhere has a table for it (Thai before liblouis 3.27). */
  | 'NO_TABLE'
  /** Only engines that disagree with current liblouis have it. */
  | 'NOT_TRUSTED'
  /** A trusted engine exists but is not installed here (native liblouis on this server). */
  | 'ENGINE_MISSING';

export type EngineChoice =
  | { readonly available: true; readonly engine: EngineId }
  | { readonly available: false; readonly reason: UnavailableReason };

/**
 * The engine to use for a table, given the engines present, in order of
 * preference (the caller's: the browser prefers its own worker, the server the
 * most current engine).
 */
export function chooseEngine(table: BrailleTableEntry, present: readonly EngineId[]): EngineChoice {
  const trusted = table.trusted.filter((engine) => table.tables[engine] !== undefined);
  const engine = present.find((id) => trusted.includes(id));
  if (engine) return { available: true, engine };
  if (Object.keys(table.tables).length === 0) return { available: false, reason: 'NO_TABLE' };
  if (trusted.length === 0) return { available: false, reason: 'NOT_TRUSTED' };
  return { available: false, reason: 'ENGINE_MISSING' };
}

/** The liblouis table list for an engine, with Unicode braille as the display table. */
export function tableList(table: BrailleTableEntry, engine: EngineId): string | undefined {
  const name = table.tables[engine];
  return name === undefined ? undefined : `unicode.dis,${name}`;
}
