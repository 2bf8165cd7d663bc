import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, MAX_PAGES, canvasCommandMessages as c, createDocument, createPage, pageMessages, toolMessages, type CanvasDocument } from '../../../../core/canvas/index.ts';
import { unicodeFromCells } from '../../../../core/braille/index.ts';
import { createGrid } from '../../../../core/pins/index.ts';
import { writeAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { showToast } from '../../../ui/toasts.ts';
import { ContentProviders, fakeAudioPlayer, loadTranslatorModule } from '../placement/testing/contentFakes.tsx';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { pagesMessages as m } from './messages.ts';
import { commitDrafts } from './drafts.ts';
import { focusMissingAltText } from './focusAltText.ts';
import { keptAudioOf } from '../../../ui/pageAudio/keptAudio.ts';
import { PagesPanel } from './PagesPanel.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

beforeAll(loadTranslatorModule);
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  URL.createObjectURL = vi.fn(() => 'blob:audio-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(showToast).mockClear();
  window.localStorage.clear();
});

function documentWith(pages: number, altTexts: string[] = []): CanvasDocument {
  const document = createDocument(320);
  return { ...document, pages: Array.from({ length: pages }, (_, index) => ({ ...createPage(320), altText: altTexts[index] ?? '' })) };
}

async function setup(document = documentWith(1), options: { easy?: boolean; audio?: ReturnType<typeof fakeAudioPlayer> } = {}) {
  const editor = new CanvasEditor({ document });
  const audio = options.audio ?? fakeAudioPlayer();
  // Awaited: the text line suspends until the translator's module is there.
  await act(async () => {
    renderCanvas(
      <ContentProviders fakes={{ audio }}>
        <PagesPanel editor={editor} {...(options.easy === undefined ? {} : { easy: options.easy })} />
      </ContentProviders>,
    );
  });
  return { editor, audio };
}

const list = () => screen.getByRole('grid', { name: text(m.heading) });
const rows = () => within(list()).getAllByRole('row');

describe('the pages panel', () => {
  it('marks a Korean page description in the English interface with lang="ko", so it is read in Korean', async () => {
    await setup(documentWith(2, ['항구와 등대 지도', 'A map of the harbour']));
    const korean = within(rows()[0] as HTMLElement).getByText('항구와 등대 지도');
    expect(korean).toHaveAttribute('lang', 'ko');
    expect(within(rows()[1] as HTMLElement).getByText('A map of the harbour')).not.toHaveAttribute('lang');
  });

  it('lists the pages with their position and alternative text, marking the current one and those without', async () => {
    await setup(documentWith(2, ['A map of the harbour with the lighthouse on the left and the pier on the right']));
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent(text(pageMessages.position, { page: 1, pages: 2 }));
    // A long text is all there for a screen reader (the eye sees three lines at most: CSS).
    expect(rows()[0]).toHaveTextContent('A map of the harbour with the lighthouse on the left and the pier on the right');
    expect(rows()[1]).toHaveTextContent(text(m.noAltText));
    expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelectorAll('canvas[aria-hidden="true"]')).toHaveLength(2);
  });

  it('turns to a page chosen in the list', async () => {
    const user = userEvent.setup();
    const { editor } = await setup(documentWith(3));
    await user.click(rows()[2] as HTMLElement);
    expect(editor.getState().pageIndex).toBe(2);
    expect(screen.getByRole('heading', { name: text(m.currentPage, { page: 3 }) })).toBeInTheDocument();
  });

  it('adds, duplicates and moves pages', async () => {
    const user = userEvent.setup();
    const { editor } = await setup(documentWith(1, ['first']));
    await user.click(screen.getByRole('button', { name: text(c.addPage) }));
    expect(rows()).toHaveLength(2);
    expect(editor.getState().pageIndex).toBe(1);
    await user.click(screen.getByRole('button', { name: text(c.movePageUp) }));
    expect(editor.getState().document.pages.map((page) => page.altText)).toEqual(['', 'first']);
    await user.click(screen.getByRole('button', { name: text(c.duplicatePage) }));
    expect(rows()).toHaveLength(3);
  });

  it('shows the refusals in words as well as saying them', async () => {
    const user = userEvent.setup();
    await setup(documentWith(1));
    await user.click(screen.getByRole('button', { name: text(c.movePageDown) }));
    expect(screen.getByText(text(pageMessages.lastPage))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text(c.deletePage) }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText(text(pageMessages.minimumPages))).toBeInTheDocument();
  });

  it('refuses a page past the hundredth', async () => {
    const user = userEvent.setup();
    await setup(documentWith(MAX_PAGES));
    await user.click(screen.getByRole('button', { name: text(c.addPage) }));
    expect(screen.getByText(text(pageMessages.maximumPages))).toBeInTheDocument();
  });

  it('asks before deleting a page, Cancel first', async () => {
    const user = userEvent.setup();
    const { editor } = await setup(documentWith(2, ['one', 'two']));
    await user.click(screen.getByRole('button', { name: text(c.deletePage) }));
    const dialog = screen.getByRole('alertdialog', { name: text(m.confirmDelete) });
    expect(dialog).toHaveTextContent(text(m.confirmDeleteBody, { page: 1 }));
    expect(within(dialog).getByRole('button', { name: text(m.cancel) })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(editor.getState().document.pages).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: text(c.deletePage) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: text(c.deletePage) }));
    expect(editor.getState().document.pages.map((page) => page.altText)).toEqual(['two']);
  });

  it('keeps the alternative text required, and commits it when the field is left', async () => {
    const user = userEvent.setup();
    const { editor } = await setup();
    const field = screen.getByRole('textbox', { name: text(m.altText) });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(text(m.altTextRequired))).toBeInTheDocument();
    await user.type(field, 'A triangle');
    expect(editor.page.altText).toBe('');
    await user.tab();
    expect(editor.page.altText).toBe('A triangle');
    expect(screen.queryByText(text(m.altTextRequired))).not.toBeInTheDocument();
    act(() => editor.undo());
    expect(field).toHaveValue('');
  });

  it('takes the user to the first page without alternative text when saving is refused', async () => {
    const { editor } = await setup(documentWith(3, ['one', '', '']));
    act(() => {
      expect(focusMissingAltText(editor)).toBe(true);
    });
    expect(editor.getState().pageIndex).toBe(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: text(m.altText) })).toHaveFocus());
  });

  it('offers a picture\'s description as the alternative text', async () => {
    const user = userEvent.setup();
    const { editor } = await setup();
    act(() => editor.place(createGrid(1, 1), { x: 0, y: 0 }, toolMessages.image, { name: 'map', description: 'A map.', sharpness: 0, opacity: 50 }));
    await user.click(screen.getByRole('button', { name: text(m.useImageDescription) }));
    expect(editor.page.altText).toBe('A map.');
  });

  it('translates the text line with the braille setting when Enter is pressed', async () => {
    const user = userEvent.setup();
    const { editor } = await setup();
    await user.type(screen.getByRole('textbox', { name: text(m.textLine) }), 'ab{Enter}');
    await waitFor(() => expect(editor.page.text.plain).toBe('ab'));
    expect(unicodeFromCells(editor.page.text.cells)).toBe('⠁⠃');
    expect(screen.getByRole('textbox', { name: text(m.textLineBraille) })).toHaveValue('⠁⠃');
  });

  it('commits what is being typed in its fields when a save starts from inside them', async () => {
    const user = userEvent.setup();
    const { editor } = await setup();
    await user.type(screen.getByRole('textbox', { name: text(m.altText) }), 'A square');
    await user.type(screen.getByRole('textbox', { name: text(m.textLine) }), 'ab');
    // Focus is still in the text line: neither field has been left with its latest text.
    expect(editor.page.text.plain).toBe('');
    await act(() => commitDrafts(editor));
    expect(editor.page.altText).toBe('A square');
    expect(editor.page.text.plain).toBe('ab');
    expect(unicodeFromCells(editor.page.text.cells)).toBe('⠁⠃');
  });

  it('says the 768 shows no text line', async () => {
    await setup({ ...createDocument(768), title: '' });
    expect(screen.getByText(text(m.noTextLine768))).toBeInTheDocument();
  });
});

describe('page audio', () => {
  const mp3 = () => new File([new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0])], 'story.mp3', { type: 'audio/mpeg' });
  const input = () => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input');
    return found;
  };

  it('attaches an mp3 that plays, then sets how and how fast it plays', async () => {
    const user = userEvent.setup();
    const { editor, audio } = await setup();
    const story = mp3();
    await user.upload(input(), story);
    await waitFor(() => expect(editor.page.audio).toMatchObject({ ref: 'blob:audio-1', name: 'story.mp3', contentType: 'audio/mpeg', play: 'manual', speed: 1 }));
    // The File itself is kept beside its object URL: saving reads it without fetching the address.
    expect(keptAudioOf('blob:audio-1')).toBe(story);
    expect(showToast).toHaveBeenCalledWith(text(m.audioAdded), 'success');
    await user.click(screen.getByRole('radio', { name: text(m.automatic) }));
    expect(editor.page.audio?.play).toBe('automatic');
    await user.click(screen.getByRole('button', { name: new RegExp(text(m.speed)) }));
    await user.click(screen.getByRole('option', { name: text(m.speedValue, { speed: '1.5' }) }));
    expect(editor.page.audio?.speed).toBe(1.5);
    await user.click(screen.getByRole('button', { name: text(m.play) }));
    expect(audio.play).toHaveBeenCalledWith('blob:audio-1', 1.5);
    expect(screen.getByRole('button', { name: text(m.pause) })).toBeInTheDocument();
  });

  it('refuses a file that is not audio, and one that does not play', async () => {
    const user = userEvent.setup();
    const { editor } = await setup(documentWith(1), { audio: fakeAudioPlayer({ playable: false }) });
    await user.upload(input(), new File(['not audio'], 'story.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(m.audioUnsupported, { formats: 'MP3, M4A' }));
    await user.upload(input(), mp3());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text(m.audioFailed)));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:audio-1');
    expect(keptAudioOf('blob:audio-1')).toBeUndefined();
    expect(editor.page.audio).toBeUndefined();
  });

  it('asks before removing the audio', async () => {
    const user = userEvent.setup();
    const { editor } = await setup();
    await user.upload(input(), mp3());
    await waitFor(() => expect(editor.page.audio).toBeDefined());
    await user.click(screen.getByRole('button', { name: text(m.removeAudio) }));
    const dialog = screen.getByRole('alertdialog', { name: text(m.confirmRemoveAudio) });
    await user.click(within(dialog).getByRole('button', { name: text(m.removeAudio) }));
    expect(editor.page.audio).toBeUndefined();
    expect(showToast).toHaveBeenCalledWith(text(m.audioRemoved), 'success');
  });

  it('plays automatic audio when its page is turned to, and stops it on leaving', async () => {
    const document = documentWith(2);
    const withAudio: CanvasDocument = { ...document, pages: [document.pages[0] ?? createPage(320), { ...(document.pages[1] ?? createPage(320)), audio: { ref: 'blob:two', name: 'two.mp3', contentType: 'audio/mpeg', play: 'automatic', speed: 1.25 } }] };
    const { editor, audio } = await setup(withAudio);
    expect(audio.play).not.toHaveBeenCalled();
    act(() => editor.goToPage(1));
    expect(audio.play).toHaveBeenCalledWith('blob:two', 1.25);
    act(() => editor.goToPage(0));
    expect(audio.pause).toHaveBeenCalled();
  });

  it("plays every page's audio as its page opens, first page included, at the user's speed, when the user's automatic playback (autoAudYn) is on: Canvas and Easy canvas alike", async () => {
    writeAudioPlayback({ autoPlay: true, rate: 2 });
    const document = documentWith(2);
    const manual = (ref: string) => ({ ref, name: `${ref}.mp3`, contentType: 'audio/mpeg' as const, play: 'manual' as const, speed: 1.5 });
    const withAudio: CanvasDocument = {
      ...document,
      pages: [{ ...(document.pages[0] ?? createPage(320)), audio: manual('blob:one') }, { ...(document.pages[1] ?? createPage(320)), audio: manual('blob:two') }],
    };
    for (const easy of [false, true]) {
      const { editor, audio } = await setup(withAudio, { easy });
      // Their author left both "manual": the user's Y plays them anyway, at 1.5 × 2.
      expect(audio.play).toHaveBeenCalledWith('blob:one', 3);
      act(() => editor.goToPage(1));
      expect(audio.play).toHaveBeenLastCalledWith('blob:two', 3);
      cleanup();
    }
  });

  it('leaves out the speed and page moves in Easy mode', async () => {
    await setup(documentWith(1), { easy: true });
    expect(screen.queryByRole('button', { name: text(c.movePageUp) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text(c.addPage) })).toHaveClass('button--large');
  });
});
