// The code of the Canvas's commands (manifest.ts lists them): the editor's
// own commands of core/canvas, each wrapped to run on the Canvas shown
// (canvasTarget.ts), and the file commands, which call the file layer.

import type { Enablement } from '../../../../core/commands/index.ts';
import { toolOfCommand } from '../../../../core/canvas/commandList.ts';
import { CANVAS_COMMANDS, type CanvasCommand } from '../../../../core/canvas/commands.ts';
import type { AppCommand } from '../../../commands/appCommandContext.ts';
import { CANVAS_FILE_COMMAND_IDS, type FileAction } from '../manifest.ts';
import { canvasCheckerRequests } from '../checker/canvasCheckerRequests.ts';
import { CANVAS_CHECK_COMMAND_ID, CANVAS_COMMAND_ENTRIES } from './commandEntries.ts';
import { currentCanvasTarget, type CanvasFileTarget, type CanvasTarget } from './canvasTarget.ts';
import { canvasFileCommandMessages as m } from './commandMessages.ts';

/**
 * A Canvas command. Besides the registry's isEnabled and run (which read the
 * Canvas shown), it answers for a given Canvas, so a tool bar or a menu shows
 * the state it has just rendered.
 */
export type CanvasAppCommand = AppCommand & CanvasCode;

/** A Canvas command's code (bound to its manifest entry by id). */
interface CanvasCode {
  readonly enabledFor: (target: CanvasTarget | null) => Enablement;
  readonly isEnabled: () => Enablement;
  readonly run: () => void;
}

const NO_CANVAS: Enablement = { reason: m.noCanvas };

function wrap(enabledFor: (target: CanvasTarget) => Enablement, run: (target: CanvasTarget) => void): CanvasCode {
  const check = (target: CanvasTarget | null): Enablement => (target === null ? NO_CANVAS : enabledFor(target));
  return {
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
function editorCode(command: CanvasCommand): CanvasCode {
  return wrap(
    (target) => {
      const here = offered(command, target);
      return here === true ? (command.isEnabled?.(target.editor) ?? true) : here;
    },
    (target) => {
      if (offered(command, target) === true) void command.run(target.editor);
    },
  );
}

const ready = (file: CanvasFileTarget): Enablement => !file.busy || { reason: m.fileBusy };

/** A file command: waits while a save or an open runs, then calls the file layer's action. */
const fileCode = (action: FileAction): CanvasCode => wrap((target) => ready(target.file), (target) => target.file[action]());

const CODE = new Map<string, CanvasCode>([
  ...(Object.keys(CANVAS_FILE_COMMAND_IDS) as FileAction[]).map((action) => [CANVAS_FILE_COMMAND_IDS[action], fileCode(action)] as const),
  ...CANVAS_COMMANDS.map((command) => [command.id, editorCode(command)] as const),
  [CANVAS_CHECK_COMMAND_ID, wrap(() => true, () => canvasCheckerRequests.ask())],
]);

/** The Canvas's commands: each manifest entry with its code. */
export const canvasCommands: readonly CanvasAppCommand[] = CANVAS_COMMAND_ENTRIES.map((entry) => {
  const code = CODE.get(entry.id);
  if (!code) throw new Error(`The canvas command ${entry.id} has no code`);
  return { ...entry, ...code };
});

const byId = new Map(canvasCommands.map((command) => [command.id, command]));

export function findCanvasCommand(commandId: string): CanvasAppCommand | undefined {
  return byId.get(commandId);
}
