import { useMemo } from 'react';
import { BRAILLE_TABLES, type BrailleTableEntry } from '../../../../core/braille/index.ts';
import { BRAILLE_TABLES_PATH } from '../../../../shared/api/brailleAppPaths.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useApiQuery } from '../../../api/useApiQuery.ts';
import { createBrowserEngine } from './browserEngine.ts';
import { createWebTranslator, webTableChoice, type ServerTableStatus, type WebTableChoice } from './webTranslator.ts';

let browserEngine: ReturnType<typeof createBrowserEngine> | undefined;

/** One liblouis-js worker per page, started the first time a table needs it. */
function sharedBrowserEngine() {
  if (typeof Worker === 'undefined') return undefined;
  return (browserEngine ??= createBrowserEngine());
}

export interface BrailleTableOption {
  readonly table: BrailleTableEntry;
  readonly choice: WebTableChoice;
}

/**
 * The braille translator for this page and every catalogue table with where
 * it would be translated (or why it cannot be), once the server has said what
 * it offers.
 */
export function useBraille() {
  const api = useApi();
  const serverTables = useApiQuery(['braille', 'tables'], (client) => client.get<{ tables: ServerTableStatus[] }>(BRAILLE_TABLES_PATH), {
    staleTime: 10 * 60_000,
  });
  const known = serverTables.data?.tables;
  return useMemo(() => {
    const deps = { api, browserEngine: sharedBrowserEngine(), serverTables: () => known };
    const options: BrailleTableOption[] = BRAILLE_TABLES.map((table) => ({ table, choice: webTableChoice(table.code, deps) }));
    return { translator: createWebTranslator(deps), options, loading: serverTables.isPending, failed: serverTables.isError };
  }, [api, known, serverTables.isPending, serverTables.isError]);
}
