import { canonicalKeyBinding, toKeyBinding } from './keyBinding.ts';
import { KeyBindingError } from './keyBindingError.ts';
import { PLATFORMS } from './platform.ts';
import type { Platform } from './platform.ts';
import type { Command, CommandScope } from './types.ts';

/** Only these fields matter, so any Command<Ctx> (or a plain test object) will do. */
export type CommandShortcuts = Pick<Command<unknown>, 'id' | 'scope' | 'shortcuts'>;

export interface Conflict {
  readonly platform: Platform;
  /** Canonical binding on that platform, e.g. 'Ctrl+K'. */
  readonly binding: string;
  /** Every claim on the binding, in command order; a command listing it twice appears twice. */
  readonly commandIds: readonly string[];
}

interface Claim {
  readonly id: string;
  readonly scope: CommandScope;
}

function canonicalOrThrow(command: CommandShortcuts, shortcut: string, platform: Platform): string {
  try {
    return canonicalKeyBinding(toKeyBinding(shortcut), platform);
  } catch (error) {
    if (!(error instanceof KeyBindingError)) throw error;
    throw new KeyBindingError(error.code, error.binding, `Command "${command.id}": ${error.message}`);
  }
}

function claimsByBinding(commands: Iterable<CommandShortcuts>, platform: Platform): Map<string, Claim[]> {
  const claims = new Map<string, Claim[]>();
  for (const command of commands) {
    for (const shortcut of command.shortcuts ?? []) {
      const binding = canonicalOrThrow(command, shortcut, platform);
      const list = claims.get(binding) ?? [];
      list.push({ id: command.id, scope: command.scope });
      claims.set(binding, list);
    }
  }
  return claims;
}

// Claims clash when their scopes overlap. A global claim overlaps every
// other, so it joins them all into one group; otherwise each scope is its own
// group. Two claims in one scope include one command listing a binding twice.
function clashingGroups(claims: readonly Claim[]): Claim[][] {
  if (claims.some((claim) => claim.scope === 'global')) return [[...claims]];
  const byScope = new Map<CommandScope, Claim[]>();
  for (const claim of claims) {
    const group = byScope.get(claim.scope) ?? [];
    group.push(claim);
    byScope.set(claim.scope, group);
  }
  return [...byScope.values()];
}

/**
 * Bindings claimed more than once where the claims can be live together. Each
 * platform is checked separately, so 'Mod+K' and 'Ctrl+K' clash on pc only.
 * Throws KeyBindingError, naming the command, for a shortcut that does not parse.
 */
export function findShortcutConflicts(commands: Iterable<CommandShortcuts>): Conflict[] {
  const list = [...commands];
  const conflicts: Conflict[] = [];
  for (const platform of PLATFORMS) {
    for (const [binding, claims] of claimsByBinding(list, platform)) {
      for (const group of clashingGroups(claims)) {
        if (group.length > 1) conflicts.push({ platform, binding, commandIds: group.map((claim) => claim.id) });
      }
    }
  }
  return conflicts;
}

export class ShortcutConflictError extends Error {
  readonly conflicts: readonly Conflict[];

  constructor(conflicts: readonly Conflict[]) {
    const lines = conflicts.map((c) => `  ${c.binding} on ${c.platform}: ${c.commandIds.join(', ')}`);
    super(`Keyboard shortcut conflicts:\n${lines.join('\n')}`);
    this.name = 'ShortcutConflictError';
    this.conflicts = conflicts;
  }
}

/** For start-up and tests: fails loudly, naming the commands, if any shortcuts clash. */
export function assertNoShortcutConflicts(commands: Iterable<CommandShortcuts>): void {
  const conflicts = findShortcutConflicts(commands);
  if (conflicts.length > 0) throw new ShortcutConflictError(conflicts);
}
