import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRIVE_PATHS } from '../../src/shared/api/driveAppPaths.ts';
import { E2E_PORT } from './accounts.ts';
import { expect, realTokens } from './session.ts';

// The Cloud's browser tests share two accounts and one server: what they
// need of the drive that is not the journey under test (making a file to
// look at, clearing up afterwards) goes through the drive API directly, and
// state that two tests cannot share (one account's root while an upload is
// told apart, one account's trash while it is emptied) is taken in turns.

/** Dot's sample DTMS for the 320 (../shared/fixtures). */
export const SAMPLE_DTMS = fileURLToPath(new URL('../../../shared/fixtures/dot/sample-320.dtms', import.meta.url));

export type Account = 'admin' | 'user';

/** A short id for what one test run makes, so parallel runs (and --repeat-each) never meet. */
export function runId(): string {
  return crypto.randomUUID().slice(0, 8);
}

// ---- Taking turns across workers -----------------------------------------

/** A lock left by a crashed run is broken after this long. */
const STALE_LOCK_MS = 120_000;

function tryLock(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    return false;
  }
}

/**
 * Runs `work` while no other worker holds the lock `name` (a directory in
 * the temporary folder: creating it is atomic). Waits for the lock as a
 * state, like any other: `expect.poll`, no sleeps.
 */
export async function inTurn<T>(name: string, work: () => Promise<T>, { timeout = 90_000 } = {}): Promise<T> {
  const path = join(tmpdir(), `tactile-studio-e2e-${E2E_PORT}-lock-${name}`);
  await expect.poll(() => tryLock(path), { message: `waiting for the lock ${name}`, timeout, intervals: [100, 200, 500] }).toBe(true);
  try {
    return await work();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

// ---- The drive API, for setting up and clearing up ------------------------

interface WireItem {
  readonly FILE_TYPE: 'FILE' | 'FOLDER';
  readonly FILE_NAME: string;
  readonly DTM_NO?: string;
  readonly DTM_GROUP_NO?: string | null;
}

export interface DriveApi {
  call<T>(method: string, path: string, options?: { query?: Record<string, string>; body?: unknown }): Promise<T>;
  /** A folder of the private drive (P) or the public drive (D). */
  createFolder(name: string, options?: { parent?: string; kind?: 'P' | 'D' }): Promise<string>;
  /** A file made from the sample DTMS, named `name`; its DTM_NO. */
  createSampleFile(name: string, folderNo?: string): Promise<string>;
  publish(dtmNo: string, publicFolderNo: string, category: string): Promise<void>;
  trash(kind: 'images' | 'groups', no: string): Promise<void>;
  /** Removes for good every item whose name holds `marker`: in the private root, the public root and the trash (taking the trash's turn). */
  removeEverything(marker: string): Promise<void>;
}

export function driveApi(baseURL: string, account: Account): DriveApi {
  const call = async <T>(method: string, path: string, { query, body }: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> => {
    const { access_token: token } = await realTokens(account, baseURL);
    const url = new URL(path, baseURL);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  const list = async (path: string, query: Record<string, string>) => (await call<{ items: WireItem[] }>('GET', path, { query: { PAGE_SIZE: '100', ...query } })).items;
  const kindOf = (item: WireItem) => (item.FILE_TYPE === 'FOLDER' ? 'groups' : 'images');
  const noOf = (item: WireItem) => (item.FILE_TYPE === 'FOLDER' ? item.DTM_GROUP_NO : item.DTM_NO) ?? '';
  const setStatus = (kind: 'images' | 'groups', no: string, status: 'TRASHED' | 'DELETED') => call('PATCH', DRIVE_PATHS.status(kind, no), { body: { STATUS: status } });

  return {
    call,
    createFolder: async (name, { parent = 'ROOT', kind = 'P' } = {}) =>
      (await call<{ DTM_GROUP_NO: string }>('POST', DRIVE_PATHS.createGroup, { body: { DTM_GROUP_NAME: name, PARENT_GROUP_NO: parent, DRIVER_KIND: kind } })).DTM_GROUP_NO,
    createSampleFile: async (name, folderNo = 'ROOT') =>
      (
        await call<{ DTM_NO: string }>('POST', DRIVE_PATHS.createFromDtms, {
          body: { DTM_NAME: name, DTM_GROUP_NO: folderNo, DTMS_JSON: readFileSync(SAMPLE_DTMS, 'utf8') },
        })
      ).DTM_NO,
    publish: async (dtmNo, publicFolderNo, category) => {
      await call('POST', DRIVE_PATHS.publish(dtmNo), { body: { DTM_GROUP_NO: publicFolderNo, CATEGORY: category } });
    },
    trash: async (kind, no) => {
      await setStatus(kind, no, 'TRASHED');
    },
    // Through the trash, so it waits for a test that needs the trash to itself.
    removeEverything: (marker) => inTurn(`${account}-trash`, async () => {
      const live = [
        ...(await list(DRIVE_PATHS.groups, { PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'P', SEARCH: marker })),
        ...(await list(DRIVE_PATHS.files, { SCOPE: 'MINE', SEARCH: marker })),
        ...(await list(DRIVE_PATHS.groups, { PARENT_GROUP_NO: 'ROOT', DRIVER_KIND: 'D', SEARCH: marker })),
      ];
      for (const item of live) {
        // A file inside a folder trashed just before is in the trash already, with it.
        await setStatus(kindOf(item), noOf(item), 'TRASHED').catch(() => undefined);
      }
      for (const item of await list(DRIVE_PATHS.files, { SCOPE: 'TRASH', SEARCH: marker })) {
        await setStatus(kindOf(item), noOf(item), 'DELETED');
      }
    }),
  };
}
