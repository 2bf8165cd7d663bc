// Where a document is read and where it is edited.

import { PATHS } from '../../../routes/paths.ts';

/** Where a document is read. */
export const readerHref = (dtmNo: string): string => `${PATHS.read}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Where a document is edited (the Book, administrators). */
export const editorHref = (dtmNo: string): string => `${PATHS.book}?dtmNo=${encodeURIComponent(dtmNo)}`;
