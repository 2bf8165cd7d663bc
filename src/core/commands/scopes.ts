import type { CommandScope } from './types.ts';

/** A global command is reachable from every screen, so it overlaps every scope. */
export function scopesOverlap(a: CommandScope, b: CommandScope): boolean {
  return a === 'global' || b === 'global' || a === b;
}
