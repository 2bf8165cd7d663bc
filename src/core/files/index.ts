// What kind a file is by its content (uploads, ZIP entries); see sniff.ts.
export type { SniffedKind, UploadContext } from './sniff.ts';
export { ACCEPTED_FORMATS, SNIFF_BYTES, extensionOf, isAccepted, sniff, unsupportedTypeMessage } from './sniff.ts';
