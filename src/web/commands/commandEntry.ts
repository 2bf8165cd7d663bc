import type { CommandInfo, CommandScope, Enablement } from '../../core/commands/index.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';

/**
 * A command as a feature's manifest declares it: what the app must know
 * before the feature's code loads, so the palette lists it, the shortcut help
 * shows it and its keys are matched on every screen.
 */
export interface CommandEntry extends CommandInfo {
  /** A command that only goes somewhere: it runs by going there and needs no code. */
  readonly href?: string;
  /**
   * Whether it can run, from what the app knows without the feature (signed
   * in, a role). The feature's code may refuse for its own reasons once loaded.
   */
  readonly isAvailable?: (ctx: AppCommandContext) => Enablement;
}

/** A command's code, bound to its entry by id. A whole AppCommand is one too. */
export type CommandCode = Pick<AppCommand, 'isEnabled' | 'run'>;

/** A feature's command code, by command id. */
export type CommandCodes = Readonly<Record<string, CommandCode>>;

/** A feature's commands: the entries, and the code that loads on first use. */
export interface CommandSource {
  readonly entries: readonly CommandEntry[];
  /** Absent when every entry is a navigation (href) entry. */
  readonly load?: () => Promise<CommandCodes>;
  /**
   * Entries only one scope's screens use (an editor's hundred commands), kept
   * out of every other page's first load: they arrive when a screen of that
   * scope loads its commands, before their code, and stay from then on. They
   * must belong to that scope and need `load` for their code.
   */
  readonly scoped?: ScopedEntries;
}

export interface ScopedEntries {
  readonly scope: CommandScope;
  readonly load: () => Promise<readonly CommandEntry[]>;
}
