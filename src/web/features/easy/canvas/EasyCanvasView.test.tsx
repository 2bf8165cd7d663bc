import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EASY_TOOLS, TOOL_IDS, toolMessages } from '../../../../core/canvas/index.ts';
import { currentCanvasTarget } from '../../canvas/commands/canvasTarget.ts';
import { recordingContext } from '../../canvas/grid/recordingContext.ts';
import { ContentProviders } from '../../canvas/placement/testing/contentFakes.tsx';
import { renderCanvas, text } from '../../canvas/testing/renderCanvas.tsx';
import EasyCanvasView from './EasyCanvasView.tsx';
import { easyCanvasMessages as m, easyToolMessages } from './messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext() as unknown as CanvasRenderingContext2D);
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  return renderCanvas(
    <ContentProviders fakes={{}}>
      <EasyCanvasView />
    </ContentProviders>,
    { scope: 'easy', path: '/easy/canvas' },
  );
}

describe('Easy canvas', () => {
  it('offers only the everyday tools, in plain words, without letters', () => {
    setup();
    const bar = screen.getByRole('toolbar', { name: text(m.tools) });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(EASY_TOOLS.map((tool) => text(easyToolMessages[tool as keyof typeof easyToolMessages])));
    for (const tool of TOOL_IDS.filter((id) => !EASY_TOOLS.includes(id))) {
      expect(within(bar).queryByRole('button', { name: text(toolMessages[tool]) })).not.toBeInTheDocument();
    }
    expect(within(bar).getByRole('button', { name: text(easyToolMessages.pen) })).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('chooses a tool by its large button, and draws on the same grid as the Canvas', async () => {
    setup();
    await waitFor(() => expect(currentCanvasTarget()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: text(easyToolMessages.rectangle) }));
    expect(currentCanvasTarget()?.editor.getState().tool).toBe('rectangle');
    expect(screen.getByRole('application')).toHaveAccessibleDescription(expect.not.stringContaining('Alt'));
  });

  it('has large buttons for new, open, save, undo and sending to the device, and no menus', async () => {
    setup();
    const actions = screen.getByRole('group', { name: text(m.fileActions) });
    for (const label of [m.newDrawing, m.openFromCloud, m.save, m.undo, m.sendToDevice]) {
      expect(within(actions).getByRole('button', { name: text(label) })).toHaveClass('button--large');
    }
    expect(screen.queryByRole('toolbar', { name: /menus|캔버스 메뉴/i })).not.toBeInTheDocument();
    await waitFor(() => expect(currentCanvasTarget()).not.toBeNull());
    const editor = currentCanvasTarget()?.editor;
    editor?.togglePinAtCursor();
    await userEvent.click(within(actions).getByRole('button', { name: text(m.undo) }));
    expect(editor?.getState().dirty).toBe(false);
  });
});
