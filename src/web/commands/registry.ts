import { commandEnablement, type CommandScope, type Enablement } from '../../core/commands/index.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';
import type { CommandCode, CommandCodes, CommandEntry, CommandSource, ScopedEntries } from './commandEntry.ts';

/**
 * Every command of the app. The keyboard dispatcher, the palette, the
 * shortcut help and the Easy buttons all read it. The app's own commands come
 * with their code; a feature's come as the entries of its manifest, and their
 * code loads the first time one is run or one of their screens is shown.
 */
export interface CommandRegistry {
  /** Every command: with its code when loaded, else as its entry (running it loads the code). */
  readonly all: () => readonly AppCommand[];
  /** The commands active on a screen: the global ones, the screen's scope and any it also runs. */
  readonly inScope: (scope: CommandScope, alsoActive?: readonly CommandScope[]) => readonly AppCommand[];
  /** Whether a command's code is here (a navigation entry needs none). */
  readonly isReady: (id: string) => boolean;
  /** The command with its code, loading that first if need be; rejects when the code cannot load. */
  readonly resolve: (id: string) => Promise<AppCommand>;
  /** Loads the code of every feature with commands in these scopes (a screen about to use them), their scoped entries first. */
  readonly loadScopes: (scopes: readonly CommandScope[]) => Promise<void>;
  /** Loads only the entries kept for these scopes (the router, before their screen shows, so its keys work from the start). */
  readonly loadEntries: (scopes: readonly CommandScope[]) => Promise<void>;
  /** Told whenever code arrives; `all` then answers a new list. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** The commands active on a screen: the global ones, the screen's scope and any it also runs. */
export function commandsInScope(commands: readonly AppCommand[], scope: CommandScope, alsoActive: readonly CommandScope[] = []): readonly AppCommand[] {
  return commands.filter((command) => command.scope === 'global' || command.scope === scope || alsoActive.includes(command.scope));
}

const both =
  (first: ((ctx: AppCommandContext) => Enablement) | undefined, second: AppCommand['isEnabled']) =>
  (ctx: AppCommandContext): Enablement => {
    const available = first?.(ctx) ?? true;
    return available === true && second ? second(ctx) : available;
  };

/** An entry with its code: enabled when the manifest and the code both say so. */
export function withCode(entry: CommandEntry, code: CommandCode): AppCommand {
  const { isAvailable, ...info } = entry;
  return { ...info, isEnabled: both(isAvailable, code.isEnabled), run: code.run };
}

/** A feature's entries with their code, as the registry has them once loaded (tests build command lists so). */
export function commandsWithCode(entries: readonly CommandEntry[], codes: CommandCodes): AppCommand[] {
  const noCode = (id: string) => Promise.reject(new Error(`No code for the command ${id}`));
  return entries.map((entry) => {
    const code = codes[entry.id];
    return code ? withCode(entry, code) : fromEntry(entry, noCode);
  });
}

/** An entry with no code (yet): enabled as its manifest says; a navigation entry goes where it says. */
function fromEntry(entry: CommandEntry, resolve: (id: string) => Promise<AppCommand>): AppCommand {
  const { isAvailable, href, ...info } = entry;
  return {
    ...info,
    ...(href === undefined ? {} : { href }),
    ...(isAvailable ? { isEnabled: isAvailable } : {}),
    run: async (ctx) => {
      if (href !== undefined) return ctx.navigate(href);
      const command = await resolve(entry.id);
      if (commandEnablement(command, ctx) === true) await command.run(ctx);
    },
  };
}

function checkCode(entries: readonly CommandEntry[], codes: CommandCodes): void {
  const missing = entries.filter((entry) => entry.href === undefined && !codes[entry.id]).map((entry) => entry.id);
  if (missing.length > 0) throw new Error(`No code for the commands ${missing.join(', ')}`);
}

export function createCommandRegistry(own: readonly AppCommand[], sources: readonly CommandSource[]): CommandRegistry {
  const listeners = new Set<() => void>();
  const ids = new Set(own.map((command) => command.id));
  const sourceOf = new Map<string, CommandSource>();
  const entriesOf = new Map<CommandSource, readonly CommandEntry[]>();
  const addEntries = (source: CommandSource, entries: readonly CommandEntry[]) => {
    for (const entry of entries) {
      if (ids.has(entry.id)) throw new Error(`Two commands have the id ${entry.id}`);
      ids.add(entry.id);
      if (entry.href === undefined) sourceOf.set(entry.id, source);
    }
    entriesOf.set(source, [...(entriesOf.get(source) ?? []), ...entries]);
  };
  for (const source of sources) addEntries(source, source.entries);
  const loaded = new Map<CommandSource, CommandCodes>();
  const loading = new Map<CommandSource, Promise<CommandCodes>>();
  const scopedLoading = new Map<CommandSource, Promise<void>>();
  let commands: readonly AppCommand[] = [];

  const build = () => {
    commands = [
      ...own,
      ...sources.flatMap((source) =>
        (entriesOf.get(source) ?? []).map((entry) => {
          const code = loaded.get(source)?.[entry.id];
          return code ? withCode(entry, code) : fromEntry(entry, resolve);
        }),
      ),
    ];
  };
  const changed = () => {
    build();
    for (const listener of listeners) listener();
  };

  const load = (source: CommandSource): Promise<CommandCodes> => {
    const done = loaded.get(source);
    if (done) return Promise.resolve(done);
    let pending = loading.get(source);
    if (!pending) {
      pending = (source.load as () => Promise<CommandCodes>)().then(
        (codes) => {
          checkCode(entriesOf.get(source) ?? [], codes);
          loaded.set(source, codes);
          loading.delete(source);
          changed();
          return codes;
        },
        (error: unknown) => {
          // Tried again on the next use: the network may be back.
          loading.delete(source);
          throw error;
        },
      );
      loading.set(source, pending);
    }
    return pending;
  };

  // A scope's own entries, once: they come before the code, which is checked against them.
  const loadScoped = (source: CommandSource, scoped: ScopedEntries): Promise<void> => {
    let pending = scopedLoading.get(source);
    if (!pending) {
      pending = scoped.load().then(
        (entries) => {
          const strays = entries.filter((entry) => entry.scope !== scoped.scope).map((entry) => entry.id);
          if (strays.length > 0) throw new Error(`Commands outside the scope ${scoped.scope}: ${strays.join(', ')}`);
          const codes = loaded.get(source);
          if (codes) checkCode(entries, codes);
          addEntries(source, entries);
          changed();
        },
        (error: unknown) => {
          scopedLoading.delete(source);
          throw error;
        },
      );
      scopedLoading.set(source, pending);
    }
    return pending;
  };

  const find = (id: string) => commands.find((command) => command.id === id);

  async function resolve(id: string): Promise<AppCommand> {
    const source = sourceOf.get(id);
    if (source?.load) await load(source);
    const command = find(id);
    if (!command) throw new Error(`No command ${id}`);
    return command;
  }

  const loadSource = async (source: CommandSource, scopes: readonly CommandScope[]) => {
    if (source.scoped && scopes.includes(source.scoped.scope)) await loadScoped(source, source.scoped);
    await load(source);
  };

  build();
  return {
    all: () => commands,
    inScope: (scope, alsoActive) => commandsInScope(commands, scope, alsoActive),
    isReady: (id) => {
      const source = sourceOf.get(id);
      return !source?.load || loaded.has(source);
    },
    resolve,
    loadScopes: async (scopes) => {
      const wanted = sources.filter(
        (source) =>
          source.load &&
          ((source.scoped !== undefined && scopes.includes(source.scoped.scope)) || source.entries.some((entry) => entry.href === undefined && scopes.includes(entry.scope))),
      );
      await Promise.all(wanted.map((source) => loadSource(source, scopes)));
    },
    loadEntries: async (scopes) => {
      await Promise.all(sources.flatMap((source) => (source.scoped && scopes.includes(source.scoped.scope) ? [loadScoped(source, source.scoped)] : [])));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
