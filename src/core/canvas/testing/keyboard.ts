// Test support: a CanvasEditor driven the way a keyboard user drives it.
// `press(editor, 'Shift+ArrowRight')` goes first to the grid's own keys
// (editor.key), then to the commands list (CANVAS_COMMANDS) exactly as the
// web's dispatcher would, so a test of a key sequence tests both paths.

import { findCommandForKey, type KeyInput } from '../../commands/index.ts';
import type { Announcement } from '../announcement.ts';
import { CANVAS_COMMANDS } from '../commands.ts';
import { CanvasEditor, type EditorOptions, type EditorRequest } from '../editor.ts';

function keyInput(chord: string): KeyInput {
  const parts = chord === '+' ? ['+'] : chord.split('+');
  const key = parts.pop() ?? '';
  const has = (name: string) => parts.includes(name);
  const named: Record<string, string> = { Space: ' ' };
  const typed = named[key] ?? key;
  const code = typed.length === 1 && /[a-z]/i.test(typed) ? `Key${typed.toUpperCase()}` : typed;
  return {
    key: typed.length === 1 && !has('Shift') ? typed.toLowerCase() : typed,
    code,
    ctrlKey: has('Ctrl'),
    metaKey: has('Meta'),
    altKey: has('Alt'),
    shiftKey: has('Shift'),
  };
}

export interface DrivenEditor {
  readonly editor: CanvasEditor;
  readonly said: Announcement[];
  readonly requests: EditorRequest[];
  /** Presses each space-separated chord in turn, e.g. 'L Enter ArrowRight ArrowRight Enter'. */
  press(sequence: string): void;
  /** The last announcement. */
  last(): Announcement | undefined;
}

export function drivenEditor(options: EditorOptions = {}): DrivenEditor {
  const editor = new CanvasEditor(options);
  const said: Announcement[] = [];
  const requests: EditorRequest[] = [];
  editor.onAnnounce((announcement) => said.push(announcement));
  editor.onRequest((request) => requests.push(request));
  const pressOne = (chord: string): void => {
    const input = keyInput(chord);
    if (editor.key(input)) return;
    const command = findCommandForKey(CANVAS_COMMANDS, input, 'pc', ['canvas']);
    if (command === undefined) throw new Error(`No key or command for ${chord}`);
    void command.run(editor);
  };
  return {
    editor,
    said,
    requests,
    press: (sequence) => sequence.split(/\s+/).filter(Boolean).forEach(pressOne),
    last: () => said.at(-1),
  };
}

/** `times(3, 'ArrowRight')` → 'ArrowRight ArrowRight ArrowRight'. */
export const times = (count: number, chord: string): string => Array.from({ length: count }, () => chord).join(' ');
