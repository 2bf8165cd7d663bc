import { sql, type Kysely } from 'kysely';
import { MAX_NAME_LENGTH } from '../../shared/api/driveAppPaths.ts';
import type { WireFile, WireFileDetail } from '../../shared/api/driveAppTypes.ts';
import { nameKey, nextFreeName } from '../../core/drive/index.ts';
import type { DB } from '../db/schema.ts';
import { insertCopy, loadCopySources, withCopiedContent, type PageRow } from './copies.ts';
import type { DriveDeps } from './driveDeps.ts';
import { badRequest, fileNotFound, folderNotFound, inTrash, nameTaken } from './driveErrors.ts';
import { isId, ownFolderTarget } from './folderRows.ts';
import { isFolderTrashed } from './folderTree.ts';
import { lockFolderNames, selectFiles, type FileRow } from './fileRows.ts';
import { requireItemName, withoutOwnExtension } from './itemNames.ts';
import { may, type Viewer } from './policies.ts';
import { presentFileFor, presenterFor } from './presentContext.ts';
import { countView, type ViewerIdentity } from './views.ts';

// A file's details, and the changes its owner makes: rename, move, describe
// it and its pages, copy (spec §7 /dtms/images/{id}). Someone else's file is
// FILE_NOT_FOUND, exactly like a missing one, unless it is published and the
// call only reads it.

export async function loadFile(db: Kysely<DB>, dtmNo: string): Promise<FileRow | undefined> {
  if (!isId(dtmNo)) return undefined;
  return selectFiles(db).where('files.dtm_no', '=', dtmNo).executeTakeFirst();
}

/** A file just written, read back for the answer. */
export async function reloadFile(db: Kysely<DB>, dtmNo: string): Promise<FileRow> {
  return selectFiles(db).where('files.dtm_no', '=', dtmNo).executeTakeFirstOrThrow();
}

/** Whether a file is in the trash, itself or through its folder. */
export async function isFileTrashed(db: Kysely<DB>, file: FileRow): Promise<boolean> {
  return file.trashed_at !== null || (await isFolderTrashed(db, file.dtm_group_no === null ? null : String(file.dtm_group_no)));
}

/** The caller's own file (live or trashed); anything else is FILE_NOT_FOUND. */
export async function ownFile(db: Kysely<DB>, ownerRowNo: string, dtmNo: string): Promise<FileRow> {
  const file = await loadFile(db, dtmNo);
  if (!file || !may('changeFile', { rowNo: ownerRowNo }, { ownerRowNo: String(file.owner_user_no) })) throw fileNotFound();
  return file;
}

/** The caller's own file, not in the trash (IN_TRASH otherwise: restore it first). */
export async function ownLiveFile(db: Kysely<DB>, ownerRowNo: string, dtmNo: string): Promise<FileRow> {
  const file = await ownFile(db, ownerRowNo, dtmNo);
  if (await isFileTrashed(db, file)) throw inTrash();
  return file;
}

export async function filePages(db: Kysely<DB>, dtmNo: string): Promise<PageRow[]> {
  return db.selectFrom('file_pages').selectAll().where('dtm_no', '=', dtmNo).orderBy('page_no').execute();
}

/** GET /dtms/images/{id}: the owner's file, or anyone's published one. `view` (VIEW=Y) counts this opening, once a day per viewer (views.ts). */
export async function fileDetail(deps: DriveDeps, viewer: Viewer, dtmNo: string, view: ViewerIdentity | null): Promise<WireFileDetail> {
  let file = await loadFile(deps.db, dtmNo);
  const facts = file && { ownerRowNo: String(file.owner_user_no), published: file.is_public, trashed: file.trashed_at !== null };
  if (!file || !facts || !may('readFile', viewer, facts)) throw fileNotFound();
  if (view !== null) file = { ...file, views: await countView(deps, file.dtm_no, view) };
  const pages = await filePages(deps.db, file.dtm_no);
  const present = await presenterFor(deps, viewer);
  return { ...present.file(file), PAGES: present.pages(file, pages), DTMS_JSON: file.dtms_json ?? null };
}

export interface FileChange {
  readonly name: string | undefined;
  readonly groupNo: string | undefined;
  readonly description: string | null | undefined;
  readonly pageDescriptions: readonly { readonly PAGE_NO: number; readonly ALT_TEXT: string }[] | undefined;
}

/** The nameKey keys of the other live files of the file's owner in a folder, with this extension. */
export async function takenNamesBeside(db: Kysely<DB>, file: FileRow, groupNo: string | null, extension = file.file_extension): Promise<Set<string>> {
  let query = db
    .selectFrom('files')
    .select('file_name')
    .where('owner_user_no', '=', file.owner_user_no)
    .where('file_extension', '=', extension)
    .where('trashed_at', 'is', null)
    .where('dtm_no', '<>', file.dtm_no);
  query = groupNo === null ? query.where('dtm_group_no', 'is', null) : query.where('dtm_group_no', '=', groupNo);
  return new Set((await query.execute()).map((row) => nameKey(row.file_name)));
}

/** PUT /dtms/images/{id}: rename (a taken name is NAME_TAKEN), move (a clash gets ' (n)'), descriptions. */
export async function updateFile(deps: DriveDeps, ownerRowNo: string, dtmNo: string, change: FileChange): Promise<WireFile> {
  const file = await ownLiveFile(deps.db, ownerRowNo, dtmNo);
  const newName = change.name === undefined ? undefined : requireItemName(withoutOwnExtension(change.name, file.file_extension));
  const currentGroupNo = file.dtm_group_no === null ? null : String(file.dtm_group_no);
  let groupNo = currentGroupNo;
  if (change.groupNo !== undefined) {
    const target = await ownFolderTarget(deps.db, ownerRowNo, change.groupNo, 'P');
    if (target === undefined) throw folderNotFound();
    groupNo = target?.dtm_group_no ?? null;
  }
  const pages = change.pageDescriptions ?? [];
  const outside = pages.find((page) => page.PAGE_NO > file.page_count);
  if (outside) throw badRequest(`The file has ${file.page_count} pages; there is no page ${outside.PAGE_NO}.`);

  await deps.db.transaction().execute(async (trx) => {
    await lockFolderNames(trx, ownerRowNo, groupNo);
    const taken = await takenNamesBeside(trx, file, groupNo);
    let name = file.file_name;
    if (newName !== undefined) {
      if (taken.has(nameKey(newName))) throw nameTaken();
      name = newName;
    } else if (groupNo !== currentGroupNo) {
      name = nextFreeName(name, taken, { maxLength: MAX_NAME_LENGTH });
    }
    await trx
      .updateTable('files')
      .set({
        file_name: name,
        dtm_group_no: groupNo,
        ...(change.description === undefined ? {} : { description: change.description }),
        updated_at: deps.now(),
      })
      .where('dtm_no', '=', file.dtm_no)
      .execute();
    if (pages.length > 0) {
      await trx
        .insertInto('file_pages')
        .values(pages.map((page) => ({ dtm_no: file.dtm_no, page_no: page.PAGE_NO, alt_text: page.ALT_TEXT })))
        .onConflict((oc) => oc.columns(['dtm_no', 'page_no']).doUpdateSet({ alt_text: sql`excluded.alt_text` }))
        .execute();
    }
  });
  return presentFileFor(deps, await reloadFile(deps.db, file.dtm_no), { rowNo: ownerRowNo });
}

/** POST /dtms/images/{id}/copy: into DTM_GROUP_NO (by default beside it), named with the next ' (n)'. */
export async function copyFile(deps: DriveDeps, ownerRowNo: string, dtmNo: string, groupNo: string | undefined): Promise<WireFile> {
  const file = await ownLiveFile(deps.db, ownerRowNo, dtmNo);
  let targetNo = file.dtm_group_no === null ? null : String(file.dtm_group_no);
  if (groupNo !== undefined) {
    const target = await ownFolderTarget(deps.db, ownerRowNo, groupNo, 'P');
    if (target === undefined) throw folderNotFound();
    targetNo = target?.dtm_group_no ?? null;
  }
  const sources = await loadCopySources(deps.db, [file]);
  const copy = await withCopiedContent(deps, ownerRowNo, sources, (trx, blobs) =>
    insertCopy(trx, sources[0] as (typeof sources)[number], blobs, { ownerRowNo, groupNo: targetNo, alwaysSuffix: true, now: deps.now() }),
  );
  return presentFileFor(deps, copy, { rowNo: ownerRowNo });
}
