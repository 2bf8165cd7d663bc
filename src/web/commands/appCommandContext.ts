import type { Command } from '../../core/commands/index.ts';
import type { SessionInfo } from '../../shared/auth/session.ts';
import type { DeviceControls } from '../device/types.ts';

/** 'connectDevice' is the spec's 'connect device?' confirmation (Print with no display). */
export type CommandDialog = 'palette' | 'shortcuts' | 'language' | 'device' | 'connectDevice';

/** What a command may use when it runs. */
export interface AppCommandContext {
  readonly navigate: (path: string) => void;
  readonly session: SessionInfo | undefined;
  readonly openDialog: (dialog: CommandDialog) => void;
  /** Signs out and says so. */
  readonly signOut: () => void;
  /** The tactile display: its state (for enablement) and its actions. */
  readonly device: DeviceControls;
}

/**
 * A command of the web app. A command that only goes somewhere also names
 * where, so the UI can render it as a real link (announced as a link, opened
 * in a new tab if the user wants).
 */
export type AppCommand = Command<AppCommandContext> & { readonly href?: string };
