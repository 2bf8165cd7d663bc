// The public surface of the command model; other modules import only from here.

export type { Command, CommandInfo, CommandScope, Enablement, KeyInput } from './types.ts';
export type { Platform } from './platform.ts';
export { PLATFORMS } from './platform.ts';
export { scopesOverlap } from './scopes.ts';
export { commandEnablement } from './enablement.ts';

export type { KeyBinding, KeyBindingLike, ResolvedKeyBinding } from './keyBinding.ts';
export { canonicalKeyBinding, isUnmodifiedKey, parseKeyBinding, resolveForPlatform } from './keyBinding.ts';
export type { KeyBindingErrorCode } from './keyBindingError.ts';
export { KeyBindingError } from './keyBindingError.ts';

export { findCommandForKey, matchesKey } from './matchKey.ts';

export type { KeyBindingStyle } from './formatKeyBinding.ts';
export { formatKeyBinding } from './formatKeyBinding.ts';

export type { CommandShortcuts, Conflict } from './conflicts.ts';
export { assertNoShortcutConflicts, findShortcutConflicts, ShortcutConflictError } from './conflicts.ts';

export type { KeyPlace } from './keyOwnership.ts';
export { isTextEditingKey, shortcutRunsAt } from './keyOwnership.ts';
