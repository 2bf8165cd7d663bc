// The Book page (administrators): the document (document/: its state, title,
// saving, drafts and dialogs), the editor over its blocks, its status line,
// and presentation mode from the page the caret is on.

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { BookChecker } from './checker/BookChecker.tsx';
import { bookCheckerRequests } from './checker/bookCheckerRequests.ts';
import { useBookDocument } from './document/BookDocumentContext.ts';
import { BookDocumentProvider } from './document/BookDocumentProvider.tsx';
import { BookDaisyExport } from './daisy/BookDaisyExport.tsx';
import { DocumentStatus } from './document/DocumentStatus.tsx';
import { DocumentTitleField } from './document/DocumentTitleField.tsx';
import { BookEditor } from './editor/BookEditor.tsx';
import { currentEditor } from './editor/currentEditor.ts';
import { pageAt } from './editor/voids.ts';
import { PresentationView } from './presentation/PresentationView.tsx';
import { endPresentation, usePresenting } from './presentation/presentationRequest.ts';

export default function BookPage() {
  const intl = useIntl();
  // The heading comes before the Book's catalogue part has loaded: the app
  // focuses the page's heading when the page arrives.
  return (
    <>
      <PageHeading>{intl.formatMessage(routeTitles.book)}</PageHeading>
      <WithCataloguePart part="book">
        <BookDocumentProvider>
          <BookScreen />
        </BookDocumentProvider>
      </WithCataloguePart>
    </>
  );
}

/** The page the caret is on, where presentation mode starts. */
function caretPage(): number {
  const editor = currentEditor();
  return editor ? pageAt(editor) : 1;
}

/** The document's title, editor and status (and presentation mode, the checker's panel), inside the document. */
export function BookScreen() {
  const doc = useBookDocument();
  const presenting = usePresenting();
  const checker = bookCheckerRequests.useRequest();
  // The panel belongs to this visit of the page: leaving closes it.
  useEffect(() => bookCheckerRequests.close, []);
  // `?check=1` (the Cloud's publish dialog: "Check in Book"): the document, once open, with its checker panel.
  const [params, setParams] = useSearchParams();
  const checkAsked = params.get('check') === '1';
  const opened = !doc.loading && doc.state.dtmNo !== null && doc.state.dtmNo === params.get('dtmNo');
  useEffect(() => {
    if (!checkAsked || !opened) return;
    bookCheckerRequests.ask();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('check');
        return next;
      },
      { replace: true },
    );
  }, [checkAsked, opened, setParams]);
  const showChecker = checker.open && !doc.loading;
  return (
    <>
      <DocumentTitleField />
      <div className={showChecker ? 'book-work book-work-checking' : 'book-work'}>
        {doc.loading ? null : <BookEditor key={doc.documentKey} value={doc.value} onChange={doc.setValue} title={doc.title} />}
        {showChecker ? <BookChecker asked={checker.asked} /> : null}
      </div>
      <DocumentStatus />
      <BookDaisyExport />
      {presenting ? (
        <PresentationView blocks={doc.value} title={doc.title} {...(doc.state.dtmNo ? { dtmNo: doc.state.dtmNo } : {})} startPage={caretPage()} onExit={endPresentation} />
      ) : null}
    </>
  );
}
