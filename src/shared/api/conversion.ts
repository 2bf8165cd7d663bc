// Document conversion (issue 21; spec §7 POST /doc/html-convert, GET
// /doc/convert-status, GET and PUT /doc/convert-status-popup, POST
// /image/pdfToText): the words server and web share. Paths live in
// driveAppPaths.ts with every other drive path.

/** Spec §4: a conversion is ONGOING, then SUCCESS or FAILED. */
export type ConversionStatus = 'ONGOING' | 'SUCCESS' | 'FAILED';

/** The form's QUALITY: ORDINARY (the default) reads the text layer; HIGH also reads pages without one (OCR), and is counted against a monthly limit (spec §9). */
export const CONVERT_QUALITIES = ['ORDINARY', 'HIGH'] as const;
export type ConvertQuality = (typeof CONVERT_QUALITIES)[number];

/** Spec §9: PDF engine default DOT, our own pipeline; any other value is refused. */
export const PDF_ENGINES = ['DOT'] as const;

/** The files a conversion takes, by extension (spec §3: DOCX, PDF); the bytes decide. */
export const CONVERTIBLE_EXTENSIONS = ['pdf', 'docx'] as const;
export type ConvertibleExtension = (typeof CONVERTIBLE_EXTENSIONS)[number];

/** Why a conversion failed; the web words each code. */
export const CONVERSION_FAILURE_CODES = [
  'WRONG_FORMAT',
  'EMPTY_FILE',
  'DAMAGED',
  'ENCRYPTED',
  'TOO_MANY_PAGES',
  'TOO_MANY_IMAGES',
  'TOO_LARGE',
  'TIMED_OUT',
  'OUT_OF_MEMORY',
  'NO_TEXT',
  'UNSAFE_CONTENT',
  'TOOL_MISSING',
  'HIGH_QUALITY_LIMIT',
  'WORKER_DIED',
  'INTERNAL',
] as const;
export type ConversionFailureCode = (typeof CONVERSION_FAILURE_CODES)[number];

/** What the converter knows it guessed, for the person who checks the document. */
export const CONVERSION_NOTE_KINDS = [
  'inferred-heading',
  'inferred-list',
  'inferred-table',
  'image-without-alt',
  'ocr-page',
  'ocr-low-confidence',
  'reading-order',
  'dropped',
] as const;
export type ConversionNoteKind = (typeof CONVERSION_NOTE_KINDS)[number];

export interface WireConversionNote {
  readonly KIND: ConversionNoteKind;
  readonly PAGE: number | null;
  readonly DETAIL: string;
  readonly CONFIDENCE: number | null;
}

/**
 * How many accessibility problems the checker found in a converted document
 * when its conversion ended (issue 22): errors keep a reader from the
 * content, warnings are worth a look.
 */
export interface WireA11yFindings {
  readonly ERRORS: number;
  readonly WARNINGS: number;
}

/** POST /doc/html-convert answers at once (201): the new document, not yet converted. */
export interface WireConversionStarted {
  readonly DTM_NO: string;
  readonly DTM_NAME: string;
  readonly DTM_GROUP_NO: string | null;
  readonly STATUS: 'ONGOING';
  readonly QUALITY: ConvertQuality;
}

/** GET /doc/convert-status?DTM_NO. */
export interface WireConversionState {
  readonly DTM_NO: string;
  readonly STATUS: ConversionStatus;
  readonly QUALITY: ConvertQuality;
  /** FAILED only. */
  readonly ERROR_CODE: ConversionFailureCode | null;
  /** FAILED only: English, for support staff. */
  readonly ERROR: string | null;
  /** SUCCESS only: what a person should check. */
  readonly NOTES: readonly WireConversionNote[];
  readonly ENGINE: string | null;
  readonly SOURCE_PAGES: number | null;
  readonly ATTEMPTS: number;
  /** SUCCESS only: the accessibility check of the converted document; null otherwise (and for conversions from before the checker). */
  readonly A11Y_FINDINGS: WireA11yFindings | null;
}

/** GET /doc/convert-quota: the high-quality conversions of this calendar month (UTC). */
export interface WireConvertQuota {
  readonly TOTAL: number;
  readonly USED: number;
  readonly REMAINING: number;
}

/** POST /image/pdfToText. */
export interface WirePdfText {
  readonly TEXT: string;
  readonly PAGES: number;
}
