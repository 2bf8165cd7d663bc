import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Label, SearchField, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { CLOUD_COMMAND_IDS as ids } from '../cloud/manifest.ts';
import { setDriveTarget, type LibraryTarget } from '../cloud/index.ts';
import { cloudCommandMessages } from '../cloud/shell.tsx';
import { announce } from '../../ui/announcer.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { downloadFile } from '../cloud/index.ts';
import { displayName } from '../cloud/index.ts';
import { isFolder, type DriveItem } from '../cloud/index.ts';
import { pageCountOf } from '../cloud/index.ts';
import { useFolderFocus } from '../cloud/index.ts';
import { ActionToolbar } from '../cloud/index.ts';
import { ItemDetailsDialog } from '../cloud/index.ts';
import { LoadFailed } from '../cloud/index.ts';
import { isBookDocument, openHref } from '../cloud/index.ts';
import { categoryMessages, listMessages } from '../cloud/index.ts';
import { Pagination } from '../cloud/index.ts';
import { SortSelect } from '../cloud/index.ts';
import { summarise } from '../cloud/index.ts';
import { useDebouncedSearch } from '../cloud/index.ts';
import { useViewMode, type ViewMode } from '../cloud/index.ts';
import { ViewSwitch } from '../cloud/index.ts';
import { selectedOf } from '../cloud/index.ts';
import { driveToastMessages } from '../cloud/index.ts';
import { useFileList } from '../cloud/index.ts';
import { useSignedInDeps } from '../cloud/index.ts';
import { useDriveFeedback } from '../cloud/index.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { LibraryCollection } from './LibraryCollection.tsx';
import { libraryParams, parseLibraryLocation, type LibraryLocation } from './libraryLocation.ts';
import { libraryMessages as m } from './messages.ts';

const NO_ITEMS: readonly DriveItem[] = [];
const NO_SELECTION: Selection = new Set();
const TOOLBAR = [[ids.libraryDetails, ids.libraryOpen, ids.libraryDownload]] as const;

/** /cloud/library (spec §3): everyone's published files by category, sorted, as cards or a list. */
export function LibraryScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useDriveFeedback();
  const signedIn = useSignedInDeps();
  const [params, setParams] = useSearchParams();
  const location = useMemo(() => parseLibraryLocation(params), [params]);
  const change = (next: Partial<LibraryLocation>, replace = false) => setParams(libraryParams(location, next), { replace });
  const [viewMode, setViewMode] = useViewMode('library');
  const query = { scope: 'LIBRARY' as const, category: location.category, search: location.search, sort: location.sort, pageNo: location.page };
  const listing = useFileList(query);
  const items = listing.data?.items ?? NO_ITEMS;
  const total = listing.data?.totalCount ?? 0;
  const ready = listing.isSuccess && !listing.isPlaceholderData;
  const place = JSON.stringify(query);
  const [selectionState, setSelectionState] = useState<{ readonly place: string; readonly keys: Selection }>({ place, keys: NO_SELECTION });
  const selection = selectionState.place === place ? selectionState.keys : NO_SELECTION;
  const selected = selectedOf(selection, items);
  const [details, setDetails] = useState<DriveItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const collectionRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedSearch(location.search, (text) => change({ search: text }, true));
  const categoryName = intl.formatMessage(location.category ? categoryMessages[location.category] : categoryMessages.all);
  const shown = intl.formatMessage(m.shown, { category: categoryName, count: total });
  useFolderFocus({ place: String(location.page), headingRef, collectionRef, ready, arrival: shown, itemsVersion: listing.dataUpdatedAt });

  // A new filter or search says what it found once its answer arrives; focus stays on the filter.
  const filter = `${location.category ?? ''}|${location.search}|${location.sort}`;
  const said = useRef(filter);
  useEffect(() => {
    if (!ready || said.current === filter) return;
    said.current = filter;
    announce(location.search ? intl.formatMessage(listMessages.searchResults, { count: total }) : shown);
  }, [ready, filter, location.search, total, shown, intl]);

  const download = async (item: DriveItem) => {
    if (isFolder(item)) return;
    const result = await downloadFile({ ...signedIn, fetch: window.fetch.bind(window) }, { dtmNo: item.dtmNo, fileName: displayName(item) });
    if (result.ok) feedback.say(driveToastMessages.downloaded, { name: result.data });
    else feedback.failure(result);
  };
  const only = selected.length === 1 ? selected[0] : undefined;
  const target: LibraryTarget = {
    view: 'library',
    selection: summarise(selected),
    actions: {
      details: () => only && setDetails(only),
      download: () => only && void download(only),
      open: () => only && !isFolder(only) && void navigate(openHref(only)),
      toggleView: () => {
        const next: ViewMode = viewMode === 'CARD' ? 'LIST' : 'CARD';
        setViewMode(next);
        feedback.say(listMessages.viewChanged, { view: intl.formatMessage(next === 'CARD' ? listMessages.cards : listMessages.list) });
      },
      focusSearch: () => searchRef.current?.focus(),
    },
  };
  // The actions close over this render's state: the screen registers again after every render.
  useEffect(() => setDriveTarget(target));

  const emptyText = intl.formatMessage(listing.isPending ? listMessages.loading : location.search ? listMessages.noSearchResult : m.noLibraryFiles);
  return (
    <div className="drive-browser">
      <p className="page-summary">{intl.formatMessage(m.summary)}</p>
      <div data-keeps-focus="">
        <CategoryFilter value={location.category} onChange={(category) => change({ category })} />
      </div>
      <div className="browser-controls" data-keeps-focus="">
        <SearchField className="field field--inline search-field" value={search.text} onChange={search.setText} onSubmit={search.submit}>
          <Label className="field-label">{intl.formatMessage(m.searchLabel)}</Label>
          <Input ref={searchRef} className="input" />
        </SearchField>
        <SortSelect value={location.sort} onChange={(sort) => change({ sort })} />
        <ViewSwitch mode={viewMode} onChange={setViewMode} />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="browser-heading">
        {categoryName}
      </h2>
      <ActionToolbar label={intl.formatMessage(m.actions)} groups={TOOLBAR} target={target} />
      <p className="list-status">{intl.formatMessage(listMessages.itemCount, { count: total })}</p>
      {listing.isError ? (
        <LoadFailed onRetry={() => void listing.refetch()} />
      ) : (
        <LibraryCollection
          mode={viewMode}
          items={items}
          label={intl.formatMessage(m.files)}
          emptyText={emptyText}
          selectedKeys={selection}
          onSelectionChange={(keys) => setSelectionState({ place, keys })}
          onOpen={setDetails}
          collectionRef={collectionRef}
        />
      )}
      <Pagination page={location.page} pageCount={pageCountOf(total)} onChange={(page) => change({ page })} />
      {details && !isFolder(details) && (
        <ItemDetailsDialog
          item={details}
          countView
          onClose={() => setDetails(null)}
          actions={
            <>
              <AppLink href={openHref(details)} className="button button--primary">
                {intl.formatMessage(isBookDocument(details) ? cloudCommandMessages.openInReader : cloudCommandMessages.openInCanvas)}
              </AppLink>
              <Button className="button" onPress={() => void download(details)}>
                {intl.formatMessage(cloudCommandMessages.download)}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
}
