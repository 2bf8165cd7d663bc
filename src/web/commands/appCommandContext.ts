import type { Command } from '../../core/commands/index.ts';
import type { SessionInfo } from '../../shared/auth/session.ts';

/**
 * A dialog a command opens: the command layer's own ('palette', 'shortcuts',
 * 'language') or one a feature adds (the device's 'device' and
 * 'connectDevice', the spec's 'connect device?' confirmation).
 */
export type CommandDialog = string;

/** What a command may use when it runs. A feature's own state (the display, the drive shown) its code reads itself. */
export interface AppCommandContext {
  readonly navigate: (path: string) => void;
  readonly session: SessionInfo | undefined;
  readonly openDialog: (dialog: CommandDialog) => void;
  /** Signs out and says so. */
  readonly signOut: () => void;
}

/**
 * A command of the web app. A command that only goes somewhere also names
 * where, so the UI can render it as a real link (announced as a link, opened
 * in a new tab if the user wants).
 */
export type AppCommand = Command<AppCommandContext> & { readonly href?: string };
