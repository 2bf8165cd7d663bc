// The Canvas's commands as the app's registry has them. The editor's own
// commands (tools, editing, describing, zoom, grid, pages) are declared once
// in core/canvas/commands.ts with their shortcuts; here each is wrapped to run
// on the Canvas shown (canvasTarget.ts), and the file commands are added.
// Print is the device's global command (Alt+P): the Canvas gives the display
// its page and does not declare print again.
//
// First load: this file ships with every page, so it imports only the core
// command list (labels and shortcuts), messages and types — never the editor
// or a component.

import type { Enablement } from '../../core/commands/index.ts';
import { CANVAS_COMMANDS, toolOfCommand, type CanvasCommand } from '../../core/canvas/commands.ts';
import type { Message } from '../../core/messages/index.ts';
import type { AppCommand } from '../commands/appCommandContext.ts';
import { currentCanvasTarget, type CanvasFileTarget, type CanvasTarget } from './canvasTarget.ts';
import { canvasFileCommandMessages as m } from './messages.ts';

/**
 * A Canvas command. Besides the registry's isEnabled and run (which read the
 * Canvas shown), it answers for a given Canvas, so a tool bar or a menu shows
 * the state it has just rendered.
 */
export type CanvasAppCommand = AppCommand & {
  readonly enabledFor: (target: CanvasTarget | null) => Enablement;
};

const NO_CANVAS: Enablement = { reason: m.noCanvas };

function wrap(id: string, label: Message, shortcuts: readonly string[] | undefined, enabledFor: (target: CanvasTarget) => Enablement, run: (target: CanvasTarget) => void): CanvasAppCommand {
  const check = (target: CanvasTarget | null): Enablement => (target === null ? NO_CANVAS : enabledFor(target));
  return {
    id,
    label,
    scope: 'canvas',
    ...(shortcuts === undefined ? {} : { shortcuts }),
    enabledFor: check,
    isEnabled: () => check(currentCanvasTarget()),
    run: () => {
      const target = currentCanvasTarget();
      if (target !== null) run(target);
    },
  };
}

/** A tool command on a Canvas that does not offer the tool (Easy canvas has the everyday ones): refused, with the reason. */
function offered(command: CanvasCommand, target: CanvasTarget): Enablement {
  const tool = toolOfCommand(command.id);
  return tool === undefined || target.tools === undefined || target.tools.includes(tool) || { reason: m.notInThisCanvas };
}

/** An editor command of core/canvas, on the editor of the Canvas shown. */
function editorCommand(command: CanvasCommand): CanvasAppCommand {
  return wrap(
    command.id,
    command.label,
    command.shortcuts,
    (target) => {
      const here = offered(command, target);
      return here === true ? (command.isEnabled?.(target.editor) ?? true) : here;
    },
    (target) => {
      if (offered(command, target) === true) void command.run(target.editor);
    },
  );
}

export const CANVAS_FILE_COMMAND_IDS = {
  newDocument: 'canvas.file.new',
  open: 'canvas.file.open',
  save: 'canvas.file.save',
  saveAs: 'canvas.file.saveAs',
  exportAs: 'canvas.file.export',
} as const;

type FileAction = 'newDocument' | 'open' | 'save' | 'saveAs' | 'exportAs';

const ready = (file: CanvasFileTarget): Enablement => !file.busy || { reason: m.fileBusy };

/** A file command: waits while a save or an open runs, then calls the file layer's action. */
const fileCommand = (action: FileAction, shortcuts?: readonly string[]): CanvasAppCommand =>
  wrap(CANVAS_FILE_COMMAND_IDS[action], m[action], shortcuts, (target) => ready(target.file), (target) => target.file[action]());

// Spec §2: Ctrl or Cmd with O, S, Shift+S and E. New has no shortcut: Ctrl+N
// belongs to the browser (a new window) and cannot be taken from it.
export const canvasFileCommands: readonly CanvasAppCommand[] = [
  fileCommand('newDocument'),
  fileCommand('open', ['Mod+O']),
  fileCommand('save', ['Mod+S']),
  fileCommand('saveAs', ['Mod+Shift+S']),
  fileCommand('exportAs', ['Mod+E']),
];

export const canvasCommands: readonly CanvasAppCommand[] = [...canvasFileCommands, ...CANVAS_COMMANDS.map(editorCommand)];

const byId = new Map(canvasCommands.map((command) => [command.id, command]));

export function findCanvasCommand(commandId: string): CanvasAppCommand | undefined {
  return byId.get(commandId);
}
