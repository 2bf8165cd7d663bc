import { PATHS } from '../../../routes/paths.ts';

/** Where a file opens for editing: Canvas, with the file's DTM_NO (Canvas reads it when it is built). */
export const canvasHref = (dtmNo: string) => `${PATHS.canvas}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Where Easy mode opens a file: the Easy tactile reader, with the file's DTM_NO. */
export const easyReaderHref = (dtmNo: string) => `${PATHS.easyTactile}?dtmNo=${encodeURIComponent(dtmNo)}`;
