import { resolveForPlatform } from './keyBinding.ts';
import type { KeyBindingLike } from './keyBinding.ts';
import { isAsciiLetterOrDigit, keyFromEventKey, physicalCodeOf } from './keys.ts';
import type { Platform } from './platform.ts';
import type { Command, CommandScope, KeyInput } from './types.ts';

/**
 * Whether a keydown triggers the binding. Modifiers must match exactly. The
 * key matches by the character typed, or else by the physical key: a Korean
 * or Russian layout, Option on mac and Shift on punctuation all change
 * `key` but not `code`. The physical fallback is skipped when `key` is itself
 * a Latin letter or digit, so on AZERTY the key labelled A means A, not Q.
 */
export function matchesKey(binding: KeyBindingLike, input: KeyInput, platform: Platform): boolean {
  const b = resolveForPlatform(binding, platform);
  if (
    b.ctrl !== input.ctrlKey ||
    b.meta !== input.metaKey ||
    b.alt !== input.altKey ||
    b.shift !== input.shiftKey
  ) {
    return false;
  }
  const typed = keyFromEventKey(input.key);
  if (typed === b.key) return true;
  if (isAsciiLetterOrDigit(typed)) return false;
  const code = physicalCodeOf(b.key);
  return code !== undefined && code === input.code;
}

/**
 * The first command, in the given order, whose scope is active and one of
 * whose shortcuts matches. 'global' is always active, so callers list only
 * the scopes of the current screen. Disabled commands are returned too: the
 * caller should check enablement and announce the reason rather than let the
 * key fall through silently.
 */
export function findCommandForKey<Ctx>(
  commands: Iterable<Command<Ctx>>,
  input: KeyInput,
  platform: Platform,
  activeScopes: Iterable<CommandScope>,
): Command<Ctx> | undefined {
  const active = new Set<CommandScope>(activeScopes);
  active.add('global');
  for (const command of commands) {
    if (!active.has(command.scope)) continue;
    if (command.shortcuts?.some((shortcut) => matchesKey(shortcut, input, platform))) return command;
  }
  return undefined;
}
