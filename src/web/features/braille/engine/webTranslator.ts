// The web client's translator: for each table, its own liblouis-js worker
// when that engine is trusted with the table, otherwise the server, which
// translates with native liblouis. Callers never choose; they learn which
// engine answered from the result.

import {
  BrailleError,
  chooseEngine,
  checkRequestSize,
  cleanLine,
  createCatalogueTranslator,
  findBrailleTable,
  MAX_TRANSLATION_CHARS,
  unknownTable,
  type BrailleErrorCode,
  type BrailleTranslator,
  type PresentEngine,
  type TranslationRequest,
  type TranslationResult,
} from '../../../../core/braille/index.ts';
import { BRAILLE_TRANSLATE_PATH, TRANSLATE_ERROR_CODES } from '../../../../shared/api/brailleAppPaths.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';

/** One row of GET /braille-app/v1/tables, as the API client gives it (camelCase). */
export interface ServerTableStatus {
  readonly code: string;
  readonly available: boolean;
  readonly engine?: 'native' | 'liblouis-js';
  readonly reason?: 'NO_TABLE' | 'NOT_TRUSTED' | 'ENGINE_MISSING';
}

interface TranslateData {
  readonly lines: string[];
  readonly engine: 'native' | 'liblouis-js';
}

export interface WebTranslatorDeps {
  readonly api: ApiClient;
  /** The browser's own engine; absent where Web Workers are not available. */
  readonly browserEngine: PresentEngine | undefined;
  /** What the server said it can translate (GET /braille-app/v1/tables); undefined while unknown. */
  readonly serverTables: () => readonly ServerTableStatus[] | undefined;
}

/** Where a table is translated from this page, or why it cannot be. */
export type WebTableChoice =
  | { readonly available: true; readonly where: 'browser' | 'server' }
  | { readonly available: false; readonly reason: 'NO_TABLE' | 'NOT_TRUSTED' | 'ENGINE_MISSING' | 'SERVER_UNKNOWN' };

export function webTableChoice(code: string, deps: Pick<WebTranslatorDeps, 'browserEngine' | 'serverTables'>): WebTableChoice {
  const table = findBrailleTable(code);
  if (!table) return { available: false, reason: 'NO_TABLE' };
  if (deps.browserEngine && chooseEngine(table, [deps.browserEngine.engine]).available) return { available: true, where: 'browser' };
  const server = deps.serverTables()?.find((entry) => entry.code === code);
  if (!server) return { available: false, reason: 'SERVER_UNKNOWN' };
  return server.available ? { available: true, where: 'server' } : { available: false, reason: server.reason ?? 'ENGINE_MISSING' };
}

function isTranslateCode(code: string): code is BrailleErrorCode {
  return (TRANSLATE_ERROR_CODES as readonly string[]).includes(code);
}

/** A translation, and whether this browser or the server made it. */
export interface WebTranslationResult extends TranslationResult {
  readonly where: 'browser' | 'server';
}

export interface WebTranslator extends BrailleTranslator {
  translate(request: TranslationRequest): Promise<WebTranslationResult>;
}

export function createWebTranslator(deps: WebTranslatorDeps): WebTranslator {
  const inBrowser = deps.browserEngine ? createCatalogueTranslator([deps.browserEngine]) : undefined;

  async function onServer({ table, lines, direction }: TranslationRequest): Promise<WebTranslationResult> {
    checkRequestSize(lines);
    const result = await deps.api.post<TranslateData>(BRAILLE_TRANSLATE_PATH, { body: { table, direction, lines: lines.map(cleanLine) } });
    if (result.ok) return { lines: result.data.lines, engine: result.data.engine, where: 'server' };
    const code = result.errors[0]?.code ?? '';
    // The message of each code names a value; the server's answer carries only the code.
    if (code === 'UNKNOWN_TABLE') throw unknownTable(table);
    const values = code === 'TEXT_TOO_LONG' ? { max: MAX_TRANSLATION_CHARS } : {};
    if (isTranslateCode(code)) throw new BrailleError(code, result.errors[0]?.msg ?? code, { values });
    throw new BrailleError('TRANSLATION_FAILED', `The server did not translate (status ${result.status}).`, { values: { status: result.status } });
  }

  return {
    async translate(request) {
      const choice = webTableChoice(request.table, deps);
      if (choice.available && choice.where === 'browser' && inBrowser) return { ...(await inBrowser.translate(request)), where: 'browser' };
      if (choice.available) return onServer(request);
      if (choice.reason === 'NO_TABLE' && !findBrailleTable(request.table)) throw unknownTable(request.table);
      // Not known yet (the server's list has not come) or not available: the server decides and says why.
      return onServer(request);
    },
  };
}
