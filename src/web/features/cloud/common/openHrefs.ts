import { PATHS } from '../../../routes/paths.ts';

/** Where a file opens for editing: Canvas, with the file's DTM_NO (Canvas reads it when it is built). */
export const canvasHref = (dtmNo: string) => `${PATHS.canvas}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Where Easy mode opens a file: the Easy tactile reader, with the file's DTM_NO. */
export const easyReaderHref = (dtmNo: string) => `${PATHS.easyTactile}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Where a Book document (an 'html' file) is read: the Book's reader, for every signed-in user. */
export const bookReaderHref = (dtmNo: string) => `${PATHS.read}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Where a Book document is edited: the Book editor (administrators), with the document's DTM_NO. */
export const bookEditorHref = (dtmNo: string) => `${PATHS.book}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Whether a drive file is a Book document: the drive stores them as 'html'. */
export const isBookDocument = (file: { readonly fileExtension: string }) => file.fileExtension.toLowerCase() === 'html';

/** Where opening a file goes: a Book document to the reader, a tactile file to the Canvas. */
export const openHref = (file: { readonly dtmNo: string; readonly fileExtension: string }) => (isBookDocument(file) ? bookReaderHref(file.dtmNo) : canvasHref(file.dtmNo));

/** Where Easy mode opens a file: a Book document to the reader, a tactile file to the Easy tactile reader. */
export const easyOpenHref = (file: { readonly dtmNo: string; readonly fileExtension: string }) =>
  isBookDocument(file) ? bookReaderHref(file.dtmNo) : easyReaderHref(file.dtmNo);
