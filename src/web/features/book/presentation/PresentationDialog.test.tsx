import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { pageForDisplay } from '../../../../core/book/braille/index.ts';
import type { BlockElement } from '../../../../core/book/index.ts';
import type { DeviceInfo } from '../../../../core/device/index.ts';
import { ApiContext } from '../../../api/ApiContext.tsx';
import { DEFAULT_AUDIO_PLAYBACK, writeAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { announce } from '../../../ui/announcer.ts';
import { fakeAudioPlayer } from '../../canvas/placement/testing/contentFakes.tsx';
import { DeviceContext } from '../../device/shell/DeviceContext.ts';
import { DEFAULT_DEVICE_PREFERENCES } from '../../device/shell/devicePreferences.ts';
import type { DeviceControls, DevicePager } from '../../device/shell/types.ts';
import { renderMessages } from '../render/messages.ts';
import { brailleScreenContent } from './displayContent.ts';
import { PresentationDialog } from './PresentationDialog.tsx';
import { AudioPlayerContext } from '../../../ui/pageAudio/audioPlayer.ts';
import { presentationMessages } from './messages.ts';
import { audioAnswer, englishWith, fakeClient, tactileAnswer, type FakeClient } from './testing/presentationFakes.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

// The read-only renderer's messages too, also new.
const ENGLISH = englishWith(englishWith(en, presentationMessages), renderMessages);

const paragraph = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] });
const heading = (text: string): BlockElement => ({ type: 'heading', level: 1, children: [{ text }] });
const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };
/** Three pages, each a heading. */
const THREE_PAGES = [heading('One'), pageBreak, heading('Two'), pageBreak, heading('Three')];

/** A fake translator: a→⠁, b→⠃, space→blank, anything else ⠿. */
const CELLS: Readonly<Record<string, string>> = { a: '⠁', b: '⠃', ' ': '⠀' };
const translate = async (lines: string[]) => lines.map((line) => [...line].map((letter) => CELLS[letter] ?? '⠿').join(''));

const AREA_320 = { cellsPerLine: 30, graphicLines: 10 };
/** The screens the display gets for a page: core's layout (tested there) at the 320's size, with the fake translator. */
const screensOf = async (blocks: BlockElement[]) => (await pageForDisplay(blocks, { cellsPerLine: 30, lines: 10 }, translate)).screens;
const screenContent = (rows: readonly string[] | undefined) => brailleScreenContent(rows ?? [], AREA_320);
const connected320 = (printMode: 'automatic' | 'manual' = 'automatic') =>
  fakeDeviceControls({
    status: 'connected',
    method: 'virtual320',
    info: { layout: { textCells: 20, ...AREA_320 } } as DeviceInfo,
    preferences: { ...DEFAULT_DEVICE_PREFERENCES, printMode },
  });

interface Setup {
  readonly blocks?: BlockElement[];
  readonly title?: string;
  readonly dtmNo?: string;
  readonly startPage?: number;
  readonly device?: DeviceControls;
  readonly client?: FakeClient;
  readonly audio?: ReturnType<typeof fakeAudioPlayer>;
  readonly translateWith?: typeof translate;
}

/** A page with an "Present" button that opens the presentation, as the editor will. */
function setup({ blocks = THREE_PAGES, title = 'My book', dtmNo, startPage, device = fakeDeviceControls(), client = fakeClient({}), audio = fakeAudioPlayer(), translateWith = translate }: Setup = {}) {
  const onExit = vi.fn();
  function Host() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Present
        </button>
        {open ? (
          <PresentationDialog
            blocks={blocks}
            title={title}
            dtmNo={dtmNo}
            startPage={startPage}
            translate={translateWith}
            onExit={() => {
              onExit();
              setOpen(false);
            }}
          />
        ) : null}
      </>
    );
  }
  render(
    <IntlProvider locale="en" defaultLocale="ko" messages={ENGLISH}>
      <ApiContext.Provider value={client}>
        <AudioPlayerContext.Provider value={audio}>
          <DeviceContext.Provider value={device}>
            <Host />
          </DeviceContext.Provider>
        </AudioPlayerContext.Provider>
      </ApiContext.Provider>
    </IntlProvider>,
  );
  return { onExit, device, client, audio, user: userEvent.setup() };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Present' }));
  return screen.getByRole('dialog');
}

const lastAnnouncement = () => vi.mocked(announce).mock.calls.at(-1)?.[0];
const lastPager = (device: DeviceControls) => vi.mocked(device.setPager).mock.calls.at(-1)?.[0] as DevicePager;

beforeEach(() => vi.mocked(announce).mockClear());
afterEach(() => writeAudioPlayback(DEFAULT_AUDIO_PLAYBACK));

describe('presentation mode', () => {
  it('is a dialog named after the document, showing one page and where it is', async () => {
    const { user } = setup();
    const dialog = await open(user);
    // The name may be given twice by React Aria (label and heading); what it says is what matters.
    expect(dialog).toHaveAccessibleName('Presentation: My book');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
  });

  it('turns pages with the keys, saying the page each time, and refuses past either end', async () => {
    const { user } = setup();
    await open(user);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(lastAnnouncement()).toBe('Page 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(lastAnnouncement()).toBe('This is the last page.');
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(lastAnnouncement()).toBe('Page 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(lastAnnouncement()).toBe('This is the first page.');
    await user.keyboard('{End}');
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
  });

  it('turns with Space on the page, but leaves Space to a focused button', async () => {
    const { user } = setup();
    await open(user);
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard(' ');
    // The button was pressed (one page back), not a turn forward as well.
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
  });

  it('opens at the page it is asked for, within the document', async () => {
    const { user } = setup({ startPage: 2 });
    await open(user);
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Present' }));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });

  it('ends with Escape, focus back on what opened it', async () => {
    const { user, onExit } = setup();
    await open(user);
    await user.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Present' })).toHaveFocus());
  });

  it('ends with its exit button too', async () => {
    const { user, onExit } = setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Exit presentation' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('says an empty page is empty', async () => {
    const { user } = setup({ blocks: [paragraph('')], title: '  ' });
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleName('Presentation: Untitled document');
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });
});

describe('page audio in presentation mode', () => {
  const AUDIO = audioAnswer([
    { pageNo: 1, url: '/drive-app/file/one.mp3', mode: 'manual', rate: 1 },
    { pageNo: 2, url: '/drive-app/file/two.mp3', mode: 'auto', rate: 1.5 },
  ]);

  it('plays audio its author set to play on turn, and offers Play audio for the rest', async () => {
    const { user, audio, client } = setup({ dtmNo: '42', client: fakeClient({ '/dtma/audio/sync': AUDIO }) });
    await open(user);
    const play = await screen.findByRole('button', { name: 'Play audio' });
    expect(client.gets[0]).toEqual({ path: '/drive-app/v1/dtma/audio/sync', options: { auth: true, query: { dtmNo: '42' } } });
    expect(audio.play).not.toHaveBeenCalled();
    await user.click(play);
    expect(audio.play).toHaveBeenLastCalledWith('/drive-app/file/one.mp3', 1);
    await user.keyboard('{PageDown}');
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.play).toHaveBeenLastCalledWith('/drive-app/file/two.mp3', 1.5);
    screen.getByRole('button', { name: 'Play audio' }).focus();
    await user.keyboard('{PageDown}');
    expect(screen.queryByRole('button', { name: 'Play audio' })).not.toBeInTheDocument();
    expect(audio.play).toHaveBeenCalledTimes(2);
    // The focused button went with its page; focus stays in the presentation.
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{PageUp}');
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
  });

  it('plays every page\'s audio on turn when the listener chose automatic playback, at their speed', async () => {
    act(() => writeAudioPlayback({ autoPlay: true, rate: 2 }));
    const { user, audio } = setup({ dtmNo: '42', client: fakeClient({ '/dtma/audio/sync': AUDIO }) });
    await open(user);
    await waitFor(() => expect(audio.play).toHaveBeenCalledWith('/drive-app/file/one.mp3', 2));
    await user.keyboard('{PageDown}');
    expect(audio.play).toHaveBeenLastCalledWith('/drive-app/file/two.mp3', 3);
  });

  it('stops the audio when the presentation ends', async () => {
    const { user, audio } = setup({ dtmNo: '42', client: fakeClient({ '/dtma/audio/sync': AUDIO }) });
    await open(user);
    await user.click(await screen.findByRole('button', { name: 'Play audio' }));
    await user.keyboard('{Escape}');
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.playing()).toBeNull();
  });

  it('reads no audio for a document never saved', async () => {
    const { user, client } = setup();
    await open(user);
    expect(client.gets).toEqual([]);
  });
});

describe('the tactile display in presentation mode', () => {
  it('gets each page as braille on its cells, and the page turns with the panning keys', async () => {
    const device = connected320();
    const [first, second] = [[paragraph('ab')], [paragraph('ba')]];
    const { user } = setup({ blocks: [...first, pageBreak, ...second], device });
    const expected = [(await screensOf(first))[0], (await screensOf(second))[0]];
    // The fake translator's cells, somewhere on the first row (the layout decides where).
    expect(expected[0]?.[0]).toContain('⠁⠃');
    await open(user);
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(screenContent(expected[0])));
    expect(lastPager(device).position).toEqual({ page: 1, pages: 2 });
    act(() => lastPager(device).next());
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(screenContent(expected[1])));
    expect(lastPager(device).position).toEqual({ page: 2, pages: 2 });
    // The display's first / last page chords turn the presentation as Home and End do.
    act(() => lastPager(device).first?.());
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await waitFor(() => expect(lastPager(device).position).toEqual({ page: 1, pages: 2 }));
    act(() => lastPager(device).last?.());
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(device.show).toHaveBeenLastCalledWith(null);
  });

  it('pans through a page longer than the display before turning it, with keys or buttons', async () => {
    const device = connected320();
    const long = Array.from({ length: 12 }, () => paragraph('a'));
    const { user } = setup({ blocks: [...long, pageBreak, paragraph('b')], device });
    const screens = await screensOf(long);
    expect(screens).toHaveLength(2);
    await open(user);
    await screen.findByText('Braille screen 1 of 2');
    expect(device.show).toHaveBeenLastCalledWith(screenContent(screens[0]));
    act(() => lastPager(device).next());
    expect(screen.getByText('Braille screen 2 of 2')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(device.show).toHaveBeenLastCalledWith(screenContent(screens[1]));
    await user.click(screen.getByRole('button', { name: 'Previous braille screen' }));
    expect(screen.getByText('Braille screen 1 of 2')).toBeVisible();
    expect(device.show).toHaveBeenLastCalledWith(screenContent(screens[0]));
    await user.click(screen.getByRole('button', { name: 'Next braille screen' }));
    await user.click(screen.getByRole('button', { name: 'Next braille screen' }));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    const last = await screensOf([paragraph('b')]);
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(screenContent(last[0])));
    expect(screen.getByText('Braille screen 1 of 1')).toBeVisible();
    // The focus stayed on the button that turned the page.
    expect(screen.getByRole('button', { name: 'Next braille screen' })).toHaveFocus();
    // Panning back over the top of a page reads on from the end of the one before.
    act(() => lastPager(device).previous());
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(await screen.findByText('Braille screen 2 of 2')).toBeVisible();
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(screenContent(screens[1])));
    // A page turned by key opens at its first screen.
    await user.keyboard('{End}{Home}');
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(screenContent(screens[0])));
  });

  it('waits for Send to display in manual print mode', async () => {
    const device = connected320('manual');
    const { user } = setup({ device });
    await open(user);
    await user.click(await screen.findByRole('button', { name: 'Send to display' }));
    expect(device.print).toHaveBeenCalledTimes(1);
  });

  it('sends a page asked for before its braille was ready as soon as it is, and only then', async () => {
    const device = connected320('manual');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup({ device, translateWith: async (lines) => (await held, translate(lines)) });
    await open(user);
    await user.click(await screen.findByRole('button', { name: 'Send to display' }));
    expect(device.print).not.toHaveBeenCalled();
    release();
    const screens = await screensOf([heading('One')]);
    await waitFor(() => expect(device.print).toHaveBeenCalledTimes(1));
    // What is printed is the page: shown to the device layer before the print.
    expect(device.show).toHaveBeenLastCalledWith(screenContent(screens[0]));
    expect(vi.mocked(device.show).mock.invocationCallOrder.at(-1)).toBeLessThan(vi.mocked(device.print).mock.invocationCallOrder[0] ?? 0);
  });

  it('offers no Send button in automatic print mode, nor any display controls with no display', async () => {
    const { user } = setup({ device: connected320('automatic') });
    await open(user);
    await screen.findByRole('group', { name: 'Tactile display' });
    expect(screen.queryByRole('button', { name: 'Send to display' })).not.toBeInTheDocument();
    const none = setup();
    await none.user.click(screen.getAllByRole('button', { name: 'Present' })[1] as HTMLElement);
    expect(none.device.show).not.toHaveBeenCalled();
  });

  it('shows a page\'s tactile picture instead of its text', async () => {
    const device = connected320();
    const client = fakeClient({ '/to-dtms': tactileAnswer() });
    const blocks: BlockElement[] = [paragraph('a'), { type: 'image', src: '/drive-app/file/map.png', alt: 'Map', tactile: '7', children: [{ text: '' }] }];
    const { user } = setup({ blocks, device, client });
    await open(user);
    await waitFor(() => expect(device.show).toHaveBeenCalled());
    expect(client.gets.map((get) => get.path)).toEqual(['/drive-app/v1/dtm/images/7/device/320/to-dtms']);
    const shown = vi.mocked(device.show).mock.calls.at(-1)?.[0];
    expect(shown?.graphic[0]).toBe(1);
    expect(shown?.text).toEqual(expect.objectContaining({ 0: 1 }));
  });

  it('falls back to the page\'s text when its tactile picture cannot be had', async () => {
    const device = connected320();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocks: BlockElement[] = [paragraph('a'), { type: 'image', src: '/drive-app/file/map.png', alt: 'b', tactile: '7', children: [{ text: '' }] }];
    const { user } = setup({ blocks, device });
    const [text] = await screensOf(blocks);
    await open(user);
    await waitFor(() => expect(device.show).toHaveBeenLastCalledWith(screenContent(text)));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
