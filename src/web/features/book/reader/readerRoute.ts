import type { AppRoute } from '../../../routes/routeTable.ts';
import { routeTitles } from '../../../routes/messages.ts';
import { PATHS } from '../../../routes/paths.ts';

/**
 * The reader's route, for the Book's manifest (data only). Every signed-in
 * user reads: their own documents and the library's (the server decides,
 * as for every drive read); only the editor is for administrators.
 */
export const readerRoute: AppRoute = {
  path: PATHS.read,
  layout: 'default',
  title: routeTitles.read,
  access: 'signedIn',
  scope: 'global',
  load: () => import('./ReaderPage.tsx'),
};

/** Where a document is read. */
export const readerHref = (dtmNo: string): string => `${PATHS.read}?dtmNo=${encodeURIComponent(dtmNo)}`;

/** Where a document is edited (the Book, administrators). */
export const editorHref = (dtmNo: string): string => `${PATHS.book}?dtmNo=${encodeURIComponent(dtmNo)}`;
