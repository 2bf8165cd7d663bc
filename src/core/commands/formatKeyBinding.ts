import { keyBindingToken, resolveForPlatform } from './keyBinding.ts';
import type { KeyBindingLike, ResolvedKeyBinding } from './keyBinding.ts';
import type { NamedKey } from './keys.ts';
import type { Platform } from './platform.ts';

/**
 * 'label': what sighted users see in menus and tooltips ('Ctrl+Shift+S', '⇧⌘S').
 * 'spoken': words for screen readers, which read '⌘' and '⇧' badly or not at
 *   all ('Shift Command S', 'Shift slash'). The words are English on purpose:
 *   key caps are printed in English on Korean keyboards too, and a single
 *   string keeps every caller simple. If the words ever need translating,
 *   the tables below are the one place to change.
 * 'aria': the value of aria-keyshortcuts, in the ARIA spelling
 *   ('Control+Shift+S', 'Meta+K', 'Shift+/', 'Plus', 'Space').
 */
export type KeyBindingStyle = 'label' | 'spoken' | 'aria';

interface ModifierWords {
  readonly ctrl: string;
  readonly alt: string;
  readonly shift: string;
  readonly meta: string;
}

interface Vocabulary {
  readonly modifiers: ModifierWords;
  readonly separator: string;
  readonly key: (key: string) => string;
}

const PC_LABEL_KEYS: Readonly<Record<NamedKey, string>> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  Space: 'Space',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
  ArrowUp: 'Up Arrow',
  ArrowDown: 'Down Arrow',
  ArrowLeft: 'Left Arrow',
  ArrowRight: 'Right Arrow',
};

// The symbols printed in macOS menus, and short words where a symbol is obscure.
const MAC_LABEL_KEYS: Readonly<Record<NamedKey, string>> = {
  Enter: '↩',
  Escape: 'Esc',
  Tab: '⇥',
  Space: 'Space',
  Backspace: '⌫',
  Delete: 'Del',
  Insert: 'Insert',
  Home: 'Home',
  End: 'End',
  PageUp: 'PgUp',
  PageDown: 'PgDn',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
};

// Apple keyboards label Enter "return", Backspace "delete" and Delete
// "forward delete", and VoiceOver uses the same words.
const MAC_SPOKEN_KEYS: Readonly<Record<NamedKey, string>> = {
  ...PC_LABEL_KEYS,
  Enter: 'Return',
  Backspace: 'Delete',
  Delete: 'Forward Delete',
};

const SPOKEN_PUNCTUATION: Readonly<Record<string, string>> = {
  '!': 'exclamation mark',
  '"': 'quotation mark',
  '#': 'number sign',
  $: 'dollar sign',
  '%': 'percent',
  '&': 'ampersand',
  "'": 'apostrophe',
  '(': 'left parenthesis',
  ')': 'right parenthesis',
  '*': 'asterisk',
  '+': 'plus',
  ',': 'comma',
  '-': 'minus',
  '.': 'period',
  '/': 'slash',
  ':': 'colon',
  ';': 'semicolon',
  '<': 'less than',
  '=': 'equals',
  '>': 'greater than',
  '?': 'question mark',
  '@': 'at sign',
  '[': 'left bracket',
  '\\': 'backslash',
  ']': 'right bracket',
  '^': 'caret',
  _: 'underscore',
  '`': 'backtick',
  '{': 'left brace',
  '|': 'vertical bar',
  '}': 'right brace',
  '~': 'tilde',
};

function isNamedKey(key: string, table: Readonly<Record<NamedKey, string>>): key is NamedKey {
  return Object.hasOwn(table, key);
}

function keyWith(named: Readonly<Record<NamedKey, string>>, plus: string, characters?: Readonly<Record<string, string>>) {
  return (key: string): string => {
    if (isNamedKey(key, named)) return named[key];
    if (key === '+') return plus;
    return characters?.[key] ?? key.toUpperCase();
  };
}

// ARIA names keys as KeyboardEvent.key does, with 'Plus' and 'Space' for the
// two characters its syntax cannot hold; Meta is Command and Alt is Option.
const ARIA: Vocabulary = {
  modifiers: { ctrl: 'Control', alt: 'Alt', shift: 'Shift', meta: 'Meta' },
  separator: '+',
  key: keyBindingToken,
};

// Modifier order is Ctrl, Alt, Shift, Meta everywhere, which is also the
// macOS order Control, Option, Shift, Command.
const VOCABULARIES: Readonly<Record<KeyBindingStyle, Readonly<Record<Platform, Vocabulary>>>> = {
  label: {
    pc: {
      modifiers: { ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Win' },
      separator: '+',
      key: keyWith(PC_LABEL_KEYS, 'Plus'),
    },
    mac: {
      modifiers: { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' },
      separator: '',
      key: keyWith(MAC_LABEL_KEYS, '+'),
    },
  },
  spoken: {
    pc: {
      modifiers: { ctrl: 'Control', alt: 'Alt', shift: 'Shift', meta: 'Windows' },
      separator: ' ',
      key: keyWith(PC_LABEL_KEYS, 'plus', SPOKEN_PUNCTUATION),
    },
    mac: {
      modifiers: { ctrl: 'Control', alt: 'Option', shift: 'Shift', meta: 'Command' },
      separator: ' ',
      key: keyWith(MAC_SPOKEN_KEYS, 'plus', SPOKEN_PUNCTUATION),
    },
  },
  aria: {
    pc: ARIA,
    mac: ARIA,
  },
};

function modifierParts(b: ResolvedKeyBinding, words: ModifierWords): string[] {
  const parts: string[] = [];
  if (b.ctrl) parts.push(words.ctrl);
  if (b.alt) parts.push(words.alt);
  if (b.shift) parts.push(words.shift);
  if (b.meta) parts.push(words.meta);
  return parts;
}

export function formatKeyBinding(binding: KeyBindingLike, platform: Platform, style: KeyBindingStyle): string {
  const b = resolveForPlatform(binding, platform);
  const vocabulary = VOCABULARIES[style][platform];
  return [...modifierParts(b, vocabulary.modifiers), vocabulary.key(b.key)].join(vocabulary.separator);
}
