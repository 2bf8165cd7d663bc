import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CanvasEditor, cursorMessages, gestureMessages, toolMessages, type Announcement } from '../../../../core/canvas/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { testMessages, text } from '../testing/renderCanvas.tsx';
import { announcementText, useEditorAnnouncements } from './useEditorAnnouncements.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const intl = createIntl({ locale: 'en', messages: testMessages, onError: () => undefined });

describe('the editor\'s announcements', () => {
  it('format each line with its parts, and join the lines with a space', () => {
    const announcement: Announcement = {
      kind: 'cursor',
      lines: [
        { message: cursorMessages.brief, values: { column: 3, row: 4 }, parts: { state: { message: cursorMessages.raised } } },
        { message: cursorMessages.selected },
      ],
    };
    expect(announcementText(announcement, intl)).toBe(`${text(cursorMessages.brief, { column: 3, row: 4, state: text(cursorMessages.raised) })} ${text(cursorMessages.selected)}`);
  });

  it('reach the announcer: the cursor politely, a refusal assertively', () => {
    const editor = new CanvasEditor();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="en" messages={testMessages} onError={() => undefined}>
        {children}
      </IntlProvider>
    );
    const { unmount } = renderHook(() => useEditorAnnouncements(editor), { wrapper });
    act(() => editor.moveCursor({ x: 1, y: 0 }));
    expect(announce).toHaveBeenLastCalledWith(text(cursorMessages.brief, { column: 2, row: 1, state: text(cursorMessages.lowered) }), 'polite');
    act(() => editor.copy());
    expect(vi.mocked(announce).mock.calls.at(-1)?.[1]).toBe('assertive');
    act(() => editor.selectTool('pen'));
    act(() => editor.key({ key: 'Enter', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false }));
    expect(announce).toHaveBeenLastCalledWith(text(gestureMessages.started, { column: 2, row: 1, tool: text(toolMessages.pen) }), 'polite');
    unmount();
    vi.mocked(announce).mockClear();
    editor.moveCursor({ x: 2, y: 0 });
    expect(announce).not.toHaveBeenCalled();
  });
});
