// The drive app (spec §7, prefix /drive-app/v1): paths, constants and error
// codes shared by the server and the web client. Wire shapes are in
// driveAppTypes.ts; request schemas (zod) in driveApp.ts, so the web need not
// load zod for paths. Everything here is documented in docs/API.md.

export const DRIVE_APP_PREFIX = '/drive-app/v1';
/** Stored files (images, audio) are served here, outside the versioned prefix (spec §7). */
export const DRIVE_FILE_PREFIX = '/drive-app/file';

/** Spec §9: drive page size default 18. */
export const DRIVE_PAGE_SIZE = 18;
/** The largest page a listing answers. */
export const DRIVE_MAX_PAGE_SIZE = 100;
/** Spec §5: uploads must be under 500 MB: 524,288,000 bytes and more are refused. */
export const UPLOAD_LIMIT_BYTES = 500 * 1024 * 1024;
/**
 * Tactile files read whole to be checked (DTMS, DTMA, DTMX, DTM, BRF, BRL, and
 * any file opened with upload-to-json) must be at most this: the largest a
 * person can make with our tools, 100 pages of the 768 with 2,000-character
 * Korean texts, is 2.5 MiB (3.6 MiB written with \u escapes), and Dot's
 * 5-page sample is 7 kB. More is refused with 413 FILE_TOO_LARGE, as soon as
 * the stream passes it.
 */
export const TACTILE_DOCUMENT_LIMIT_BYTES = 8 * 1024 * 1024;
/** The most files one upload request may carry (they share the size limit). */
export const UPLOAD_MAX_FILES = 20;
/** Spec §4: trashed items are deleted automatically after 30 days. */
export const TRASH_RETENTION_DAYS = 30;
/** The root folder's name and level (spec §3: '/', level 1, empty numbers). */
export const ROOT_GROUP = { name: '/', level: 1 } as const;
/** PARENT_GROUP_NO / DTM_GROUP_NO of the root (spec §7 default). */
export const ROOT_GROUP_NO = 'ROOT';
/** A name (file or folder) is at most this many characters once cleaned. */
export const MAX_NAME_LENGTH = 200;
/** Folders nest at most this deep (the root is level 1). */
export const MAX_FOLDER_LEVEL = 32;

/** Spec §4: P private (my drive), D public (the library's drive). */
export const DRIVE_KINDS = ['P', 'D'] as const;
export type DriveKindCode = (typeof DRIVE_KINDS)[number];
/** Spec §9: app type A. */
export const APP_TYPE = 'A';

/** Spec §3: the library's categories, as codes on the wire. */
export const LIBRARY_CATEGORIES = [
  'LANGUAGE',
  'LIFE_SKILLS',
  'MATH',
  'SCIENCE',
  'SOCIAL_CULTURAL',
  'ART',
  'TECHNOLOGY',
  'LITERATURE_CHILDREN',
  'WEBTOON',
  'OTHERS',
] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** Spec §3: sort orders. */
export const SORT_ORDERS = ['LATEST', 'OLDEST', 'NAME_ASC', 'NAME_DESC', 'MOST_VIEWED', 'LEAST_VIEWED'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What GET /dtm/images lists (ours: the spec says "with a query"). */
export const FILE_SCOPES = ['MINE', 'LIBRARY', 'TRASH'] as const;
export type FileScope = (typeof FILE_SCOPES)[number];

/** PATCH /dtm/{kind}/{id}/status: which kind of item. */
export const ITEM_KINDS = ['images', 'groups'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** PATCH …/status body STATUS: to trash, back from trash, or gone for good (only from the trash). */
export const ITEM_STATUSES = ['TRASHED', 'ACTIVE', 'DELETED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The devices a to-dtms conversion targets (spec §3 device types). */
export const DEVICE_PATH_VALUES = ['320', '768'] as const;

/** File kinds the drive knows, by content (never by name alone). */
export const TACTILE_UPLOAD_KINDS = ['dtms', 'dtmx', 'dtma', 'dtm', 'zip', 'brf', 'brl'] as const;
export const IMAGE_UPLOAD_KINDS = ['jpg', 'png'] as const;
export const AUDIO_UPLOAD_KINDS = ['mp3', 'm4a'] as const;
/** Book documents (issue 20): a sanitised HTML page, made by the editor, never uploaded as a file. */
export const DOCUMENT_KINDS = ['html'] as const;
export type UploadKind =
  | (typeof TACTILE_UPLOAD_KINDS)[number]
  | (typeof IMAGE_UPLOAD_KINDS)[number]
  | (typeof AUDIO_UPLOAD_KINDS)[number]
  | (typeof DOCUMENT_KINDS)[number];

/** Book documents: DEVICE_KIND is always 300 (spec §7 POST /doc/html/from-string). */
export const BOOK_DEVICE_KIND = '300';
/**
 * HTML_STRING of a Book save may be this large (the whole request, in any of
 * its encodings). Pictures normally live in the drive (POST /doc/image) and
 * are named by address, so 16 MiB is a very long textbook, or a few pictures
 * pasted in as data: URLs.
 */
export const BOOK_HTML_BODY_LIMIT = 16 * 1024 * 1024;
/** A downloaded Book document inlines its pictures as data: URLs up to this many bytes in all; pictures past it are left out. */
export const BOOK_DOWNLOAD_IMAGE_LIMIT = 32 * 1024 * 1024;
/** POST /doc/image-url-to-base64: a picture fetched from the web may be this large. */
export const IMAGE_FETCH_LIMIT_BYTES = 10 * 1024 * 1024;
/** … must arrive whole within this, redirects included. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
/** … through at most this many redirects, each address checked again. */
export const IMAGE_FETCH_MAX_REDIRECTS = 3;
/** … on these ports only (the web's own): other ports are how a fetch reaches a private service. */
export const IMAGE_FETCH_PORTS: readonly number[] = [80, 443];

/** errors[].code of drive answers, beside the shared ones (BAD_REQUEST, NOT_FOUND, FORBIDDEN…). */
export const DRIVE_ERROR_CODES = {
  nameRequired: 'NAME_REQUIRED',
  nameTooLong: 'NAME_TOO_LONG',
  nameTaken: 'NAME_TAKEN',
  folderNotFound: 'FOLDER_NOT_FOUND',
  fileNotFound: 'FILE_NOT_FOUND',
  noPublishFolder: 'NO_PUBLISH_FOLDER',
  noCategory: 'NO_CATEGORY',
  notInTrash: 'NOT_IN_TRASH',
  inTrash: 'IN_TRASH',
  moveIntoItself: 'MOVE_INTO_ITSELF',
  tooDeep: 'TOO_DEEP',
  fileTooLarge: 'FILE_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_TYPE',
  badFile: 'BAD_FILE',
  quotaExceeded: 'QUOTA_EXCEEDED',
  zipUnsafe: 'ZIP_UNSAFE',
  zipEmpty: 'ZIP_EMPTY',
  uploadAborted: 'UPLOAD_ABORTED',
  deviceMismatch: 'DEVICE_MISMATCH',
  /** A Book document of more than 100 pages (spec: at most 100). */
  tooManyPages: 'TOO_MANY_PAGES',
  /** A file that is not a Book document where one is needed (GET /doc/html of a DTMS). */
  notADocument: 'NOT_A_DOCUMENT',
  /** POST /doc/image-url-to-base64: an address the server will not fetch (private, not http(s), another port…). */
  imageUrlRefused: 'IMAGE_URL_REFUSED',
  /** … or whose answer is no picture it keeps (an error, too large, too slow, not PNG/JPEG/GIF/WebP). */
  imageFetchFailed: 'IMAGE_FETCH_FAILED',
  /** Conversion (issue 21): this month's high-quality conversions are used up (spec §9). */
  highQualityLimit: 'HIGH_QUALITY_LIMIT',
  /** POST /doc/convert-again of a document whose last conversion did not fail, or that was never converted. */
  notConvertible: 'NOT_CONVERTIBLE',
  /** A Book document whose conversion is still under way: it cannot be read or saved yet (spec §4: the editor waits). */
  converting: 'CONVERTING',
  /** POST /image/pdfToText while as many are running as the server allows (503, try again). */
  convertBusy: 'CONVERT_BUSY',
  /** POST /image/pdfToText of a PDF that could not be read: the conversion failure code follows in the message. */
  conversionFailed: 'CONVERSION_FAILED',
  /** POST /doc/daisy-convert with a FORMAT other than DAISY3 (spec §8: 'Only DAISY 3 is supported.'). */
  daisyFormat: 'DAISY_FORMAT',
  /** GET /doc/daisy or /doc/daisy-contents of a document no book was made of. */
  daisyNotFound: 'DAISY_NOT_FOUND',
  /** … whose latest book failed: the failure code follows in the message. */
  daisyFailed: 'DAISY_FAILED',
} as const;
/**
 * The codes of a refusal that concerns one file of an upload only (its
 * kind, its format, its size to be read, a ZIP's content): in a request of
 * several files that file is refused and the others are stored (docs/API.md,
 * "Several files").
 */
export const UPLOAD_REFUSAL_CODES: readonly string[] = [
  DRIVE_ERROR_CODES.unsupportedType,
  DRIVE_ERROR_CODES.badFile,
  DRIVE_ERROR_CODES.fileTooLarge,
  DRIVE_ERROR_CODES.zipUnsafe,
  DRIVE_ERROR_CODES.zipEmpty,
];
export type DriveErrorCode = (typeof DRIVE_ERROR_CODES)[keyof typeof DRIVE_ERROR_CODES];

const P = DRIVE_APP_PREFIX;
const id = (value: string | number) => encodeURIComponent(String(value));

/** Every drive path, one place (server routes and web client both read it). */
export const DRIVE_PATHS = {
  groups: `${P}/dtms/groups`,
  groupPath: `${P}/dtms/group/path`,
  createGroup: `${P}/dtm/groups`,
  group: (groupNo: string | number) => `${P}/dtm/groups/${id(groupNo)}`,
  copyGroup: (groupNo: string | number) => `${P}/dtms/groups/${id(groupNo)}/copy`,
  uploadImage: `${P}/doc/image`,
  uploadTactile: `${P}/dtms/images`,
  file: (dtmNo: string | number) => `${P}/dtms/images/${id(dtmNo)}`,
  publish: (dtmNo: string | number) => `${P}/dtms/images/${id(dtmNo)}/open`,
  copyFile: (dtmNo: string | number) => `${P}/dtms/images/${id(dtmNo)}/copy`,
  dtmToDtms: (dtmNo: string | number, device: string) => `${P}/dtm/images/${id(dtmNo)}/device/${id(device)}/to-dtms`,
  dtmaToDtms: (dtmNo: string | number, device: string) => `${P}/dtma/images/${id(dtmNo)}/device/${id(device)}/to-dtms`,
  files: `${P}/dtm/images`,
  trashFile: (dtmNo: string | number) => `${P}/dtm/images/${id(dtmNo)}`,
  status: (kind: ItemKind, itemNo: string | number) => `${P}/dtm/${kind}/${id(itemNo)}/status`,
  emptyTrash: `${P}/dtms/trash`,
  createFromDtms: `${P}/dtm/images/from-dtms`,
  saveFromDtms: (dtmNo: string | number) => `${P}/dtm/images/${id(dtmNo)}/from-dtms`,
  dtmaToJson: `${P}/dtma/images/upload-to-json`,
  dtmsToJson: `${P}/dtms/images/upload-to-json`,
  dtmaDownload: `${P}/dtma/images`,
  audio: `${P}/dtma/audio`,
  audioSync: `${P}/dtma/audio/sync`,
  remaining: `${P}/doc/remaining`,
  download: `${P}/doc/download`,
  /** A Book document as braille (BRF, BRL or PEF): documentBraille.ts. */
  documentBraille: `${P}/doc/brl`,
  convertStatusPopup: `${P}/doc/convert-status-popup`,
  /** Conversion (issue 21, shared/api/conversion.ts): upload a PDF or DOCX, follow its job, the high-quality allowance, a PDF's text. */
  htmlConvert: `${P}/doc/html-convert`,
  convertStatus: `${P}/doc/convert-status`,
  convertQuota: `${P}/doc/convert-quota`,
  convertAgain: `${P}/doc/convert-again`,
  pdfToText: `${P}/image/pdfToText`,
  /** DAISY 3 talking books (issue 23, shared/api/daisy.ts): make one, follow it, download it, its navigation. */
  daisyConvert: `${P}/doc/daisy-convert`,
  daisyStatus: `${P}/doc/daisy-status`,
  daisy: `${P}/doc/daisy`,
  daisyContents: `${P}/doc/daisy-contents`,
  /** Book documents (issue 20): create, save and read a sanitised HTML page. */
  htmlFromString: `${P}/doc/html/from-string`,
  html: `${P}/doc/html`,
  imageUrlToBase64: `${P}/doc/image-url-to-base64`,
  storedFile: (key: string) => `${DRIVE_FILE_PREFIX}/${id(key)}`,
} as const;
