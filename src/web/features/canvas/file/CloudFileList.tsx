import { useState } from 'react';
import { Button, GridList, GridListItem, Input, Label, SearchField, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DRIVE_PAGE_SIZE } from '../../../../shared/api/driveAppPaths.ts';
import { announce } from '../../../ui/announcer.ts';
import type { DriveFile } from '../../cloud/index.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import type { CanvasDriveApi } from './canvasDriveApi.ts';
import { fileMessages as m } from './messages.ts';
import { useDriveAnswer } from '../../../api/useDriveAnswer.ts';

interface Props {
  readonly api: CanvasDriveApi;
  /** Opens the file; the dialog shows what went wrong. */
  readonly onOpen: (file: DriveFile) => void;
  readonly busy: boolean;
}

/**
 * My Cloud files, newest first, 18 a page (spec §9), searched by name: a
 * list (Enter or a double click opens the file) and an Open button for the
 * one selected. Every file is listed with its type; one the Canvas cannot
 * open (a picture, a PDF) is refused with the spec's message when opened.
 */
export function CloudFileList({ api, onOpen, busy }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | undefined>();
  const listing = useDriveAnswer(`files:${page}:${search}`, async () => {
    const result = await api.listFiles(page, search);
    if (result.ok && search !== '') announce(intl.formatMessage(m.searchResults, { count: result.data.totalCount }));
    return result;
  });
  const files = (listing.data?.items ?? []).filter((item): item is DriveFile => item.fileType === 'FILE');
  const pageCount = Math.max(1, Math.ceil((listing.data?.totalCount ?? 0) / DRIVE_PAGE_SIZE));
  const chosen = files.find((file) => file.dtmNo === selected);

  const goToPage = (next: number) => {
    setPage(next);
    setSelected(undefined);
    announce(intl.formatMessage(m.pageStatus, { page: next, pages: pageCount }));
  };
  const find = (value: string) => {
    setSearch(value.trim());
    setPage(1);
    setSelected(undefined);
  };

  return (
    <div className="cloud-file-list">
      <SearchField className="search-field" value={typed} onChange={setTyped} onSubmit={find} onClear={() => find('')}>
        <Label className="field-label">{intl.formatMessage(m.search)}</Label>
        <Input className="input" />
      </SearchField>
      {listing.failed ? (
        <div className="list-status" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button className="button" onPress={listing.retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : (
        <GridList
          className="listbox"
          aria-label={intl.formatMessage(m.cloudFiles)}
          items={files}
          selectionMode="single"
          selectionBehavior="replace"
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelectionChange={(keys: Selection) => setSelected(keys === 'all' ? undefined : ([...keys].map(String)[0] ?? undefined))}
          onAction={(key) => {
            const file = files.find((candidate) => candidate.dtmNo === String(key));
            if (file && !busy) onOpen(file);
          }}
          renderEmptyState={() => (listing.loading ? null : intl.formatMessage(search === '' ? m.noFiles : m.searchResults, { count: 0 }))}
        >
          {(file) => {
            const name = `${file.fileName}.${file.fileExtension}`;
            return (
              <GridListItem id={file.dtmNo} textValue={name} className="listbox-item">
                <div className="item-row-name">{name}</div>
                <div className="field-note">
                  {intl.formatMessage(m.fileFacts, {
                    type: intl.formatMessage(m.fileType, { extension: file.fileExtension.toUpperCase() }),
                    date: formatDateTime(intl, file.updatedAt),
                  })}
                </div>
              </GridListItem>
            );
          }}
        </GridList>
      )}
      {listing.loading && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {pageCount > 1 && (
        <nav className="pagination" aria-label={intl.formatMessage(m.pages)}>
          <Button className="button" isDisabled={page <= 1} onPress={() => goToPage(page - 1)}>
            {intl.formatMessage(m.previousPage)}
          </Button>
          <span>{intl.formatMessage(m.pageStatus, { page, pages: pageCount })}</span>
          <Button className="button" isDisabled={page >= pageCount} onPress={() => goToPage(page + 1)}>
            {intl.formatMessage(m.nextPage)}
          </Button>
        </nav>
      )}
      <div className="button-row">
        <Button className="button button--primary" isDisabled={chosen === undefined} isPending={busy} onPress={() => chosen && onOpen(chosen)}>
          {intl.formatMessage(m.openButton)}
        </Button>
      </div>
    </div>
  );
}
