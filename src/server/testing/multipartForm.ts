import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { DRIVE_PATHS } from '../../shared/api/driveAppPaths.ts';
import type { DB } from '../db/schema.ts';
import type { DriveTestApp, TestUser } from './driveTestApp.ts';

// Test helpers for uploads: a multipart body built by hand (so tests can
// also cut it short or lie about it), and a look at what an upload left
// behind in the blob folder and the tables.

export type FormPart =
  | { readonly name: string; readonly value: string }
  /** `fileName` null sends no filename at all (the form parser still takes an application/octet-stream part as a file). */
  | { readonly name: string; readonly fileName: string | null; readonly data: Buffer | string; readonly contentType?: string };

export interface MultipartForm {
  readonly payload: Buffer;
  readonly headers: Record<string, string>;
}

/** Plain names go as filename="…"; any other (controls, quotes, non-ASCII) as RFC 5987 filename*, which the parser decodes. */
function fileParamOf(fileName: string | null): string {
  if (fileName === null) return '';
  return /^[\u0020-\u007e]*$/.test(fileName) && !fileName.includes('"') ? `; filename="${fileName}"` : `; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A multipart/form-data body of `parts`, in order. */
export function multipartForm(parts: readonly FormPart[]): MultipartForm {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"${fileParamOf(part.fileName)}\r\n`));
      chunks.push(Buffer.from(`Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One FILE part, optionally after a DTM_GROUP_NO field. */
export function fileForm(fileName: string | null, data: Buffer | string, fields: Record<string, string> = {}): MultipartForm {
  return multipartForm([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'FILE', fileName, data }]);
}

/** Every file under the blob folder (`.incoming` leftovers included), relative to it. */
export function storedFiles(blobsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(blobsDir, path));
    }
  };
  walk(blobsDir);
  return found.sort();
}

/** How many files and pages rows there are (an atomic failure leaves these as they were). */
export async function rowCounts(db: Kysely<DB>): Promise<{ files: number; pages: number }> {
  const files = await db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const pages = await db.selectFrom('file_pages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { files: Number(files.n), pages: Number(pages.n) };
}

/** Runs `act` and checks it left the blob folder and the tables as they were. */
export async function expectNothingStored(app: Pick<DriveTestApp, 'blobsDir' | 'database'>, act: () => Promise<unknown>): Promise<void> {
  const blobs = storedFiles(app.blobsDir);
  const rows = await rowCounts(app.database.db);
  await act();
  expect(storedFiles(app.blobsDir)).toEqual(blobs);
  expect(await rowCounts(app.database.db)).toEqual(rows);
}

/** The first entry of an answer's errors list. */
export function firstError(response: { json: () => unknown }): { code: string; msg: string } | undefined {
  return (response.json() as { errors: { code: string; msg: string }[] }).errors[0];
}

/** The users row of a test user; a first call with their token makes it. */
export async function userRowOf(app: DriveTestApp, user: TestUser): Promise<string> {
  await app.call(user, { method: 'GET', url: `${DRIVE_PATHS.audioSync}?DTM_NO=1` });
  const row = await app.database.db.selectFrom('users').select('user_no').where('subject', '=', user.userNo).executeTakeFirstOrThrow();
  return String(row.user_no);
}

/** A private folder of `ownerRowNo`, made straight in the table (the folder routes are tested elsewhere). */
export async function makeFolder(db: Kysely<DB>, ownerRowNo: string, name: string, driveKind: 'P' | 'D' = 'P'): Promise<string> {
  const row = await db
    .insertInto('folders')
    .values({ owner_user_no: ownerRowNo, drive_kind: driveKind, parent_group_no: null, dtm_group_name: name, dtm_group_level: 2, updated_at: new Date() })
    .returning('dtm_group_no')
    .executeTakeFirstOrThrow();
  return String(row.dtm_group_no);
}
