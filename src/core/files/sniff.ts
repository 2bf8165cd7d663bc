// What kind of file some bytes are, from their first bytes. An upload's name
// is only a hint: a PNG named `.dtms` is a PNG, an executable named `.pdf` is
// nothing we accept. The name matters only where bytes cannot tell (Braille
// ASCII is plain text, so it must be named .brf or .brl), and to choose
// between two names for one content (BRF or BRL, DTMS or DTMX).

/** The kinds the drive recognises by content. `dtms-json` is a DTMS, DTMA or DTMX: parsing tells them apart. */
export type SniffedKind = 'png' | 'jpg' | 'zip' | 'pdf' | 'mp3' | 'm4a' | 'dtm' | 'dtms-json' | 'braille-ascii' | 'unknown';

/** How many first bytes `sniff` looks at; fewer is fine for short files. */
export const SNIFF_BYTES = 512;

/**
 * Where a file is uploaded, which decides the kinds accepted (spec §3 file
 * formats). `tactileFile` is one tactile file without archives: opening a
 * local file, and each entry of an uploaded ZIP. `document` is a file to
 * convert to HTML (a DOCX is a ZIP: the conversion looks inside).
 */
export type UploadContext = 'tactile' | 'tactileFile' | 'image' | 'audio' | 'document';

const ACCEPTED: Readonly<Record<UploadContext, readonly SniffedKind[]>> = {
  tactile: ['dtms-json', 'dtm', 'zip', 'braille-ascii'],
  tactileFile: ['dtms-json', 'dtm', 'braille-ascii'],
  image: ['png', 'jpg'],
  audio: ['mp3', 'm4a'],
  document: ['pdf', 'zip'],
};

/** The formats named to the user when a file is refused, per context (spec §3, §8). */
export const ACCEPTED_FORMATS: Readonly<Record<UploadContext, readonly string[]>> = {
  tactile: ['DTMS', 'DTMX', 'DTMA', 'DTM', 'ZIP', 'BRF', 'BRL'],
  tactileFile: ['DTMS', 'DTMX', 'DTMA', 'DTM', 'BRF', 'BRL'],
  image: ['JPG', 'PNG', 'JPEG'],
  audio: ['MP3', 'M4A'],
  document: ['PDF', 'DOCX'],
};

export function isAccepted(context: UploadContext, kind: SniffedKind): boolean {
  return ACCEPTED[context].includes(kind);
}

/** Spec §8's message, with the list for the context (the web translates by code and lists the formats itself). */
export function unsupportedTypeMessage(context: UploadContext): string {
  return `This file cannot be uploaded, check the supported formats: ${ACCEPTED_FORMATS[context].join(', ')}.`;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const PDF = ascii('%PDF-');
const DTM = ascii('_dtm_');
const ID3 = ascii('ID3');
const FTYP = ascii('ftyp');
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** MP4 brands that hold audio (Apple's M4A/M4B and the generic ones audio files carry). */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'dash', '3gp4', '3gp5']);

/** An MPEG audio frame header: sync, a version and layer that exist, a usable bitrate and sample rate. */
function isMpegFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff) return false;
  const b1 = bytes[1] ?? 0;
  const b2 = bytes[2] ?? 0;
  const sync = (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0b11; // 01 is reserved
  const layer = (b1 >> 1) & 0b11; // 00 is reserved (and is AAC's ADTS)
  const bitrate = b2 >> 4; // 1111 is invalid
  const sampleRate = (b2 >> 2) & 0b11; // 11 is reserved
  return sync && version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

function isM4a(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, FTYP, 4) || bytes.length < 12) return false;
  return AUDIO_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)));
}

function skipBomAndSpace(bytes: Uint8Array): number {
  let at = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at++;
  return at;
}

/** Markup, scripts and PDFs are text too; they are never Braille ASCII, whatever their name says. */
const NEVER_BRAILLE = [/^<!doctype/i, /^<html/i, /^<script/i, /^<svg/i, /^<\?xml/i, /^<body/i, /^<head/i, /^<iframe/i, /^#!/, /^%PDF-/];

/** Braille ASCII (docs/formats.md, readBrf): printable ASCII, DEL, CR, LF and form feed, after an optional BOM. */
function isBrailleAscii(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const start = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (!((byte >= 0x20 && byte <= 0x7f) || byte === 0x0d || byte === 0x0a || byte === 0x0c)) return false;
  }
  const text = String.fromCharCode(...bytes.subarray(skipBomAndSpace(bytes), Math.min(bytes.length, 64)));
  return !NEVER_BRAILLE.some((pattern) => pattern.test(text));
}

/** The lower-case extension of a name ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The kind of a file from its first bytes (`SNIFF_BYTES` of them, or all of
 * a shorter file). `fileName` is a hint, used only for Braille ASCII, which
 * must be named .brf or .brl because any plain text would pass as it.
 * A PDF starts with its header (`%PDF-`, no junk before it: readers that
 * skip junk are what polyglot files count on). Empty files, HTML,
 * executables and anything else are 'unknown'.
 */
export function sniff(head: Uint8Array, fileName = ''): SniffedKind {
  if (head.length === 0) return 'unknown';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpg';
  if (startsWith(head, ZIP_LOCAL) || startsWith(head, ZIP_EMPTY)) return 'zip';
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, DTM)) return 'dtm';
  if (startsWith(head, ID3) || isMpegFrame(head)) return 'mp3';
  if (isM4a(head)) return 'm4a';
  if (head[skipBomAndSpace(head)] === 0x7b) return 'dtms-json';
  const extension = extensionOf(fileName);
  if ((extension === 'brf' || extension === 'brl') && isBrailleAscii(head)) return 'braille-ascii';
  return 'unknown';
}
