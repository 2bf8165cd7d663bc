import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../../../core/messages/index.ts';
import { cloudCommandMessages as labels } from '../shell/messages.ts';
import type { DriveCommand, DriveCommandKind } from '../model/driveCommands.ts';
import type { HistoryOutcome } from '../model/history.ts';
import { driveErrorMessages, driveToastMessages as t } from './messages.ts';
import { useRefreshDrive } from './queries.ts';
import { useDriveSession } from './useDrive.ts';
import { useDriveFeedback } from './useDriveFeedback.ts';

/** The name of a change, for "Undone: …" (the command labels of the registry). */
const ACTION_NAMES: Readonly<Record<DriveCommandKind, Message>> = {
  rename: labels.rename,
  move: labels.moveTo,
  paste: labels.paste,
  copy: labels.copyTo,
  newFolder: labels.newFolder,
  trash: labels.trash,
  publish: labels.publish,
  unpublish: labels.unpublish,
};

const DONE: Readonly<Record<DriveCommandKind, Message>> = {
  rename: t.updated,
  move: t.moved,
  paste: t.pasted,
  copy: t.copied,
  newFolder: t.folderCreated,
  trash: t.movedToTrash,
  publish: t.published,
  unpublish: t.unpublished,
};

export interface CommandRunner {
  execute(command: DriveCommand): Promise<HistoryOutcome>;
  undo(): Promise<HistoryOutcome>;
  redo(): Promise<HistoryOutcome>;
}

/**
 * Runs drive commands through the session's history: reads the drive again
 * afterwards, and says what happened (a success toast, or the failure in
 * the user's language, with a note when part of it was done).
 */
export function useCommandRunner(): CommandRunner {
  const intl = useIntl();
  const { history } = useDriveSession();
  const refresh = useRefreshDrive();
  const feedback = useDriveFeedback();

  const settle = useCallback(
    async (outcome: HistoryOutcome, done: (command: DriveCommand) => void) => {
      if (outcome.kind === 'busy' || outcome.kind === 'nothing') return outcome;
      await refresh();
      if (outcome.kind === 'done') done(outcome.command);
      else {
        feedback.failure(outcome.failure);
        if (outcome.partial) feedback.say(driveErrorMessages.partlyDone, undefined, 'assertive');
      }
      return outcome;
    },
    [refresh, feedback],
  );

  return useMemo(
    () => ({
      execute: async (command) => settle(await history.execute(command), (c) => feedback.success(DONE[c.kind])),
      undo: async () => settle(await history.undo(), (c) => feedback.success(t.undone, { action: intl.formatMessage(ACTION_NAMES[c.kind]) })),
      redo: async () => settle(await history.redo(), (c) => feedback.success(t.redone, { action: intl.formatMessage(ACTION_NAMES[c.kind]) })),
    }),
    [history, settle, feedback, intl],
  );
}
