import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANVAS_COMMANDS, CanvasEditor } from '../../../../core/canvas/index.ts';
import { commandEnablement, findShortcutConflicts } from '../../../../core/commands/index.ts';
import type { AppCommandContext } from '../../../commands/appCommandContext.ts';
import { commandShape, loadedAppRegistry } from '../../../testing/loadedCommands.ts';
import { CANVAS_FILE_COMMAND_IDS as files } from '../manifest.ts';
import { canvasCommands, findCanvasCommand } from './canvasCommands.ts';
import { setCanvasTarget, type CanvasFileTarget } from './canvasTarget.ts';

const ctx: AppCommandContext = { navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() };

function fileTarget(busy = false): CanvasFileTarget {
  return { newDocument: vi.fn(), open: vi.fn(), save: vi.fn(), saveAs: vi.fn(), exportAs: vi.fn(), busy };
}

const command = (id: string) => {
  const found = findCanvasCommand(id);
  if (found === undefined) throw new Error(`No command ${id}`);
  return found;
};

/** True, or the Korean id of the reason. */
const reason = (id: string) => {
  const enablement = commandEnablement(command(id), ctx);
  return enablement === true ? true : enablement.reason.id;
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

let registry: Awaited<ReturnType<typeof loadedAppRegistry>>;
beforeAll(async () => {
  registry = await loadedAppRegistry();
});

describe('the canvas commands', () => {
  it('wrap every editor command of core/canvas, in the Canvas scope, in the registry, without clashing shortcuts', () => {
    for (const core of CANVAS_COMMANDS) {
      const wrapped = command(core.id);
      expect(wrapped.label).toBe(core.label);
      expect(wrapped.shortcuts).toEqual(core.shortcuts);
    }
    expect(canvasCommands.every((c) => c.scope === 'canvas')).toBe(true);
    expect(registry.all().map(commandShape)).toEqual(expect.arrayContaining(canvasCommands.map(commandShape)));
    expect(canvasCommands.every((c) => registry.isReady(c.id))).toBe(true);
    expect(registry.inScope('canvas').map((c) => c.id)).toEqual(expect.arrayContaining(['canvas.tool.pen', files.save]));
    expect(registry.inScope('cloud').some((c) => c.id.startsWith('canvas.'))).toBe(false);
    expect(findShortcutConflicts(registry.all())).toEqual([]);
  });

  it('give the file commands the spec\'s shortcuts and leave print to the device command', () => {
    expect(command(files.open).shortcuts).toEqual(['Mod+O']);
    expect(command(files.save).shortcuts).toEqual(['Mod+S']);
    expect(command(files.saveAs).shortcuts).toEqual(['Mod+Shift+S']);
    expect(command(files.exportAs).shortcuts).toEqual(['Mod+E']);
    expect(command(files.newDocument).shortcuts).toBeUndefined();
    expect(canvasCommands.some((c) => c.shortcuts?.includes('Alt+P'))).toBe(false);
    expect(registry.all().filter((c) => c.shortcuts?.includes('Alt+P')).map((c) => c.id)).toEqual(['device.print']);
  });

  it('are active on Easy canvas too, which offers only its own tools and says so for the others', () => {
    expect(registry.inScope('easy', ['canvas']).map((c) => c.id)).toEqual(expect.arrayContaining(['easy.openCloud', 'canvas.tool.pen', files.save]));
    const editor = new CanvasEditor();
    stop = setCanvasTarget({ editor, file: fileTarget(), tools: ['pointer', 'pen'] });
    expect(reason('canvas.tool.pen')).toBe(true);
    expect(reason('canvas.tool.lasso')).toBe('이 캔버스에는 없는 도구입니다.');
    expect(reason(files.save)).toBe(true);
    void command('canvas.tool.lasso').run(ctx);
    expect(editor.getState().tool).toBe('pointer');
  });

  it('say to open the Canvas first when no Canvas is shown, and do nothing', () => {
    expect(reason('canvas.tool.pen')).toBe('먼저 캔버스를 여세요.');
    expect(reason(files.save)).toBe('먼저 캔버스를 여세요.');
    expect(() => command('canvas.undo').run(ctx)).not.toThrow();
  });

  it('follow the editor shown: its enablement and reasons, and run on it', () => {
    const editor = new CanvasEditor();
    stop = setCanvasTarget({ editor, file: fileTarget() });
    expect(reason('canvas.undo')).toBe('실행 취소할 작업이 없습니다.');
    expect(reason('canvas.copy')).toBe('선택한 영역이 없습니다.');
    expect(reason('canvas.tool.sharpness')).toBe('이 페이지에는 이미지가 없습니다.');
    void command('canvas.tool.line').run(ctx);
    expect(editor.getState().tool).toBe('line');
    editor.togglePinAtCursor();
    expect(reason('canvas.undo')).toBe(true);
    void command('canvas.undo').run(ctx);
    expect(editor.getState().dirty).toBe(false);
    void command('canvas.addPage').run(ctx);
    expect(editor.getState().document.pages).toHaveLength(2);
  });

  it('answer for a given Canvas, for a tool bar that has just rendered it', () => {
    const editor = new CanvasEditor();
    const target = { editor, file: fileTarget() };
    expect(command('canvas.tool.pen').enabledFor(target)).toBe(true);
    expect(command('canvas.tool.pen').enabledFor(null)).toEqual({ reason: expect.objectContaining({ id: '먼저 캔버스를 여세요.' }) });
  });

  it('call the file layer\'s actions, and wait while a file is saved or opened', () => {
    const file = fileTarget();
    stop = setCanvasTarget({ editor: new CanvasEditor(), file });
    for (const [action, id] of Object.entries(files)) {
      expect(reason(id)).toBe(true);
      void command(id).run(ctx);
      expect(file[action as keyof typeof files]).toHaveBeenCalledTimes(1);
    }
    stop();
    const busy = fileTarget(true);
    stop = setCanvasTarget({ editor: new CanvasEditor(), file: busy });
    expect(reason(files.save)).toBe('파일을 저장하거나 여는 중입니다. 잠시 기다려 주세요.');
    expect(reason('canvas.tool.pen')).toBe(true);
  });
});
