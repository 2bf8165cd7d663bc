import type { DriveFile, DriveItem } from '../api/types.ts';
import type { CheckedDocument } from '../dialogs/PublishCheck.tsx';
import type { ItemRef } from '../model/types.ts';

/** The dialog My files shows, if any. */
export type FilesDialog =
  | { readonly kind: 'newFolder' }
  | { readonly kind: 'rename'; readonly item: DriveItem }
  | { readonly kind: 'moveTo' | 'copyTo'; readonly items: readonly ItemRef[] }
  | { readonly kind: 'publish'; readonly files: readonly ItemRef[]; readonly bookDocuments?: readonly CheckedDocument[] }
  | { readonly kind: 'upload' }
  | { readonly kind: 'details'; readonly item: DriveItem }
  /** A document whose conversion failed, to convert again (issue 21). */
  | { readonly kind: 'convertAgain'; readonly file: DriveFile };
