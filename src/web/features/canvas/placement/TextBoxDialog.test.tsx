import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, editMessages, toolMessages, type Announcement } from '../../../../core/canvas/index.ts';
import { getPin, gridToText } from '../../../../core/pins/index.ts';
import { announcementText } from '../editor/useEditorAnnouncements.ts';
import { renderCanvas, testMessages, text } from '../testing/renderCanvas.tsx';
import { createIntl } from 'react-intl';
import { BRAILLE_SETTING_KEY } from '../../../preferences/brailleSetting.ts';
import { placementMessages as m } from './messages.ts';
import { PlacementDialogs } from './PlacementDialogs.tsx';
import { ContentProviders, loadTranslatorModule, fakeBrailleApi, placeWithTool } from './testing/contentFakes.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
beforeAll(loadTranslatorModule);

const intl = createIntl({ locale: 'en', messages: testMessages, onError: () => undefined });

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

/** An editor with the text box tool, asked to place at column 5, row 3 (0-based 4, 2), and the dialogs. */
async function setup(api = fakeBrailleApi()) {
  const editor = new CanvasEditor();
  const said: Announcement[] = [];
  editor.onAnnounce((announcement) => said.push(announcement));
  renderCanvas(
    <ContentProviders fakes={{ api: api.client }}>
      <PlacementDialogs editor={editor} />
    </ContentProviders>,
  );
  await placeWithTool(editor, 'textBox', 4, 2);
  return { editor, said, api };
}

describe('the text box dialog', () => {
  it('opens where the tool was used, shows the braille as it is typed, and places it there', async () => {
    const user = userEvent.setup();
    const { editor, said } = await setup();
    const dialog = await screen.findByRole('dialog', { name: text(m.textBoxTitle) });
    expect(dialog).toHaveTextContent(text(m.placingAt, { column: 5, row: 3 }));
    const field = await screen.findByRole('textbox', { name: text(m.textLabel) });
    expect(field).toHaveFocus();
    await user.type(field, 'ab');
    const preview = screen.getByRole('textbox', { name: text(m.braillePreview) });
    await waitFor(() => expect(preview).toHaveValue('⠁⠃'));
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // ⠁ is dot 1 at the point; ⠃ dots 1 and 2 one cell (2 pins and a gap) to the right.
    const grid = editor.page.grid;
    expect([getPin(grid, 4, 2), getPin(grid, 4, 3), getPin(grid, 7, 2), getPin(grid, 7, 3)]).toEqual([true, false, true, true]);
    const placed = said.find((announcement) => announcement.lines[0]?.message === editMessages.placed);
    expect(placed && announcementText(placed, intl)).toBe(text(editMessages.placed, { what: text(toolMessages.textBox), column: 5, row: 3, raised: 3 }));
    expect(editor.getState().undo.done.at(-1)?.label).toBe(toolMessages.textBox);
  });

  it('says "No text entered." and places nothing when the field is empty', async () => {
    const user = userEvent.setup();
    const { editor } = await setup();
    await screen.findByRole('textbox', { name: text(m.textLabel) });
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    expect(screen.getByRole('alert')).toHaveTextContent('No text entered.');
    expect(editor.getState().dirty).toBe(false);
  });

  it('uses 8-dot cells when the braille setting says so', async () => {
    window.localStorage.setItem(BRAILLE_SETTING_KEY, JSON.stringify({ kind: 'DOT', language: 'english', grade: 1, rule: '', pin: 8 }));
    const user = userEvent.setup();
    const editor = new CanvasEditor();
    renderCanvas(
      <ContentProviders fakes={{}}>
        <PlacementDialogs editor={editor} />
      </ContentProviders>,
    );
    await placeWithTool(editor, 'textBox', 0, 0);
    expect(screen.getByText(/English/)).toHaveTextContent(/8/);
    // 21 cells wrap after 20 on the 320; the second line starts 4 + 2 pins down in 8-dot cells (3 + 2 in 6-dot).
    await user.type(await screen.findByRole('textbox', { name: text(m.textLabel) }), 'a'.repeat(21));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    expect([getPin(editor.page.grid, 0, 5), getPin(editor.page.grid, 0, 6)]).toEqual([false, true]);
  });

  it('shows the translator\'s failure and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const { editor } = await setup(fakeBrailleApi({ fail: true }));
    await user.type(await screen.findByRole('textbox', { name: text(m.textLabel) }), 'a');
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(editor.getState().dirty).toBe(false);
  });

  it('says how many cells do not fit right of the point', async () => {
    const user = userEvent.setup();
    const editor = new CanvasEditor();
    renderCanvas(
      <ContentProviders fakes={{}}>
        <PlacementDialogs editor={editor} />
      </ContentProviders>,
    );
    // Column 56 of 60 leaves room for 2 cells (2 + 1 + 2 pins) and row 35 of 40 for one line.
    await placeWithTool(editor, 'textBox', 55, 34);
    await user.type(await screen.findByRole('textbox', { name: text(m.textLabel) }), 'abcdefgh');
    expect(await screen.findByText(text(m.cellsLeftOut, { count: 6 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    expect(gridToText(editor.page.grid).split('\n')[34]?.slice(55)).toBe('#..#.');
  });
});
