import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial.ts';

// Every migration, in order. Listed by hand so the set is explicit and the
// bundle-free server needs no file-system scan to find them.
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
};
