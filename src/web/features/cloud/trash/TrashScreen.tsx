import { useEffect, useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { TRASH_RETENTION_DAYS } from '../../../../shared/api/driveAppPaths.ts';
import { CLOUD_COMMAND_IDS as ids } from '../manifest.ts';
import { setDriveTarget, type TrashTarget } from '../commands/driveTarget.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { displayName, itemRef } from '../api/itemRefs.ts';
import type { DriveItem } from '../api/types.ts';
import { ActionToolbar } from '../common/ActionToolbar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../../i18n/dates.ts';
import { itemTypeLabel } from '../common/format.ts';
import { ItemTable, type ColumnSpec } from '../common/ItemTable.tsx';
import { LoadFailed } from '../common/ListStatus.tsx';
import { listMessages } from '../common/messages.ts';
import { Pagination } from '../common/Pagination.tsx';
import { summarise } from '../common/summarise.ts';
import { pageCountOf } from '../browser/browserLocation.ts';
import { useFolderFocus } from '../browser/useFolderFocus.ts';
import { cloudMessages } from '../messages.ts';
import type { ItemRef } from '../model/types.ts';
import { focusAfterRemoval, selectedOf } from '../model/selection.ts';
import { driveToastMessages } from '../state/messages.ts';
import { useFileList, useRefreshDrive } from '../state/queries.ts';
import { useDriveApi, useDriveSession } from '../state/useDrive.ts';
import { useDriveFeedback } from '../state/useDriveFeedback.ts';
import { trashMessages as m } from './messages.ts';

const NO_ITEMS: readonly DriveItem[] = [];
const NO_SELECTION: Selection = new Set();
const DAY_MS = 24 * 60 * 60 * 1000;
const TOOLBAR = [[ids.restore, ids.deleteForever], [ids.emptyTrash]] as const;

function deletesOn(intl: IntlShape, trashedAt: string | null): string {
  const time = trashedAt ? new Date(trashedAt).getTime() : Number.NaN;
  return Number.isNaN(time) ? '' : formatDateTime(intl, new Date(time + TRASH_RETENTION_DAYS * DAY_MS));
}

/** /cloud/trash (spec §4): restore, delete forever after confirming, empty the trash after confirming. */
export function TrashScreen() {
  const intl = useIntl();
  const api = useDriveApi();
  const { history } = useDriveSession();
  const refresh = useRefreshDrive();
  const feedback = useDriveFeedback();
  const [page, setPage] = useState(1);
  const listing = useFileList({ scope: 'TRASH', pageNo: page, sort: 'LATEST' });
  const items = listing.data?.items ?? NO_ITEMS;
  const total = listing.data?.totalCount ?? 0;
  const ready = listing.isSuccess && !listing.isPlaceholderData;
  const [selectionState, setSelectionState] = useState<{ readonly page: number; readonly keys: Selection }>({ page, keys: NO_SELECTION });
  const selection = selectionState.page === page ? selectionState.keys : NO_SELECTION;
  const setSelection = (keys: Selection) => setSelectionState({ page, keys });
  const selected = selectedOf(selection, items);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<{ readonly kind: 'deleteForever'; readonly items: readonly ItemRef[] } | { readonly kind: 'emptyTrash' } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const collectionRef = useRef<HTMLDivElement>(null);
  const focus = useFolderFocus({
    place: String(page),
    headingRef,
    collectionRef,
    ready,
    arrival: intl.formatMessage(listMessages.pageStatus, { page, pages: pageCountOf(total) }),
    itemsVersion: listing.dataUpdatedAt,
  });

  /** Runs a change item by item; stops at the first failure. */
  const eachItem = async (refs: readonly ItemRef[], change: (ref: ItemRef) => ReturnType<typeof api.setStatus>, success: Parameters<typeof feedback.success>[0]) => {
    setBusy(true);
    const removed = new Set(refs.map((ref) => ref.key));
    const next = focusAfterRemoval(items, removed);
    let failed = false;
    for (const ref of refs) {
      const result = await change(ref);
      if (!result.ok) {
        feedback.failure(result);
        failed = true;
        break;
      }
    }
    await refresh();
    setBusy(false);
    setSelection(new Set());
    if (!failed) feedback.success(success);
    if (removed.size === items.length && page > 1) setPage(page - 1);
    focus.focusAfterRefresh(next);
  };

  const restore = () => void eachItem(selected.map(itemRef), (ref) => api.setStatus(ref, 'ACTIVE'), driveToastMessages.restored);
  const deleteForever = async (refs: readonly ItemRef[]) => {
    // What is gone for good cannot be undone: the undo history would point at nothing.
    history.clear();
    await eachItem(refs, (ref) => api.deleteForever(ref), driveToastMessages.deletedForever);
  };
  const emptyTrash = async () => {
    setBusy(true);
    history.clear();
    const result = await api.emptyTrash();
    await refresh();
    setBusy(false);
    setPage(1);
    if (result.ok) feedback.success(driveToastMessages.trashEmptied);
    else feedback.failure(result);
    headingRef.current?.focus();
  };

  const target: TrashTarget = {
      view: 'trash',
      busy,
      selection: summarise(selected),
      itemCount: items.length,
      actions: {
        restore,
        deleteForever: () => setConfirm({ kind: 'deleteForever', items: selected.map(itemRef) }),
        emptyTrash: () => setConfirm({ kind: 'emptyTrash' }),
        selectAll: () => {
          setSelection('all');
          feedback.say(listMessages.selectedCount, { count: items.length });
        },
      },
  };
  // The actions close over this render's state: the screen registers again after every render.
  useEffect(() => setDriveTarget(target));

  const columns: ColumnSpec[] = [
    { id: 'name', label: intl.formatMessage(listMessages.name), isRowHeader: true, cell: displayName, isUserContent: true },
    { id: 'type', label: intl.formatMessage(listMessages.type), cell: (item) => itemTypeLabel(intl, item) },
    { id: 'trashedAt', label: intl.formatMessage(m.trashedAt), cell: (item) => formatDateTime(intl, item.trashedAt) },
    { id: 'deletesOn', label: intl.formatMessage(m.deletesOn), cell: (item) => deletesOn(intl, item.trashedAt) },
  ];

  return (
    <div className="drive-browser">
      <p className="page-summary">{intl.formatMessage(cloudMessages.trashSummary)}</p>
      <h2 ref={headingRef} tabIndex={-1} className="browser-heading">
        {intl.formatMessage(m.contents)}
      </h2>
      <ActionToolbar label={intl.formatMessage(m.actions)} groups={TOOLBAR} target={target} />
      <p className="list-status">{intl.formatMessage(listMessages.itemCount, { count: total })}</p>
      {listing.isError ? (
        <LoadFailed onRetry={() => void listing.refetch()} />
      ) : (
        <ItemTable
          items={items}
          label={intl.formatMessage(m.contents)}
          selectionMode="multiple"
          selectedKeys={selection}
          onSelectionChange={setSelection}
          emptyText={intl.formatMessage(listing.isPending ? listMessages.loading : cloudCommandMessages.trashEmpty)}
          columns={columns}
          collectionRef={collectionRef}
        />
      )}
      <Pagination page={page} pageCount={pageCountOf(total)} onChange={setPage} />
      {confirm?.kind === 'deleteForever' && (
        <ConfirmDialog
          destructive
          title={intl.formatMessage(m.deleteForeverTitle)}
          body={intl.formatMessage(m.deleteForeverBody, { count: confirm.items.length })}
          confirmLabel={intl.formatMessage(cloudCommandMessages.deleteForever)}
          onAnswer={(yes) => {
            setConfirm(null);
            if (yes) void deleteForever(confirm.items);
          }}
        />
      )}
      {confirm?.kind === 'emptyTrash' && (
        <ConfirmDialog
          destructive
          title={intl.formatMessage(m.emptyTrashTitle)}
          body={intl.formatMessage(m.emptyTrashBody)}
          confirmLabel={intl.formatMessage(cloudCommandMessages.emptyTrash)}
          onAnswer={(yes) => {
            setConfirm(null);
            if (yes) void emptyTrash();
          }}
        />
      )}
    </div>
  );
}
