import { useMemo, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Selection } from 'react-aria-components';
import type { FilesActions } from '../commands/driveTarget.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { downloadFile } from '../api/downloadFile.ts';
import { displayName, itemRef } from '../api/itemRefs.ts';
import { isFolder, type DriveItem } from '../api/types.ts';
import { listMessages } from '../common/messages.ts';
import { isBookDocument } from '../common/openHrefs.ts';
import type { ViewMode } from '../common/useViewMode.ts';
import type { FolderStep } from '../dialogs/FolderPicker.tsx';
import { afterPaste, clip, planPaste } from '../model/clipboard.ts';
import { copyCommand, moveCommand, trashCommand, unpublishCommand } from '../model/driveCommands.ts';
import { focusAfterRemoval } from '../model/selection.ts';
import { driveErrorMessages, driveToastMessages } from '../state/messages.ts';
import type { CommandRunner } from '../state/useCommandRunner.ts';
import { useDriveApi, useDriveSession, useSignedInDeps } from '../state/useDrive.ts';
import { useDriveFeedback } from '../state/useDriveFeedback.ts';
import type { BrowserLocation } from './browserLocation.ts';
import type { FilesDialog } from './filesDialog.ts';
import type { LocationChange } from './useBrowserLocation.ts';

export interface FilesActionContext {
  readonly location: BrowserLocation;
  readonly setLocation: LocationChange;
  readonly steps: readonly FolderStep[];
  readonly items: readonly DriveItem[];
  readonly selected: readonly DriveItem[];
  readonly setSelection: (keys: Selection) => void;
  readonly openDialog: (dialog: FilesDialog) => void;
  readonly viewMode: ViewMode;
  readonly setViewMode: (mode: ViewMode) => void;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  /** After items leave the list: where focus goes once it shows again (undefined: the heading). */
  readonly focusAfterRefresh: (key: string | undefined) => void;
  readonly runner: CommandRunner;
}

/** What My files' commands do (the registry's commands call these through driveTarget.ts). */
export function useFilesActions(ctx: FilesActionContext): FilesActions {
  const api = useDriveApi();
  const { clipboard } = useDriveSession();
  const feedback = useDriveFeedback();
  const signedIn = useSignedInDeps();
  const intl = useIntl();

  return useMemo<FilesActions>(() => {
    const { location, selected, runner } = ctx;
    const refs = selected.map(itemRef);
    const files = selected.filter((item) => !isFolder(item));
    const only = selected.length === 1 ? selected[0] : undefined;

    const open = (item: DriveItem) => {
      if (isFolder(item)) ctx.setLocation({ folder: item.dtmGroupNo });
      else ctx.openDialog({ kind: 'details', item });
    };

    return {
      newFolder: () => ctx.openDialog({ kind: 'newFolder' }),
      upload: () => ctx.openDialog({ kind: 'upload' }),
      rename: () => only && ctx.openDialog({ kind: 'rename', item: only }),
      moveTo: () => ctx.openDialog({ kind: 'moveTo', items: refs }),
      copyTo: () => ctx.openDialog({ kind: 'copyTo', items: refs }),
      copy: () => {
        clipboard.set(clip('COPY', refs));
        feedback.success(driveToastMessages.copied);
      },
      cut: () => {
        clipboard.set(clip('CUT', refs));
        feedback.say(driveToastMessages.cutReady, { count: refs.length });
      },
      paste: async () => {
        const current = clipboard.get();
        const plan = planPaste(current, location.folder);
        if (!plan.ok) {
          if (plan.problem === 'empty') return feedback.say(cloudCommandMessages.noFileToPaste, undefined, 'assertive');
          if (plan.problem === 'alreadyHere') return feedback.say(driveToastMessages.alreadyHere, undefined, 'assertive');
          return feedback.say(driveErrorMessages.moveIntoItself, undefined, 'assertive');
        }
        const command = plan.mode === 'CUT' ? moveCommand(api, plan.items, location.folder, 'paste') : copyCommand(api, plan.items, location.folder, 'paste');
        const outcome = await runner.execute(command);
        if (outcome.kind === 'done') clipboard.set(afterPaste(current));
      },
      trash: async () => {
        const removed = new Set(refs.map((ref) => ref.key));
        const next = focusAfterRemoval(ctx.items, removed);
        const outcome = await runner.execute(trashCommand(api, refs));
        if (outcome.kind === 'done' || (outcome.kind === 'failed' && outcome.partial)) {
          ctx.setSelection(new Set());
          ctx.focusAfterRefresh(next);
        }
      },
      publish: () =>
        ctx.openDialog({
          kind: 'publish',
          files: files.map(itemRef),
          // Book documents are checked for accessibility before they are published.
          bookDocuments: files.filter(isBookDocument).map((file) => ({ dtmNo: file.dtmNo, name: file.fileName })),
        }),
      unpublish: () => void runner.execute(unpublishCommand(api, files.filter((file) => file.isPublic).map(itemRef))),
      download: async () => {
        for (const file of files) {
          const result = await downloadFile({ ...signedIn, fetch: window.fetch.bind(window) }, { dtmNo: file.dtmNo, fileName: displayName(file) });
          if (result.ok) feedback.say(driveToastMessages.downloaded, { name: result.data });
          else feedback.failure(result);
        }
      },
      details: () => only && ctx.openDialog({ kind: 'details', item: only }),
      convertAgain: () => only && !isFolder(only) && ctx.openDialog({ kind: 'convertAgain', file: only }),
      open: () => only && open(only),
      selectAll: () => {
        ctx.setSelection('all');
        feedback.say(listMessages.selectedCount, { count: ctx.items.length });
      },
      undo: () => void runner.undo(),
      redo: () => void runner.redo(),
      goUp: () => {
        const parent = ctx.steps.at(-2);
        if (parent) ctx.setLocation({ folder: parent.no });
      },
      toggleView: () => {
        const next = ctx.viewMode === 'CARD' ? 'LIST' : 'CARD';
        ctx.setViewMode(next);
        feedback.say(listMessages.viewChanged, { view: intl.formatMessage(next === 'CARD' ? listMessages.cards : listMessages.list) });
      },
      focusSearch: () => ctx.searchRef.current?.focus(),
    };
  }, [ctx, api, clipboard, feedback, signedIn, intl]);
}
