import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ApiResult } from '../../../api/apiTypes.ts';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { showToast } from '../../../ui/toasts.ts';
import type { BookDocumentApi } from '../api/bookDocumentApi.ts';
import type { BrailleFormat } from '../api/bookPaths.ts';
import type { BraillePageSize } from '../api/downloadBraille.ts';
import type { BookCodec } from '../document/bookCodec.ts';
import { BookBlocks } from '../render/BookBlocks.tsx';
import { ReaderActions } from './ReaderActions.tsx';
import { readerMessages as m } from './messages.ts';
import { useStoredDocument, type ReadDocument } from './useStoredDocument.ts';

export interface ReaderDownloads {
  html(doc: ReadDocument): Promise<ApiResult<string>>;
  braille(doc: ReadDocument, format: BrailleFormat, size: BraillePageSize): Promise<ApiResult<string>>;
}

interface Props {
  readonly dtmNo: string;
  readonly api: BookDocumentApi;
  readonly codec: BookCodec;
  readonly downloads: ReaderDownloads;
  /** DOT-ADMIN: the Edit link to the Book. */
  readonly canEdit: boolean;
  /** Shown under the facts once the document is read: a converted document's accessibility count (ConversionCheckNote). */
  readonly note?: ReactNode;
  /** More actions beside the downloads, given the document once read (the DAISY 3 export). */
  readonly moreActions?: (document: ReadDocument) => ReactNode;
}

/** The document's facts and downloads, under its heading. */
function ReadingFacts({ document, canEdit, downloads, more }: { readonly document: ReadDocument; readonly canEdit: boolean; readonly downloads: ReaderDownloads; readonly more?: ReactNode }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = (download: () => Promise<ApiResult<string>>) => {
    setBusy(true);
    void download().then((result) => {
      setBusy(false);
      if (result.ok) showToast(intl.formatMessage(m.downloaded, { name: result.data }), 'success');
      else if (result.sessionProblem === undefined) showToast(intl.formatMessage(m.downloadFailed), 'error');
    });
  };
  const count = (value: number) => intl.formatNumber(value);
  return (
    <>
      {document.creator && <p>{intl.formatMessage(m.by, { creator: document.creator })}</p>}
      <dl className="book-reader-facts" aria-label={intl.formatMessage(m.facts)}>
        <div>
          <dt>{intl.formatMessage(m.characters)}</dt>
          <dd>{count(document.characterCount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.words)}</dt>
          <dd>{count(document.wordCount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.pages)}</dt>
          <dd>{count(document.pageCount)}</dd>
        </div>
      </dl>
      <ReaderActions
        dtmNo={document.dtmNo}
        canEdit={canEdit}
        busy={busy}
        onDownloadHtml={() => run(() => downloads.html(document))}
        onDownloadBraille={(format, size) => run(() => downloads.braille(document, format, size))}
        more={more}
      />
    </>
  );
}

/**
 * A stored document read-only: its title, counts, downloads, and the document
 * itself as semantic HTML. The heading is one element from loading to
 * reading, so focus on it (the page's arrival) stays while its name changes.
 */
export function ReaderScreen({ dtmNo, api, codec, downloads, canEdit, note, moreActions }: Props) {
  const intl = useIntl();
  const outcome = useStoredDocument(api, codec, dtmNo);
  const document = outcome.kind === 'ready' ? outcome.document : undefined;
  return (
    <>
      <header className="page-intro book-reader-header">
        <PageHeading>{document ? document.name : intl.formatMessage(m.document)}</PageHeading>
        {document ? (
          <>
            <ReadingFacts document={document} canEdit={canEdit} downloads={downloads} more={moreActions?.(document)} />
            {note}
          </>
        ) : outcome.kind === 'loading' ? (
          <p role="status">{intl.formatMessage(m.loading)}</p>
        ) : (
          <div className="list-status" role="alert">
            {outcome.kind === 'failed' && outcome.reason && <p>{intl.formatMessage(outcome.reason)}</p>}
            {outcome.kind === 'failed' && (
              <Button className="button" onPress={outcome.retry}>
                {intl.formatMessage(m.retry)}
              </Button>
            )}
          </div>
        )}
      </header>
      {document && (
        <article className="book-document" aria-label={intl.formatMessage(m.document)} {...(document.doc.lang ? { lang: document.doc.lang } : {})}>
          <BookBlocks blocks={document.doc.blocks} />
        </article>
      )}
    </>
  );
}
