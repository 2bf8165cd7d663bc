import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { ReadOnDisplayButton } from '../../device/shell.tsx';
import { displayName } from '../api/itemRefs.ts';
import { isFolder, type DriveItem, type FileDetail } from '../api/types.ts';
import { useFileDetail } from '../state/queries.ts';
import { ConversionFacts } from '../conversion/ConversionFacts.tsx';
import { isBookDocument } from './openHrefs.ts';
import { DescriptionsForm } from './DescriptionsForm.tsx';
import { detailPages } from './detailPages.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { formatSize, itemTypeLabel } from './format.ts';
import { LoadFailed } from './ListStatus.tsx';
import { categoryMessages, detailMessages as d, listMessages as m } from './messages.ts';
import { PinPreview } from './PinPreview.tsx';

interface Props {
  readonly item: DriveItem;
  readonly onClose: () => void;
  /** The library's open counts a view (GET …?VIEW=Y). */
  readonly countView?: boolean;
  /** Actions for the file (open in Canvas, download). */
  readonly actions?: ReactNode;
  /** My files: a document whose conversion failed offers to convert it again (issue 21). */
  readonly onConvertAgain?: ((file: FileDetail) => void) | undefined;
}

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function FileFacts({ detail, onConvertAgain }: { readonly detail: FileDetail; readonly onConvertAgain?: Props['onConvertAgain'] }) {
  const intl = useIntl();
  const visibility =
    detail.isPublic && detail.category
      ? intl.formatMessage(d.publicInCategory, { category: intl.formatMessage(categoryMessages[detail.category]) })
      : intl.formatMessage(detail.isPublic ? m.isPublic : m.isPrivate);
  const pages = detailPages(detail);
  return (
    <>
      <dl className="facts">
        <Fact term={intl.formatMessage(m.creator)}>
          <UserText text={detail.creator} />
        </Fact>
        <Fact term={intl.formatMessage(d.created)}>{formatDateTime(intl, detail.createdAt)}</Fact>
        <Fact term={intl.formatMessage(m.modified)}>{formatDateTime(intl, detail.updatedAt)}</Fact>
        <Fact term={intl.formatMessage(m.size)}>{formatSize(intl, detail.size)}</Fact>
        <Fact term={intl.formatMessage(m.type)}>{itemTypeLabel(intl, detail)}</Fact>
        <Fact term={intl.formatMessage(d.pageCount)}>{intl.formatNumber(detail.pageCount)}</Fact>
        <Fact term={intl.formatMessage(m.views)}>{intl.formatNumber(detail.views)}</Fact>
        <Fact term={intl.formatMessage(m.visibility)}>{visibility}</Fact>
        {detail.publishedAt && <Fact term={intl.formatMessage(d.publishedAt)}>{formatDateTime(intl, detail.publishedAt)}</Fact>}
      </dl>
      {/* A converted document's state, or what to check after its conversion: only its owner may ask. */}
      {detail.isMine && isBookDocument(detail) && (
        <ConversionFacts dtmNo={detail.dtmNo} onConvertAgain={onConvertAgain && (() => onConvertAgain(detail))} />
      )}
      {detail.isMine ? (
        <DescriptionsForm detail={detail} pages={pages} />
      ) : (
        <>
          <section aria-labelledby="details-description">
            <h3 id="details-description">{intl.formatMessage(d.description)}</h3>
            <p className="details-text" data-display-text="">
              {detail.description?.trim() ? <UserText text={detail.description} /> : intl.formatMessage(d.noDescription)}
            </p>
            <ReadOnDisplayButton text={detail.description ?? ''} />
          </section>
          {pages.length > 0 && (
            <section aria-labelledby="details-pages">
              <h3 id="details-pages">{intl.formatMessage(d.pageDescriptions)}</h3>
              <ol className="detail-pages">
                {pages.map((page) => {
                  const text = page.altText.trim() ? page.altText : intl.formatMessage(d.noAltText);
                  return (
                    <li key={page.number} className="detail-page">
                      <h4>{intl.formatMessage(d.page, { page: page.number })}</h4>
                      {page.hex && <PinPreview hex={page.hex} label={intl.formatMessage(d.pagePreview, { page: page.number, text })} className="pin-preview pin-preview--large" />}
                      <p className="details-text" data-display-text="">
                        {page.altText.trim() ? <UserText text={page.altText} /> : text}
                      </p>
                      <ReadOnDisplayButton text={page.altText} />
                    </li>
                  );
                })}
              </ol>
            </section>
          )}
        </>
      )}
    </>
  );
}

function FolderFacts({ item }: { readonly item: DriveItem }) {
  const intl = useIntl();
  return (
    <dl className="facts">
      <Fact term={intl.formatMessage(m.type)}>{itemTypeLabel(intl, item)}</Fact>
      <Fact term={intl.formatMessage(m.creator)}>{item.creator}</Fact>
      <Fact term={intl.formatMessage(d.created)}>{formatDateTime(intl, item.createdAt)}</Fact>
      <Fact term={intl.formatMessage(m.modified)}>{formatDateTime(intl, item.updatedAt)}</Fact>
      <Fact term={intl.formatMessage(m.visibility)}>{intl.formatMessage(item.isPublic ? m.isPublic : m.isPrivate)}</Fact>
    </dl>
  );
}

function FileDetailBody({ fileNo, countView, onConvertAgain }: { readonly fileNo: string; readonly countView: boolean; readonly onConvertAgain?: Props['onConvertAgain'] }) {
  const intl = useIntl();
  const detail = useFileDetail(fileNo, countView);
  if (detail.isPending) return <p role="status">{intl.formatMessage(m.loading)}</p>;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  return <FileFacts detail={detail.data} onConvertAgain={onConvertAgain} />;
}

/** The details of a file (from GET /dtms/images/{id}) or of a folder (from the list), in a dialog. */
export function ItemDetailsDialog({ item, onClose, countView = false, actions, onConvertAgain }: Props) {
  return (
    <AppDialog title={displayName(item)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} className="modal--wide">
      <div className="dialog-body details">
        {actions && <div className="button-row details-actions">{actions}</div>}
        {isFolder(item) ? <FolderFacts item={item} /> : <FileDetailBody fileNo={item.dtmNo} countView={countView} onConvertAgain={onConvertAgain} />}
      </div>
    </AppDialog>
  );
}
