import type { DriveKindCode, LibraryCategory, UploadKind } from './driveAppPaths.ts';

// The drive app's answers as they travel (UPPER_SNAKE keys inside `data`; the
// web client sees them camelCased through keyCase.ts). Ids are strings:
// PostgreSQL's bigint ids never pass through a JavaScript number.

/** A folder (spec §3: DTM_GROUP_NO, DTM_GROUP_NAME, DTM_GROUP_LEVEL, PARENT_GROUP_NO). */
export interface WireFolder {
  /** 'folder-<DTM_GROUP_NO>': folders and files share one selection key space (spec §4). */
  readonly FILE_KEY: string;
  readonly FILE_TYPE: 'FOLDER';
  readonly FILE_NAME: string;
  readonly DTM_GROUP_NO: string;
  readonly DTM_GROUP_NAME: string;
  readonly DTM_GROUP_LEVEL: number;
  /** null at the root. */
  readonly PARENT_GROUP_NO: string | null;
  readonly DRIVER_KIND: DriveKindCode;
  readonly IS_PUBLIC: boolean;
  readonly CREATOR: string;
  readonly CREATED_AT: string;
  readonly UPDATED_AT: string;
  readonly TRASHED_AT: string | null;
  /** Whether the caller owns it (may rename, move, delete). */
  readonly IS_MINE: boolean;
}

/** A file (spec §3 drive item, with the details a file shows). */
export interface WireFile {
  /** The file's uuid: the selection key (spec §4). */
  readonly FILE_KEY: string;
  readonly FILE_TYPE: 'FILE';
  /** The name without its extension. */
  readonly FILE_NAME: string;
  readonly FILE_EXTENSION: UploadKind;
  readonly DTM_NO: string;
  /** The private folder it lives in; null at the root. */
  readonly DTM_GROUP_NO: string | null;
  /** '300' for the 320, '768' for the 768 (spec §9: device kind 300); null for images and audio. */
  readonly DEVICE_KIND: string | null;
  readonly SIZE: number;
  readonly PAGE_COUNT: number;
  readonly VIEWS: number;
  readonly IS_PUBLIC: boolean;
  readonly CATEGORY: LibraryCategory | null;
  /** The public folder it is published in. */
  readonly PUBLIC_GROUP_NO: string | null;
  readonly DESCRIPTION: string | null;
  readonly CREATOR: string;
  readonly CREATED_AT: string;
  readonly UPDATED_AT: string;
  readonly PUBLISHED_AT: string | null;
  readonly TRASHED_AT: string | null;
  /** Page 1's graphic as hex in pin order (a card's preview), for tactile files. */
  readonly PREVIEW: string | null;
  /** A signed address of the stored content, for images (spec dtmImg). */
  readonly DTM_IMG: string | null;
  readonly IS_MINE: boolean;
  /** A converted document's state while not done (issue 21): ONGOING (the editor waits), FAILED; null otherwise. Always sent; optional for older fixtures. */
  readonly CONVERSION_STATUS?: 'ONGOING' | 'FAILED' | null;
}

export type WireDriveItem = WireFolder | WireFile;

/** GET /dtms/groups and GET /dtm/images (spec §7: data.items and data.TOTAL_COUNT). */
export interface DriveListing {
  readonly items: readonly WireDriveItem[];
  readonly TOTAL_COUNT: number;
  readonly PAGE_NO: number;
  readonly PAGE_SIZE: number;
  /** Ours (issue 18): CURSOR for the page after this one; null on the last page. */
  readonly NEXT_CURSOR: string | null;
}

/** One step of GET /dtms/group/path, the root first. */
export interface WirePathStep {
  readonly DTM_GROUP_NO: string;
  readonly DTM_GROUP_NAME: string;
  readonly DTM_GROUP_LEVEL: number;
}

/** A page's details (spec §3: alternative text, optional audio). */
export interface WirePage {
  readonly PAGE_NO: number;
  readonly ALT_TEXT: string;
  readonly AUDIO_URL: string | null;
  readonly AUDIO_PLAY_MODE: 'auto' | 'manual';
  readonly PLAYBACK_RATE: number;
}

/** GET /dtms/images/{id}: a file with its pages and its document. */
export interface WireFileDetail extends WireFile {
  readonly PAGES: readonly WirePage[];
  /** The DTMS (or DTMA) document for tactile files (docs/formats.md), else null. */
  readonly DTMS_JSON: unknown;
}

/** GET /doc/remaining. */
export interface WireRemaining {
  readonly QUOTA_BYTES: number;
  readonly USED_BYTES: number;
  readonly REMAINING_BYTES: number;
}

/**
 * A file of a request of several that was refused while the others were
 * taken: its name as sent (cleaned), and the code and English message it
 * would have had alone (UNSUPPORTED_TYPE, BAD_FILE, FILE_TOO_LARGE,
 * ZIP_UNSAFE, ZIP_EMPTY; docs/API.md "Several files").
 */
export interface WireUploadRefusal {
  readonly NAME: string;
  readonly CODE: string;
  readonly MSG: string;
}

/** An upload's outcome: the files made, for a ZIP the entries left out and why, and the files refused. */
export interface WireUploadResult {
  readonly items: readonly WireFile[];
  readonly SKIPPED: readonly { readonly NAME: string; readonly REASON: string }[];
  readonly REFUSED: readonly WireUploadRefusal[];
}

/** POST /doc/html/from-string (201) and PUT /doc/html (200): the document as it is now stored. */
export interface WireBookSaved {
  readonly DTM_NO: string;
  /** The folder; null at the root. */
  readonly DTM_GROUP_NO: string | null;
  /** The title as stored (spec §5 rules applied, ' (n)' added on a clash). */
  readonly DTM_NAME: string;
  /** The number of pages: page breaks + 1. */
  readonly PAGE_COUNT: number;
  /** Bytes of the stored (sanitised) page, counted against the quota. */
  readonly SIZE: number;
}

/** GET /doc/html: a Book document to edit or read. */
export interface WireBookHtml {
  readonly DTM_NO: string;
  readonly DTM_NAME: string;
  /** The owner's name. */
  readonly CREATOR: string;
  /**
   * The stored, sanitised HTML page (<!DOCTYPE html>…). Pictures from the
   * drive carry signed addresses for this caller: the owner's for the owner;
   * a reader of a published document gets them as data: URLs.
   */
  readonly CONTENTS: string;
  /** The owner's folder (null at the root, and for anyone but the owner). */
  readonly DTM_GROUP_NO: string | null;
  readonly PAGE_COUNT: number;
  readonly IS_MINE: boolean;
  readonly IS_PUBLIC: boolean;
  readonly UPDATED_AT: string;
}

/** POST /doc/image-url-to-base64: a picture from the web, for the editor to keep in the document. */
export interface WireImageData {
  /** data:<type>;base64,… */
  readonly IMAGE: string;
  /** image/png, image/jpeg, image/gif or image/webp, judged by the bytes. */
  readonly CONTENT_TYPE: string;
  /** Bytes of the picture. */
  readonly SIZE: number;
}
