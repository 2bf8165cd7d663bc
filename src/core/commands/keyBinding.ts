import { KeyBindingError } from './keyBindingError.ts';
import { keyFromBindingName } from './keys.ts';
import type { Platform } from './platform.ts';

/**
 * A parsed binding. `mod` is the platform's command modifier (Cmd on mac, Ctrl
 * on pc) and is still unresolved here; `key` is in the spelling of keys.ts.
 */
export interface KeyBinding {
  readonly mod: boolean;
  readonly ctrl: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
  readonly meta: boolean;
  readonly key: string;
}

/** A binding as it applies on one platform: Mod has become Ctrl or Meta. */
export type ResolvedKeyBinding = KeyBinding & { readonly mod: false };

/** Public functions accept a binding string wherever they accept a parsed binding. */
export type KeyBindingLike = KeyBinding | string;

type Modifier = 'mod' | 'ctrl' | 'alt' | 'shift' | 'meta';

const MODIFIER_NAMES: Readonly<Record<string, Modifier>> = {
  mod: 'mod',
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
};

function modifierFromName(name: string): Modifier | undefined {
  return MODIFIER_NAMES[name.toLowerCase()];
}

// Mod becomes Ctrl on pc and Meta on mac, so writing it next to either would
// silently collapse into one modifier on one platform.
function collides(a: Modifier, b: Modifier): boolean {
  if (a === b) return true;
  const pair = new Set([a, b]);
  return pair.has('mod') && (pair.has('ctrl') || pair.has('meta'));
}

/**
 * Parses 'Mod+Shift+S', 'Alt+P', 'Shift+/', 'Escape' and the like: modifiers
 * in any order and case, then exactly one key. Throws KeyBindingError.
 */
export function parseKeyBinding(text: string): KeyBinding {
  const trimmed = text.trim();
  if (trimmed === '') throw new KeyBindingError('empty', text, 'A key binding cannot be empty.');

  const parts = trimmed.split('+').map((part) => part.trim());
  const keyName = parts.pop() ?? '';
  if (keyName === '') {
    throw new KeyBindingError('missing-key', text, `"${text}" ends without a key; write the plus key as "Plus".`);
  }

  const modifiers: Modifier[] = [];
  for (const part of parts) {
    if (part === '') {
      throw new KeyBindingError('empty-part', text, `"${text}" has an empty part; write the plus key as "Plus".`);
    }
    const modifier = modifierFromName(part);
    if (modifier === undefined) {
      throw new KeyBindingError('unknown-modifier', text, `"${part}" in "${text}" is not a modifier.`);
    }
    if (modifiers.some((seen) => collides(seen, modifier))) {
      throw new KeyBindingError('duplicate-modifier', text, `"${text}" names the modifier "${part}" twice.`);
    }
    modifiers.push(modifier);
  }

  if (modifierFromName(keyName) !== undefined) {
    throw new KeyBindingError('missing-key', text, `"${text}" has modifiers but no key.`);
  }
  const key = keyFromBindingName(keyName);
  if (key === undefined) throw new KeyBindingError('unknown-key', text, `"${keyName}" in "${text}" is not a known key.`);

  return Object.freeze({
    mod: modifiers.includes('mod'),
    ctrl: modifiers.includes('ctrl'),
    alt: modifiers.includes('alt'),
    shift: modifiers.includes('shift'),
    meta: modifiers.includes('meta'),
    key,
  });
}

// Matching runs on every keydown against every shortcut, so each distinct
// string is parsed once. Bindings are frozen, so sharing them is safe.
const parsed = new Map<string, KeyBinding>();

export function toKeyBinding(binding: KeyBindingLike): KeyBinding {
  if (typeof binding !== 'string') return binding;
  let result = parsed.get(binding);
  if (result === undefined) {
    result = parseKeyBinding(binding);
    parsed.set(binding, result);
  }
  return result;
}

export function resolveForPlatform(binding: KeyBindingLike, platform: Platform): ResolvedKeyBinding {
  const b = toKeyBinding(binding);
  return {
    mod: false,
    ctrl: b.ctrl || (b.mod && platform === 'pc'),
    alt: b.alt,
    shift: b.shift,
    meta: b.meta || (b.mod && platform === 'mac'),
    key: b.key,
  };
}

/** The key as written in binding syntax: 'K', 'Plus', '/', 'Escape'. */
export function keyBindingToken(key: string): string {
  if (key === '+') return 'Plus';
  return key.length === 1 ? key.toUpperCase() : key;
}

/**
 * A stable string for equality on one platform: modifiers in the fixed order
 * Ctrl, Alt, Shift, Meta, then the key. It parses back to the same binding.
 */
export function canonicalKeyBinding(binding: KeyBindingLike, platform: Platform): string {
  const b = resolveForPlatform(binding, platform);
  const parts: string[] = [];
  if (b.ctrl) parts.push('Ctrl');
  if (b.alt) parts.push('Alt');
  if (b.shift) parts.push('Shift');
  if (b.meta) parts.push('Meta');
  parts.push(keyBindingToken(b.key));
  return parts.join('+');
}

/**
 * True when the binding uses no Ctrl, Meta, Alt or Mod. Shift alone still
 * counts as unmodified because Shift+letter is ordinary typing; the web
 * dispatcher ignores such shortcuts while focus is in a text field.
 */
export function isUnmodifiedKey(binding: KeyBindingLike): boolean {
  const b = toKeyBinding(binding);
  return !b.mod && !b.ctrl && !b.meta && !b.alt;
}
