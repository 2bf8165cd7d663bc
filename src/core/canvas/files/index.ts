// The Canvas's files: the document as DTMS, DTM, PEF, SVG and PNG, and local
// files (DTMS, DTMA, DTM, BRF, BRL) opened as documents. Pure: bytes and text
// in and out; the web layer reads files and starts downloads.

export type { BrfImportOptions } from './brfImport.ts';
export { documentFromBrf } from './brfImport.ts';
export { documentFromDtm, pageToDtm } from './dtmFile.ts';
export type { DtmsLanguage, PageDescription } from './dtmsDocument.ts';
export { documentFromDtms, documentToDtms, dtmsLanguageOf } from './dtmsDocument.ts';
export type { CanvasFileErrorCode } from './errors.ts';
export { CanvasFileError, canvasFileMessages, fileErrorMessage } from './errors.ts';
export { exportFileName } from './fileNames.ts';
export type { CanvasFileKind, OpenedFile, ReadCanvasFileOptions } from './openFile.ts';
export { CANVAS_OPEN_EXTENSIONS, openCanvasFile, readCanvasFile } from './openFile.ts';
export type { PefExportOptions } from './pefExport.ts';
export { documentToPef, gridToBrailleRows, pefLanguage } from './pefExport.ts';
export { adler32, crc32, encodeGrayPng, zlibStored } from './png.ts';
export type { PngExportOptions } from './pngExport.ts';
export { pageToPng } from './pngExport.ts';
export type { SvgExportOptions } from './svgExport.ts';
export { pageToSvg } from './svgExport.ts';
