import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasCommandMessages, canvasFileMessages, createDocument, cursorMessages, createPage, describeLineMessages, pageMessages, type CanvasDocument } from '../../../../core/canvas/index.ts';
import { gridForModel, setPin } from '../../../../core/pins/index.ts';
import { writeAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { announce } from '../../../ui/announcer.ts';
import { CloudFileError, loadCloudDocument } from '../../canvas/file/loadCloudDocument.ts';
import { pinGridMessages } from '../../canvas/grid/messages.ts';
import { recordingContext } from '../../canvas/grid/recordingContext.ts';
import { ContentProviders, fakeAudioPlayer } from '../../canvas/placement/testing/contentFakes.tsx';
import { renderCanvas, text } from '../../canvas/testing/renderCanvas.tsx';
import EasyTactileView from './EasyTactileView.tsx';
import { easyCanvasMessages, easyTactileMessages as m } from './messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../canvas/file/loadCloudDocument.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  loadCloudDocument: vi.fn(),
}));

/** A busy machine (every test file at once) can take more than the default second to settle the first render. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext() as unknown as CanvasRenderingContext2D);
  vi.mocked(announce).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** Two pages: a dot with a description and a sound, then a blank page with a braille line. */
function book(): CanvasDocument {
  const first = { ...createPage(320, setPin(gridForModel(320), 0, 0)), altText: 'A dot in the corner', audio: { ref: 'blob:sound', name: 'a.mp3', contentType: 'audio/mpeg' as const, play: 'manual' as const, speed: 1.5 } };
  const second = { ...createPage(320), altText: '', text: { plain: 'the end', cells: new Uint8Array([1, 2]) } };
  return { ...createDocument(320, 'Shapes'), pages: [first, second] };
}

function setup(path = '/easy/tactile?dtmNo=41') {
  const audio = fakeAudioPlayer();
  const result = renderCanvas(
    <ContentProviders fakes={{ audio }}>
      <EasyTactileView />
    </ContentProviders>,
    { scope: 'easy', path },
  );
  return { ...result, audio };
}

describe('Easy tactile', () => {
  it('opens the file named by dtmNo and shows its pages for reading, saying so', async () => {
    vi.mocked(loadCloudDocument).mockResolvedValue(book());
    const { device } = setup();
    expect(screen.getByRole('status')).toHaveTextContent(text(m.loading));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shapes' }, SLOW)).toBeInTheDocument();
    expect(loadCloudDocument).toHaveBeenCalledWith(expect.anything(), '41');
    expect(announce).toHaveBeenCalledWith(text(m.opened, { title: 'Shapes', pages: 2 }));
    expect(screen.getByText('A dot in the corner')).toBeInTheDocument();
    // The display is fed from a passive effect, which React may run just after the commit that showed the heading.
    await waitFor(() => expect(device.show).toHaveBeenCalled(), SLOW);
    expect(screen.getByRole('application')).toHaveAccessibleDescription(expect.stringContaining(text(pinGridMessages.helpRead)));
  });

  it('turns pages, describes the picture, plays the page\'s sound and sends to the device', async () => {
    vi.mocked(loadCloudDocument).mockResolvedValue(book());
    const { audio, device } = setup();
    const actions = await screen.findByRole('group', { name: text(m.pageActions) }, SLOW);
    await userEvent.click(within(actions).getByRole('button', { name: text(m.playSound) }));
    expect(audio.play).toHaveBeenCalledWith('blob:sound', 1.5);
    await userEvent.click(within(actions).getByRole('button', { name: text(m.describe) }));
    expect(announce).toHaveBeenCalled();
    await userEvent.click(within(actions).getByRole('button', { name: text(m.nextPage) }));
    expect(announce).toHaveBeenLastCalledWith(text(pageMessages.position, { page: 2, pages: 2 }), 'polite');
    expect(screen.getByText('the end')).toBeInTheDocument();
    expect(screen.getByText(text(m.noDescription))).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: text(m.playSound) }));
    expect(announce).toHaveBeenLastCalledWith(text(m.noSound), 'assertive');
    await userEvent.click(within(actions).getByRole('button', { name: text(m.nextPage) }));
    expect(announce).toHaveBeenLastCalledWith(text(pageMessages.lastPage), 'assertive');
    await userEvent.click(within(actions).getByRole('button', { name: text(m.previousPage) }));
    await userEvent.click(within(actions).getByRole('button', { name: text(m.previousPage) }));
    expect(announce).toHaveBeenLastCalledWith(text(describeLineMessages.firstPage), 'assertive');
    expect(within(actions).getByRole('button', { name: text(easyCanvasMessages.sendToDevice) })).toBeInTheDocument();
    expect(device.setPager).toHaveBeenCalled();
  });

  it("plays each page's audio as it opens when the user's automatic playback (autoAudYn) is on, at the user's speed", async () => {
    writeAudioPlayback({ autoPlay: true, rate: 2 });
    vi.mocked(loadCloudDocument).mockResolvedValue(book());
    const { audio } = setup();
    await screen.findByRole('group', { name: text(m.pageActions) }, SLOW);
    // The first page's audio is "manual" for its author; the user's Y plays it anyway, at 1.5 × 2.
    await waitFor(() => expect(audio.play).toHaveBeenCalledWith('blob:sound', 3), SLOW);
  });

  it('plays nothing by itself with automatic playback off (autoAudYn N, the default)', async () => {
    vi.mocked(loadCloudDocument).mockResolvedValue(book());
    const { audio } = setup();
    await screen.findByRole('group', { name: text(m.pageActions) }, SLOW);
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('draws nothing: the grid only reads', async () => {
    vi.mocked(loadCloudDocument).mockResolvedValue(book());
    setup();
    const grid = await screen.findByRole('application', {}, SLOW);
    grid.focus();
    await userEvent.keyboard(' ');
    expect(announce).toHaveBeenLastCalledWith(text(cursorMessages.brief, { column: 1, row: 1, state: text(cursorMessages.raised) }), 'polite');
    await userEvent.keyboard('{Delete}');
    await userEvent.keyboard(' ');
    expect(announce).toHaveBeenLastCalledWith(text(cursorMessages.brief, { column: 1, row: 1, state: text(cursorMessages.raised) }), 'polite');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text(canvasCommandMessages.undo) })).not.toBeInTheDocument();
  });

  it('without a file, points to Easy cloud', () => {
    setup('/easy/tactile');
    expect(screen.getByText(text(m.noFile))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text(m.goToCloud) })).toHaveAttribute('href', '/easy/cloud');
  });

  it('says why a file cannot be opened', async () => {
    vi.mocked(loadCloudDocument).mockRejectedValue(new CloudFileError('no document', { message: canvasFileMessages.unsupported }));
    setup();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(text(m.failed, { reason: text(canvasFileMessages.unsupported) }));
    await act(async () => undefined);
  });
});
