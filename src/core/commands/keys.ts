// The vocabulary of non-modifier keys a binding may name. A key is stored in
// one canonical spelling: letters lower-case ('k'), digits and punctuation as
// the character itself ('/', '+'), and everything else under its
// KeyboardEvent.key name ('Escape', 'ArrowUp', 'F2'), except the space bar,
// which is 'Space' because ' ' would vanish when binding strings are trimmed.

export const NAMED_KEYS = [
  'Enter',
  'Escape',
  'Tab',
  'Space',
  'Backspace',
  'Delete',
  'Insert',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
] as const;

export type NamedKey = (typeof NAMED_KEYS)[number];

// '+' is left out: it separates the parts of a binding, so it is written 'Plus'.
const PUNCTUATION = '!"#$%&\'()*,-./:;<=>?@[\\]^_`{|}~';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const FUNCTION_KEY_COUNT = 12;

function buildKeyNames(): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const char of LETTERS + DIGITS + PUNCTUATION) names.set(char, char);
  for (let n = 1; n <= FUNCTION_KEY_COUNT; n++) names.set(`f${n}`, `F${n}`);
  for (const named of NAMED_KEYS) names.set(named.toLowerCase(), named);
  names.set('plus', '+');
  names.set('esc', 'Escape');
  names.set('del', 'Delete');
  return names;
}

/** Lower-cased name as written in a binding string → canonical key. */
const KEY_NAMES = buildKeyNames();

/** The canonical key a binding-string part names, case-insensitively, or undefined. */
export function keyFromBindingName(name: string): string | undefined {
  return KEY_NAMES.get(name.toLowerCase());
}

// Older browsers and some assistive software report these legacy values.
const EVENT_KEY_ALIASES: Readonly<Record<string, string>> = {
  ' ': 'Space',
  Spacebar: 'Space',
  Esc: 'Escape',
  Del: 'Delete',
};

/** Brings KeyboardEvent.key into the canonical spelling used by bindings. */
export function keyFromEventKey(eventKey: string): string {
  const alias = EVENT_KEY_ALIASES[eventKey];
  if (alias !== undefined) return alias;
  return eventKey.length === 1 ? eventKey.toLowerCase() : eventKey;
}

export function isAsciiLetterOrDigit(key: string): boolean {
  return /^[a-z0-9]$/i.test(key);
}

export function isLetter(key: string): boolean {
  return /^[a-z]$/.test(key);
}

const PUNCTUATION_CODES: Readonly<Record<string, string>> = {
  '/': 'Slash',
  ',': 'Comma',
  '.': 'Period',
  ';': 'Semicolon',
  "'": 'Quote',
  '[': 'BracketLeft',
  ']': 'BracketRight',
  '\\': 'Backslash',
  '-': 'Minus',
  '=': 'Equal',
  '`': 'Backquote',
};

/**
 * KeyboardEvent.code of the key that types this character on a US layout, or
 * undefined when the character has no key of its own there (shifted symbols
 * such as '?', and named keys, which never need the fallback).
 */
export function physicalCodeOf(key: string): string | undefined {
  if (isLetter(key)) return `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return `Digit${key}`;
  return PUNCTUATION_CODES[key];
}
