// Who may do what in the drive, in one table (plan: owner only for everything
// but reading the public drive, a published file and the library). Services
// ask `may(action, viewer, item)` and answer a refusal exactly like a missing
// item (404), so nobody learns that someone else's file exists.

/** The caller: their users row, or null for a guest. */
export type Viewer = { readonly rowNo: string } | null;

/** What a rule needs to know about the item (a file or a folder). */
export interface ItemFacts {
  readonly ownerRowNo: string;
  /** Files: published in the library. */
  readonly published?: boolean;
  /** In the trash, itself or through a folder above it. */
  readonly trashed?: boolean;
  /** Folders: P (a private drive) or D (the public drive). */
  readonly driveKind?: 'P' | 'D';
}

export type DriveAction =
  | 'readFile'
  | 'changeFile'
  | 'readFolder'
  | 'changeFolder'
  | 'listPrivateDrive'
  | 'listPublicDrive'
  | 'listLibrary'
  | 'createFolder'
  | 'createFile'
  | 'publish'
  | 'useOwnSpace';

type Rule = (viewer: Viewer, item: ItemFacts | undefined) => boolean;

const owns = (viewer: Viewer, item: ItemFacts | undefined) => viewer !== null && item !== undefined && item.ownerRowNo === viewer.rowNo;
const signedIn: Rule = (viewer) => viewer !== null;
const anyone: Rule = () => true;

export const POLICIES: Readonly<Record<DriveAction, Rule>> = {
  // A file's details and document: its owner, or anyone once it is published (and not in the trash).
  readFile: (viewer, item) => owns(viewer, item) || (item?.published === true && item.trashed !== true),
  // Rename, move, describe, copy, save, trash, restore, delete forever, publish, unpublish.
  changeFile: owns,
  // A folder's path: its owner, or anyone for a folder of the public drive that is not in the trash.
  readFolder: (viewer, item) => owns(viewer, item) || (item?.driveKind === 'D' && item.trashed !== true),
  // Rename, move, copy, trash, restore, delete forever: only the owner, in either drive.
  changeFolder: owns,
  // My drive is only mine; a guest has none.
  listPrivateDrive: signedIn,
  // The public drive and the library are open to everyone, guests too.
  listPublicDrive: anyone,
  listLibrary: anyone,
  // Anyone signed in may make folders: in their own drive, and in the public drive.
  createFolder: signedIn,
  // A new file (a saved document, an upload) goes into one's own drive.
  createFile: signedIn,
  // Anyone signed in may publish their own files into any public folder (the file's ownership is changeFile).
  publish: signedIn,
  // The remaining space, trash listing and emptying, conversion notices: one's own.
  useOwnSpace: signedIn,
};

export function may(action: DriveAction, viewer: Viewer, item?: ItemFacts): boolean {
  return POLICIES[action](viewer, item);
}

/** The most open item there can be: routes let a guest in only when the table lets a guest act on it. */
const MOST_OPEN_ITEM: ItemFacts = { ownerRowNo: '', published: true, trashed: false, driveKind: 'D' };

/** Whether a guest may call a route for this action at all (else 401 before anything is read). */
export function guestsMay(action: DriveAction): boolean {
  return may(action, null, MOST_OPEN_ITEM);
}
