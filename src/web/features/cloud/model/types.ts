import type { LibraryCategory } from '../../../../shared/api/driveAppPaths.ts';

export type ItemType = 'FILE' | 'FOLDER';

/** Where a file is published: a public folder (drive D) and a category. */
export interface PublishPlace {
  readonly groupNo: string;
  readonly category: LibraryCategory;
}

/**
 * An item as the drive commands know it: enough to call the API, to name it
 * in a message and to put it back where it was.
 */
export interface ItemRef {
  /** FILE_KEY: the file's uuid, or 'folder-<no>' (spec §4: selection is keyed by it). */
  readonly key: string;
  readonly type: ItemType;
  /** DTM_NO of a file, DTM_GROUP_NO of a folder. */
  readonly no: string;
  readonly name: string;
  /** The folder it is in; 'ROOT' at the root. */
  readonly parentNo: string;
  /** Where a file is published, so undoing its removal can publish it again. */
  readonly published?: PublishPlace | undefined;
}
