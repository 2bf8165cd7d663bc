import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, Label, SearchField, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DRIVE_PAGE_SIZE, ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import { CLOUD_COMMAND_IDS as ids } from '../manifest.ts';
import { setDriveTarget, type FilesTarget } from '../commands/driveTarget.ts';
import { shellMessages } from '../../../layouts/messages.ts';
import { announce } from '../../../ui/announcer.ts';
import type { DriveItem, PathStep } from '../api/types.ts';
import { ActionToolbar } from '../common/ActionToolbar.tsx';
import { bookReaderHref, isBookDocument } from '../common/openHrefs.ts';
import { conversionFailed, isConverting, listedConversionText, useFailureReasons } from '../conversion/conversionStatus.ts';
import { conversionMessages } from '../conversion/messages.ts';
import { LoadFailed } from '../common/ListStatus.tsx';
import { listMessages } from '../common/messages.ts';
import { Pagination } from '../common/Pagination.tsx';
import { SortSelect } from '../common/SortSelect.tsx';
import { StorageMeter } from '../common/StorageMeter.tsx';
import { summarise } from '../common/summarise.ts';
import { useDebouncedSearch } from '../common/useDebouncedSearch.ts';
import { useViewMode } from '../common/useViewMode.ts';
import { ViewSwitch } from '../common/ViewSwitch.tsx';
import type { FolderStep } from '../dialogs/FolderPicker.tsx';
import { isCut } from '../model/clipboard.ts';
import { selectedOf } from '../model/selection.ts';
import { useFolderListing, useFolderPath } from '../state/queries.ts';
import { useCommandRunner } from '../state/useCommandRunner.ts';
import { useClipboard, useHistorySnapshot } from '../state/useDrive.ts';
import { pageCountOf } from './browserLocation.ts';
import { FilesCollection } from './FilesCollection.tsx';
import { FilesDialogs } from './FilesDialogs.tsx';
import type { FilesDialog } from './filesDialog.ts';
import { FolderBreadcrumbs } from './FolderBreadcrumbs.tsx';
import { browserMessages as m } from './messages.ts';
import { useBrowserLocation } from './useBrowserLocation.ts';
import { useFilesActions } from './useFilesActions.ts';
import { useFolderFocus } from './useFolderFocus.ts';

const NO_ITEMS: readonly DriveItem[] = [];
const NO_SELECTION: Selection = new Set();

const TOOLBAR = [
  [ids.newFolder, ids.upload],
  [ids.rename, ids.moveTo, ids.copyTo, ids.cut, ids.copy, ids.paste, ids.trash],
  [ids.publish, ids.unpublish, ids.download, ids.details, ids.convertAgain],
  [ids.undo, ids.redo],
] as const;

/** The folder's trail, root first; the root is "My files". */
function stepsOf(folderNo: string, path: readonly PathStep[] | undefined, rootName: string): FolderStep[] {
  const root = { no: ROOT_GROUP_NO, name: rootName };
  if (folderNo === ROOT_GROUP_NO) return [root];
  const below = (path ?? []).filter((step) => step.dtmGroupNo !== '' && step.dtmGroupNo !== ROOT_GROUP_NO);
  return [root, ...below.map((step) => ({ no: step.dtmGroupNo, name: step.dtmGroupName }))];
}

/** My files (spec §2 /cloud): the private drive's folders and files. */
export function FilesScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [location, setLocation] = useBrowserLocation();
  const [viewMode, setViewMode] = useViewMode('cloud');
  const query = { folderNo: location.folder, pageNo: location.page, search: location.search, sort: location.sort };
  const listing = useFolderListing(query, { pollWhileConverting: true });
  const path = useFolderPath(location.folder);
  const items = listing.data?.items ?? NO_ITEMS;
  const ready = listing.isSuccess && !listing.isPlaceholderData;
  const steps = useMemo(() => stepsOf(location.folder, path.data?.items, intl.formatMessage(shellMessages.myFiles)), [location.folder, path.data, intl]);
  const here = steps.at(-1);
  const named = here?.no === location.folder;
  const folderName = named ? here.name : intl.formatMessage(listMessages.loading);

  // Spec §4: selection keyed by FILE_KEY; it belongs to the list shown, and goes when another is shown.
  const place = JSON.stringify(query);
  const [selectionState, setSelectionState] = useState<{ readonly place: string; readonly keys: Selection }>({ place, keys: NO_SELECTION });
  const selection = selectionState.place === place ? selectionState.keys : NO_SELECTION;
  const setSelection = (keys: Selection) => setSelectionState({ place, keys });
  const selected = selectedOf(selection, items);

  const clipboard = useClipboard();
  const history = useHistorySnapshot();
  const runner = useCommandRunner();
  const [dialog, setDialog] = useState<FilesDialog | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const collectionRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const failureReasons = useFailureReasons(items);
  const search = useDebouncedSearch(location.search, (text) => setLocation({ search: text }, { replace: true }));

  const total = listing.data?.totalCount ?? 0;
  const pageCount = pageCountOf(total, DRIVE_PAGE_SIZE);
  const focus = useFolderFocus({
    place: `${location.folder}|${location.page}`,
    headingRef,
    collectionRef,
    ready: ready && named,
    arrival: intl.formatList(
      [
        intl.formatMessage(m.folderOpened, { folder: folderName, count: total }),
        pageCount > 1 ? intl.formatMessage(listMessages.pageStatus, { page: location.page, pages: pageCount }) : '',
      ].filter(Boolean),
      { type: 'unit', style: 'short' },
    ),
    itemsVersion: listing.dataUpdatedAt,
  });

  // A search says how many it found once its answer arrives.
  const searched = useRef(location.search);
  useEffect(() => {
    if (!ready || searched.current === location.search) return;
    searched.current = location.search;
    if (location.search) announce(intl.formatMessage(listMessages.searchResults, { count: total }));
  }, [ready, location.search, total, intl]);

  // A dialog gives focus back to where it came from. One opened by a shortcut
  // while nothing had focus would give it back to nothing: then, and only
  // then, the folder's heading takes it, so a keyboard user is never left on
  // the page body (checking at close instead would race React Aria's own
  // restore and steal focus from the item it is returning to).
  const openedFromNowhere = useRef(false);
  const openDialog = (next: FilesDialog) => {
    openedFromNowhere.current = document.activeElement === null || document.activeElement === document.body;
    setDialog(next);
  };
  // One dialog opening another (details → convert again): the first, where focus would go back, is gone by then.
  const chainDialog = (next: FilesDialog) => {
    openedFromNowhere.current = true;
    setDialog(next);
  };
  const closeDialog = () => {
    setDialog(null);
    if (!openedFromNowhere.current) return;
    openedFromNowhere.current = false;
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
    });
  };

  const actions = useFilesActions({
    location,
    setLocation,
    steps,
    items,
    selected,
    setSelection,
    openDialog,
    viewMode,
    setViewMode,
    searchRef,
    focusAfterRefresh: focus.focusAfterRefresh,
    runner,
  });

  const target = useMemo<FilesTarget>(
    () => ({
      view: 'files',
      busy: history.busy,
      selection: summarise(selected),
      itemCount: items.length,
      clipboardCount: clipboard?.items.length ?? 0,
      canUndo: history.undoKind !== undefined,
      canRedo: history.redoKind !== undefined,
      atRoot: location.folder === ROOT_GROUP_NO,
      actions,
    }),
    [history, selected, items.length, clipboard, location.folder, actions],
  );
  useEffect(() => setDriveTarget(target), [target]);

  const status = intl.formatList(
    [
      intl.formatMessage(listMessages.itemCount, { count: total }),
      selected.length > 0 ? intl.formatMessage(listMessages.selectedCount, { count: selected.length }) : '',
      clipboard ? intl.formatMessage(m.onClipboard, { mode: clipboard.mode, count: clipboard.items.length }) : '',
    ].filter(Boolean),
    { type: 'unit', style: 'short' },
  );
  const emptyText = intl.formatMessage(location.search ? listMessages.noSearchResult : listMessages.emptyFolder);
  return (
    <div className="drive-browser">
      {/* At the root the trail would only repeat the heading ("My files" twice): it shows from the first folder down. */}
      {steps.length > 1 && <FolderBreadcrumbs steps={steps} />}
      <h2 ref={headingRef} tabIndex={-1} className="browser-heading" id="browser-heading">
        {folderName}
      </h2>
      <ActionToolbar label={intl.formatMessage(m.actions)} groups={TOOLBAR} target={target} />
      <div className="browser-controls" data-keeps-focus="">
        <SearchField className="field field--inline search-field" value={search.text} onChange={search.setText} onSubmit={search.submit}>
          <Label className="field-label">{intl.formatMessage(m.searchLabel)}</Label>
          <Input ref={searchRef} className="input" />
        </SearchField>
        <SortSelect value={location.sort} onChange={(sort) => setLocation({ sort })} />
        <ViewSwitch mode={viewMode} onChange={setViewMode} />
      </div>
      <p className="list-status">{status}</p>
      {listing.isError ? (
        <LoadFailed onRetry={() => void listing.refetch()} />
      ) : (
        <FilesCollection
          mode={viewMode}
          items={items}
          label={intl.formatMessage(m.contents, { folder: folderName })}
          emptyText={listing.isPending ? intl.formatMessage(listMessages.loading) : emptyText}
          selectedKeys={selection}
          onSelectionChange={setSelection}
          onOpen={(item) => {
            // A folder opens in place; a Book document in the reader, once its conversion is over (spec §4): a
            // failed one shows its details (the reason, convert again); other files show their details.
            if (item.fileType === 'FOLDER') setLocation({ folder: item.dtmGroupNo });
            else if (isConverting(item)) announce(intl.formatMessage(conversionMessages.stillConverting));
            else if (conversionFailed(item)) openDialog({ kind: 'details', item });
            else if (isBookDocument(item)) void navigate(bookReaderHref(item.dtmNo));
            else openDialog({ kind: 'details', item });
          }}
          isCut={(item) => isCut(clipboard, item.fileKey)}
          conversionText={(item) => listedConversionText(intl, item, failureReasons)}
          collectionRef={collectionRef}
        />
      )}
      <Pagination page={location.page} pageCount={pageCount} onChange={(page) => setLocation({ page })} />
      <StorageMeter />
      <FilesDialogs dialog={dialog} openDialog={chainDialog} onClose={closeDialog} folderNo={location.folder} steps={steps} runner={runner} />
    </div>
  );
}
