import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CanvasEditor } from '../../../../core/canvas/index.ts';
import { countRaised } from '../../../../core/pins/index.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { placementMessages as m } from './messages.ts';
import { PlacementDialogs } from './PlacementDialogs.tsx';
import { TEXT_FILE_MAX_BYTES } from './readTextFile.ts';
import { ContentProviders, loadTranslatorModule, fakeBrailleApi, placeWithTool } from './testing/contentFakes.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
beforeAll(loadTranslatorModule);

async function setup(x: number, y: number) {
  const editor = new CanvasEditor();
  const api = fakeBrailleApi();
  renderCanvas(
    <ContentProviders fakes={{ api: api.client }}>
      <PlacementDialogs editor={editor} />
    </ContentProviders>,
  );
  await placeWithTool(editor, 'textFile', x, y);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { editor, input, api };
}

const lines = (count: number) => Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'ab' : 'cd')).join('\n');

describe('the text file dialog', () => {
  it('takes a .txt, translates only what could fit, says how many lines fit, and places them', async () => {
    const user = userEvent.setup();
    const { editor, input, api } = await setup(0, 30);
    expect(input.accept).toBe('.txt,text/plain');
    await user.upload(input, new File([`${lines(20)}\n`], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(text(m.chosenTextFile, { name: 'notes.txt', lines: 20 }))).toBeInTheDocument();
    // Rows 31–40 hold 2 lines of 6-dot braille.
    expect(await screen.findByText(text(m.linesFit, { fitted: 2, total: 20 }))).toBeInTheDocument();
    expect(api.translate).toHaveBeenLastCalledWith(['ab', 'cd']);
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    // ⠁⠃ and ⠉⠙: 1 + 2 + 2 + 3 pins.
    expect(countRaised(editor.page.grid)).toBe(8);
  });

  it('refuses a file that is not plain text', async () => {
    const user = userEvent.setup();
    const { editor, input } = await setup(0, 0);
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], 'picture.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(m.notPlainText));
    await user.upload(input, new File([new Uint8Array([0x61, 0xff, 0x62])], 'latin1.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text(m.notPlainText)));
    expect(editor.getState().dirty).toBe(false);
  });

  it('refuses a file over 100 kB, and asks for a file before placing', async () => {
    const user = userEvent.setup();
    const { input } = await setup(0, 0);
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    expect(screen.getByRole('alert')).toHaveTextContent(text(m.noFileChosen));
    await user.upload(input, new File(['a'.repeat(TEXT_FILE_MAX_BYTES + 1)], 'long.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text(m.textFileTooLarge)));
  });
});
