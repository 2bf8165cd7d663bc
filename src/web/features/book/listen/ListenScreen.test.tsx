import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRIVE_ERROR_CODES, DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiResult } from '../../../api/apiTypes.ts';
import { announce } from '../../../ui/announcer.ts';
import { fakeClient } from '../presentation/testing/presentationFakes.ts';
import { ListenScreen } from './ListenScreen.tsx';
import { audioBook, textOnlyBook } from './testing/daisyBook.ts';
import { fakeDaisyAudio, type FakeDaisyAudio } from './testing/fakeDaisyAudio.ts';
import { renderPlayer } from './testing/renderPlayer.tsx';
import { PENDING_POLL_MS } from './useDaisyContents.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const said = () => vi.mocked(announce).mock.calls.map(([text]) => text);
const current = () => document.querySelector('[aria-current="true"]');

function show(answer: ApiResult<unknown>, audio: FakeDaisyAudio = fakeDaisyAudio()) {
  const client = fakeClient({ [DRIVE_PATHS.daisyContents]: answer });
  renderPlayer(<ListenScreen dtmNo="42" client={client} />, { audio });
  return { client, audio };
}

const ready = (contents = audioBook()): ApiResult<unknown> => ({ ok: true, status: 200, data: contents });

beforeEach(() => vi.mocked(announce).mockClear());

describe('ListenScreen states', () => {
  afterEach(() => vi.useRealTimers());

  it('says the book is being made and asks again every 3 s until it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: ApiResult<unknown>[] = [{ ok: false, status: 202, errors: [] }, ready()];
    const client = fakeClient({});
    client.get = vi.fn(async () => answers.shift() ?? ready()) as typeof client.get;
    renderPlayer(<ListenScreen dtmNo="42" client={client} />, { audio: fakeDaisyAudio() });
    expect(await screen.findByRole('status')).toHaveTextContent('The DAISY book is being made. It opens here when it is ready.');
    expect(client.get).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(client.get).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rivers' })).toBeInTheDocument();
  });

  it('says there is no book yet and how to make one', async () => {
    show({ ok: false, status: 404, errors: [{ code: DRIVE_ERROR_CODES.daisyNotFound, msg: 'No DAISY book' }] });
    const status = (await screen.findByText('No DAISY book yet.')).parentElement;
    expect(status).toHaveRole('status');
    expect(status).toHaveTextContent('To make one, open the document and choose “DAISY 3 talking book…”.');
    expect(screen.getByRole('link', { name: 'Back to the document' })).toHaveAttribute('href', '/read?dtmNo=42');
  });

  it('gives a failed book\'s reason in words', async () => {
    show({ ok: false, status: 409, errors: [{ code: DRIVE_ERROR_CODES.daisyFailed, msg: 'The DAISY book failed: TIMED_OUT' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The DAISY book could not be made. Making the book took too long and was stopped.');
  });

  it('says a missing or foreign document was not found, with a retry', async () => {
    const { client } = show({ ok: false, status: 404, errors: [{ code: 'NOT_FOUND', msg: 'Not found' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be found');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(client.gets).toHaveLength(2));
  });
});

describe('the player', () => {
  it('shows the title, the position, the time, the page\'s phrases with the first current, and the headings', async () => {
    show(ready());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rivers' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2, phrase 1 of 8')).toBeInTheDocument();
    expect(screen.getByText('0:00 of 0:10')).toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Page 1' });
    expect(within(page).getAllByText(/./).map((one) => one.textContent)).toEqual(['Page 1', 'Rivers', '1', 'Water', 'Water flows down.', 'Rain', 'Rain falls.']);
    expect(current()).toHaveTextContent('Rivers');
    expect(within(screen.getByRole('listbox', { name: 'Headings' })).getAllByRole('option').map((one) => one.textContent)).toEqual(['Water', 'Rain']);
    const toolbar = screen.getByRole('toolbar', { name: 'Player controls' });
    expect(within(toolbar).getAllByRole('button').map((one) => one.textContent)).toEqual([
      'Play',
      'Previous heading',
      'Previous page',
      'Previous phrase',
      'Next phrase',
      'Next page',
      'Next heading',
      'Slower',
      'Faster',
      'Read position',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Next heading' })).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowDown');
  });

  it('moves by heading, page and phrase from the keyboard, saying each jump, the highlight following', async () => {
    const user = userEvent.setup();
    const { audio } = show(ready());
    await screen.findByRole('heading', { level: 1, name: 'Rivers' });
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(current()).toHaveTextContent('Water');
    expect(said()).toContain('Heading level 1: Water');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(current()).toHaveTextContent('Rain');
    expect(said()).toContain('Heading level 2: Rain');
    expect(audio.source()).toBe('https://files.test/part002.mp3?sig=2');
    expect(audio.time()).toBe(0);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(said().at(-1)).toBe('No next heading.');
    await user.keyboard('{Alt>}{PageDown}{/Alt}');
    expect(screen.getByRole('region', { name: 'Page 2' })).toBeInTheDocument();
    expect(current()).toHaveTextContent('2');
    expect(said().at(-1)).toBe('Page 2');
    expect(audio.time()).toBe(2);
    await user.keyboard('{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    expect(current()).toHaveTextContent('Clouds form again.');
    expect(said().at(-1)).toBe('Clouds form again.');
    await user.keyboard('{Alt>}{PageDown}{/Alt}');
    expect(said().at(-1)).toBe('This is the last page.');
    await user.keyboard('{Alt>}{PageUp}{/Alt}');
    expect(current()).toHaveTextContent('Rivers');
    expect(audio.source()).toBe('https://files.test/part001.mp3?sig=1');
    await user.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    expect(said().at(-1)).toBe('Start of the book.');
  });

  it('plays, follows the audio phrase by phrase without saying them, and goes on to the next file at a file\'s end', async () => {
    const user = userEvent.setup();
    const { audio } = show(ready());
    await screen.findByRole('heading', { level: 1, name: 'Rivers' });
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    expect(audio.paused()).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    vi.mocked(announce).mockClear();
    act(() => audio.advanceTo(2.5));
    expect(current()).toHaveTextContent('Water flows down.');
    expect(screen.getByText('0:02 of 0:10')).toBeInTheDocument();
    act(() => audio.end());
    expect(audio.source()).toBe('https://files.test/part002.mp3?sig=2');
    await waitFor(() => expect(audio.paused()).toBe(false));
    act(() => audio.advanceTo(1.5));
    expect(current()).toHaveTextContent('Rain falls.');
    expect(screen.getByText('0:06 of 0:10')).toBeInTheDocument();
    expect(said()).toEqual([]);
    // A jump while playing keeps playing, from the target's start: back to this part's heading, then the one before.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(current()).toHaveTextContent('Rain');
    expect(audio.time()).toBe(0);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(current()).toHaveTextContent('Water');
    expect(audio.source()).toBe('https://files.test/part001.mp3?sig=1');
    expect(audio.time()).toBe(1);
    expect(audio.paused()).toBe(false);
    act(() => audio.end());
    act(() => audio.end());
    expect(said().at(-1)).toBe('End of the book.');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('pauses from the toolbar, changes speed by shortcut within 0.5× to 3×, and reads the position', async () => {
    const user = userEvent.setup();
    const { audio } = show(ready());
    await screen.findByRole('heading', { level: 1, name: 'Rivers' });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.paused()).toBe(true);
    await user.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    expect(audio.rate()).toBe(1.25);
    expect(said().at(-1)).toBe('Speed 1.25×');
    expect(screen.getByRole('slider', { name: 'Playback speed' })).toHaveValue('1.25');
    for (let i = 0; i < 5; i += 1) await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(audio.rate()).toBe(0.5);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.keyboard('{Alt>}{Shift>}I{/Shift}{/Alt}');
    expect(said().at(-1)).toBe('Heading “Water”, page 1 of 2, phrase 3 of 8. 0:01 of 0:10');
  });

  it('shows Play again when something else pauses the audio, and goes on from there', async () => {
    const user = userEvent.setup();
    const { audio } = show(ready());
    await screen.findByRole('heading', { level: 1, name: 'Rivers' });
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    act(() => audio.advanceTo(2.5));
    act(() => audio.pauseFromOutside());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    expect(audio.paused()).toBe(false);
    expect(audio.time()).toBe(2.5);
    expect(current()).toHaveTextContent('Water flows down.');
  });

  it('goes to a heading picked from the list', async () => {
    const user = userEvent.setup();
    show(ready());
    await screen.findByRole('heading', { level: 1, name: 'Rivers' });
    screen.getAllByRole('option')[0]?.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(current()).toHaveTextContent('Rain');
    expect(said().at(-1)).toBe('Heading level 2: Rain');
  });

  it('reads a text-only book: navigation and highlight, nothing to play, and says so', async () => {
    const user = userEvent.setup();
    const audio = fakeDaisyAudio();
    show(ready(textOnlyBook()), audio);
    await screen.findByRole('heading', { level: 1, name: 'Rivers' });
    expect(screen.getByText('This book has no audio: read it as text and braille.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Faster' })).toBeNull();
    await user.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    expect(audio.rate()).toBe(1);
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    expect(said().at(-1)).toBe('This book has no audio: read it as text and braille.');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    expect(current()).toHaveTextContent('Water flows down.');
    expect(said().at(-1)).toBe('Water flows down.');
    expect(audio.loads).toEqual([]);
    expect(document.querySelector('audio')).toBeNull();
  });

  it('lists no headings for a book without any, and says so on moving by heading', async () => {
    const user = userEvent.setup();
    const contents = audioBook();
    show(ready({ ...contents, headings: [], phrases: contents.phrases.map((one) => (one.kind === 'heading' ? { ...one, kind: 'phrase' as const } : one)) }));
    expect(await screen.findByText('This book has no headings.')).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(said().at(-1)).toBe('No next heading.');
    expect(current()).toHaveTextContent('Rivers');
  });
});
