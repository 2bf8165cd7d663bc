import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createEditor, type Descendant } from 'slate';
import { Slate, withReact } from 'slate-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { AudioPlayerContext } from '../../../ui/pageAudio/audioPlayer.ts';
import { pageAudioMessages as a } from '../../../ui/pageAudio/messages.ts';
import { showToast } from '../../../ui/toasts.ts';
import { fakeAudioPlayer } from '../../canvas/placement/testing/contentFakes.tsx';
import { BookDocumentContext, type BookDocumentValue } from '../document/BookDocumentContext.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { pagePropertiesMessages as m } from './messages.ts';
import { PagePropertiesDialog } from './PagePropertiesDialog.tsx';
import type { PageProperties } from './pageProperties.ts';

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:voice');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(showToast).mockClear();
});

const paragraph = (value: string): BlockElement => ({ type: 'paragraph', children: [{ text: value }] }) as BlockElement;
const BLOCKS: BlockElement[] = [paragraph('one'), { type: 'page-break', children: [{ text: '' }] } as BlockElement, paragraph('two')];
const mp3 = () => new File([new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0])], 'voice.mp3', { type: 'audio/mpeg' });

/** The dialog over a document of two pages, the caret on page 2; the page properties live in a map by page number. */
function setup(initial: Record<number, PageProperties> = {}) {
  const changes: [number, PageProperties][] = [];
  const onClose = vi.fn();
  const player = fakeAudioPlayer();
  function Harness() {
    const [editor] = useState(() => {
      const made = withReact(createEditor());
      made.selection = { anchor: { path: [2, 0], offset: 1 }, focus: { path: [2, 0], offset: 1 } };
      return made;
    });
    const [pages, setPages] = useState(initial);
    const value = {
      pageProperties: (pageNo: number) => pages[pageNo] ?? { altText: '' },
      setPageProperties: (pageNo: number, properties: PageProperties) => {
        changes.push([pageNo, properties]);
        setPages((current) => ({ ...current, [pageNo]: properties }));
      },
    } as unknown as BookDocumentValue;
    return (
      <BookDocumentContext.Provider value={value}>
        <AudioPlayerContext.Provider value={player}>
          <Slate editor={editor} initialValue={BLOCKS as Descendant[]}>
            <PagePropertiesDialog onClose={onClose} />
          </Slate>
        </AudioPlayerContext.Provider>
      </BookDocumentContext.Provider>
    );
  }
  renderBook(<Harness />);
  return { changes, onClose, player, dialog: () => screen.getByRole('dialog', { name: text(m.title, { page: '2' }) }) };
}

const fileInput = () => {
  const found = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!found) throw new Error('no file input');
  return found;
};

describe('the Page properties dialog', () => {
  it('is named by the caret’s page and sets its alternative text as it is typed', async () => {
    const user = userEvent.setup();
    const { changes, dialog } = setup({ 2: { altText: 'Old' } });
    const field = within(dialog()).getByRole('textbox', { name: text(m.altText) });
    expect(field).toHaveValue('Old');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'A map');
    expect(field).toHaveValue('A map');
    expect(changes.at(-1)).toEqual([2, { altText: 'A map' }]);
    expect(changes.every(([pageNo]) => pageNo === 2)).toBe(true);
  });

  it('adds an mp3 that plays to the page, keeping its text, then sets its play mode and plays it', async () => {
    const user = userEvent.setup();
    const { changes, player } = setup({ 2: { altText: 'Map' } });
    expect(screen.getByText(text(a.noAudio))).toBeInTheDocument();
    await user.upload(fileInput(), mp3());
    await waitFor(() => expect(changes.at(-1)).toEqual([2, { altText: 'Map', audio: { ref: 'blob:voice', name: 'voice.mp3', contentType: 'audio/mpeg', play: 'manual', speed: 1 } }]));
    expect(showToast).toHaveBeenCalledWith(text(a.audioAdded), 'success');
    await user.click(screen.getByRole('radio', { name: text(a.automatic) }));
    expect(changes.at(-1)?.[1].audio?.play).toBe('automatic');
    await user.click(screen.getByRole('button', { name: text(a.play) }));
    expect(player.play).toHaveBeenCalledWith('blob:voice', 1);
  });

  it('stops the audio it plays when it closes', async () => {
    const user = userEvent.setup();
    const audio = { ref: '/drive-app/file/audio/x?sig=s', name: 'voice.mp3', contentType: 'audio/mpeg', play: 'manual', speed: 2 } as const;
    const { player, onClose } = setup({ 2: { altText: '', audio } });
    await user.click(screen.getByRole('button', { name: text(a.play) }));
    expect(player.play).toHaveBeenCalledWith(audio.ref, 2);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    cleanup();
    expect(player.pause).toHaveBeenCalled();
  });

  it('refuses what is not audio and audio that does not play', async () => {
    const user = userEvent.setup();
    const { changes, player } = setup();
    await user.upload(fileInput(), new File(['not audio'], 'voice.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(a.audioUnsupported, { formats: 'MP3, M4A' }));
    vi.mocked(player.check).mockResolvedValue(false);
    await user.upload(fileInput(), mp3());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text(a.audioFailed)));
    expect(changes).toEqual([]);
  });

  it('asks before removing the audio, and keeps the text', async () => {
    const user = userEvent.setup();
    const audio = { ref: '/drive-app/file/audio/x?sig=s', name: 'voice.mp3', contentType: 'audio/mpeg', play: 'manual', speed: 1 } as const;
    const { changes } = setup({ 2: { altText: 'Map', audio } });
    await user.click(screen.getByRole('button', { name: text(a.removeAudio) }));
    const question = await screen.findByRole('alertdialog', { name: text(a.confirmRemoveAudio) });
    await user.click(within(question).getByRole('button', { name: text(a.removeAudio) }));
    expect(changes.at(-1)).toEqual([2, { altText: 'Map' }]);
    expect(showToast).toHaveBeenCalledWith(text(a.audioRemoved), 'success');
  });
});
