import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CanvasEditor } from '../../../../core/canvas/index.ts';
import { Sonifier } from './sonifier.ts';
import { useSonification } from './useSonification.ts';

describe('sonification in the Canvas', () => {
  it('sounds the pin under the cursor at each move while it is on, and stops with the Canvas', () => {
    const editor = new CanvasEditor();
    const sonifier = new Sonifier(() => null);
    const play = vi.spyOn(sonifier, 'play');
    const close = vi.spyOn(sonifier, 'close');
    const { unmount } = renderHook(() => useSonification(editor, () => sonifier));
    act(() => editor.moveCursor({ x: 1, y: 0 }));
    expect(play).not.toHaveBeenCalled();
    act(() => editor.setView('sonify', true));
    act(() => editor.togglePinAtCursor());
    expect(play).not.toHaveBeenCalled();
    act(() => editor.moveCursor({ x: 1, y: 2 }));
    act(() => editor.moveCursor({ x: 1, y: 1 }));
    expect(play.mock.calls.map(([point, raised]) => [point, raised])).toEqual([
      [{ x: 1, y: 2 }, false],
      [{ x: 1, y: 1 }, false],
    ]);
    act(() => editor.moveCursor({ x: 1, y: 0 }));
    expect(play).toHaveBeenLastCalledWith({ x: 1, y: 0 }, true, expect.objectContaining({ width: 60, height: 40 }));
    unmount();
    expect(close).toHaveBeenCalled();
  });
});
