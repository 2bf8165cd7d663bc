import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolMessages } from '../../../core/canvas/index.ts';
import { currentCanvasTarget } from './commands/canvasTarget.ts';
import { CanvasScreen } from './CanvasScreen.tsx';
import { fileMessages } from './file/messages.ts';
import { pinGridMessages } from './grid/messages.ts';
import { recordingContext } from './grid/recordingContext.ts';
import { menuMessages } from './menus/messages.ts';
import { pagesMessages } from './pages/messages.ts';
import { ContentProviders } from './placement/testing/contentFakes.tsx';
import { statusMessages } from './status/messages.ts';
import { renderCanvas, text } from './testing/renderCanvas.tsx';
import { toolbarMessages } from './toolbar/messages.ts';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext() as unknown as CanvasRenderingContext2D);
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  return renderCanvas(
    <ContentProviders fakes={{}}>
      <CanvasScreen />
    </ContentProviders>,
  );
}

describe('the Canvas screen', () => {
  it('puts menus, tools, options, the grid, the pages and the status bar together', async () => {
    setup();
    expect(screen.getByRole('toolbar', { name: text(menuMessages.menuBar) })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: text(toolbarMessages.toolbar) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text(pinGridMessages.untitled) })).toBeInTheDocument();
    expect(screen.getByRole('application')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: text(statusMessages.statusBar) })).toBeInTheDocument();
    await waitFor(() => expect(currentCanvasTarget()).not.toBeNull());
  });

  it('registers its editor for the commands while shown, and the keys reach it', async () => {
    const { unmount } = setup();
    await waitFor(() => expect(currentCanvasTarget()).not.toBeNull());
    const editor = currentCanvasTarget()?.editor;
    const grid = screen.getByRole('application');
    grid.focus();
    fireEvent.keyDown(grid, { key: 'r', code: 'KeyR' });
    expect(editor?.getState().tool).toBe('rectangle');
    expect(screen.getByRole('button', { name: text(toolMessages.rectangle) })).toHaveAttribute('aria-pressed', 'true');
    act(() => editor?.togglePinAtCursor());
    await waitFor(() => expect(screen.getByRole('group', { name: text(statusMessages.statusBar) })).toHaveTextContent(text(statusMessages.unsaved)));
    unmount();
    expect(currentCanvasTarget()).toBeNull();
  });

  it('keeps Ctrl+A for the text in a field: the zoom field is not a select-all of the pins', async () => {
    setup();
    await waitFor(() => expect(currentCanvasTarget()).not.toBeNull());
    const editor = currentCanvasTarget()?.editor;
    const zoom = screen.getByRole('textbox', { name: /zoom|확대 비율/i });
    await userEvent.click(zoom);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(editor?.getState().selection).toBeNull();
    fireEvent.keyDown(screen.getByRole('application'), { key: 'a', code: 'KeyA', ctrlKey: true });
    expect(editor?.getState().selection).not.toBeNull();
  });

  it('runs Ctrl+S from a text field, saving the alternative text typed there', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect(currentCanvasTarget()).not.toBeNull());
    const editor = currentCanvasTarget()?.editor;
    await user.click(screen.getByRole('textbox', { name: text(pagesMessages.altText) }));
    await user.keyboard('A square{Control>}s{/Control}');
    expect(editor?.page.altText).toBe('A square');
    expect(await screen.findByRole('dialog', { name: text(fileMessages.saveAs) })).toBeInTheDocument();
  });
});
