import type { Command } from '../../core/commands/index.ts';
import type { SessionInfo } from '../../shared/auth/session.ts';

export type CommandDialog = 'palette' | 'shortcuts' | 'language';

/** What a command may use when it runs. */
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
