// How many accessibility problems a stored Book document has, as its checker
// panel would list them: the document rules over the page the drive keeps,
// titled by its name, less what the document ignores. For the Cloud's
// publish dialog (through the Book's index.ts): a check before publishing.

import { checkDocument, knownIgnores, withoutIgnored } from '../../../../core/a11ycheck/index.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { createBookDocumentApi } from '../api/bookDocumentApi.ts';
import { PATHS } from '../../../routes/paths.ts';
import { coreCodec } from '../document/coreCodec.ts';

/** The count, or null when the page could not be read (the check says nothing then). */
export async function storedDocumentProblems(client: ApiClient, dtmNo: string): Promise<number | null> {
  const result = await createBookDocumentApi(client).load(dtmNo);
  if (!result.ok) return null;
  try {
    const doc = coreCodec.fromHtml(result.data.contents);
    return withoutIgnored(checkDocument(doc, { title: result.data.dtmName }), knownIgnores(doc.ignoredChecks)).length;
  } catch {
    return null;
  }
}

/** The Book's address that opens a document with its checker panel open. */
export function checkHref(dtmNo: string): string {
  return `${PATHS.book}?${new URLSearchParams({ dtmNo, check: '1' }).toString()}`;
}
