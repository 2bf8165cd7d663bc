import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import type { AuthPort } from '../../../auth/authPort.ts';
import { AuthProvider } from '../../../auth/SessionContext.tsx';
import { createSessionProblemStore } from '../../../session/sessionProblemStore.ts';
import { SessionProblemsContext } from '../../../session/SessionProblemsContext.ts';
import type { DaisyState } from '../api/daisyApi.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { DaisyExport } from './DaisyExport.tsx';
import type { DaisyStateView } from './DaisyBookState.tsx';
import { DaisyExportDialog } from './DaisyExportDialog.tsx';
import { stopFollowingDaisyBooks } from './followDaisyBook.ts';

// Keyboard only, as the users who need DAISY books work.

const known = (status: DaisyState['status'], change: Partial<DaisyState> = {}): DaisyStateView => ({
  kind: 'known',
  state: { dtmNo: '42', status, audio: 'Y', voice: 'female', rate: 175, errorCode: null, error: null, createdAt: null, size: null, totalTime: null, ...change },
});

function openDialog(state: DaisyStateView = known('NONE')) {
  const onExport = vi.fn();
  const onDownload = vi.fn();
  const onClose = vi.fn();
  renderBookInEnglish(<DaisyExportDialog state={state} onExport={onExport} onDownload={onDownload} onClose={onClose} />);
  return { onExport, onDownload, onClose, user: userEvent.setup() };
}

afterEach(() => stopFollowingDaisyBooks());

describe('the DAISY 3 export dialog', () => {
  it('names the format in words and offers content, voice and rate, starting on the content', () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Export as DAISY 3' });
    expect(dialog).toHaveTextContent('FormatDAISY 3 (ANSI/NISO Z39.86-2005)');
    expect(screen.getByRole('radiogroup', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text and audio (synthesised speech)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Text and audio (synthesised speech)' })).toHaveFocus();
    const voice = screen.getByRole('button', { name: /Voice/ });
    expect(voice).toHaveTextContent('Female voice');
    expect(voice).toHaveAccessibleDescription("eSpeak NG, in the document's language; pages with their own recording use it.");
    expect(screen.getByRole('textbox', { name: 'Rate (words per minute)' })).toHaveValue('175');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('disables voice and rate for a text-only book, and exports it without them', async () => {
    const { onExport, user } = openDialog();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Text only' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Voice/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Rate (words per minute)' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledExactlyOnceWith({ audio: false, voice: 'female', rate: 175 });
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox', { name: 'Rate (words per minute)' })).toBeEnabled();
  });

  it('refuses an empty rate on the field, focused, and exports nothing', async () => {
    const { onExport, user } = openDialog();
    await user.tab(); // the voice
    await user.tab(); // the rate
    const rate = screen.getByRole('textbox', { name: 'Rate (words per minute)' });
    expect(rate).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    expect(onExport).not.toHaveBeenCalled();
    expect(rate).toHaveFocus();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of words per minute from 80 to 400.'));
    await user.keyboard('250{Enter}');
    expect(onExport).toHaveBeenCalledExactlyOnceWith({ audio: true, voice: 'female', rate: 250 });
  });

  it('keeps a typed rate within 80 to 400, and steps by 5 with the arrows', async () => {
    const { onExport, user } = openDialog();
    await user.tab();
    await user.tab();
    await user.keyboard('{Control>}a{/Control}1000{Enter}');
    expect(onExport).toHaveBeenLastCalledWith({ audio: true, voice: 'female', rate: 400 });
    await user.keyboard('{Control>}a{/Control}12{Enter}');
    expect(onExport).toHaveBeenLastCalledWith({ audio: true, voice: 'female', rate: 80 });
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onExport).toHaveBeenLastCalledWith({ audio: true, voice: 'female', rate: 90 });
  });

  it('chooses the male voice by keyboard', async () => {
    const { onExport, user } = openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: /Voice/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: /Voice/ })).toHaveTextContent('Male voice');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledExactlyOnceWith({ audio: true, voice: 'male', rate: 175 });
  });

  it('shows the latest book: made with its date, size and content, and a Download', async () => {
    const { onDownload, user } = openDialog(known('SUCCESS', { createdAt: '2026-11-28T10:00:00Z', size: 3 * 1024 * 1024 + 200_000, audio: 'N' }));
    const current = screen.getByRole('region', { name: 'Current book' });
    expect(current).toHaveTextContent(/Made on .*2026.*, 3\.2 MB, Text only/);
    await user.tab(); // voice
    await user.tab(); // rate
    await user.tab(); // Download
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('shows a book being made, a failed one with its reason, none, and an unknown state, without Download', () => {
    const cases: [DaisyStateView, string][] = [
      [known('ONGOING'), 'Being made…'],
      [known('FAILED', { errorCode: 'BAD_RECORDING' }), "Could not be made. A page's recording could not be read. Check the pages' audio and try again."],
      [known('NONE'), 'No book made yet.'],
      [{ kind: 'unknown' }, "The book's state could not be read."],
      [{ kind: 'loading' }, 'Checking for a book…'],
    ];
    for (const [state, text] of cases) {
      const { unmount } = renderBookInEnglish(<DaisyExportDialog state={state} onExport={vi.fn()} onDownload={vi.fn()} onClose={vi.fn()} />);
      expect(screen.getByRole('status')).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
      unmount();
    }
  });

  it('closes with Escape', async () => {
    const { onClose, user } = openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel, exporting nothing', async () => {
    const { onClose, onExport, user } = openDialog();
    await user.tab(); // voice
    await user.tab(); // rate
    await user.tab(); // Export
    await user.tab(); // Cancel
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onExport).not.toHaveBeenCalled();
  });
});

describe('the export dialog with the server', () => {
  function mount(answers: { status: ApiResult<unknown>; started: ApiResult<unknown> }) {
    const client = {
      get: vi.fn(async () => answers.status),
      post: vi.fn(async () => answers.started),
    } as unknown as ApiClient & { get: ReturnType<typeof vi.fn>; post: ReturnType<typeof vi.fn> };
    const auth = { accessToken: () => 'tok', hasRefreshToken: () => false, session: () => undefined, subscribe: () => () => undefined } as unknown as AuthPort;
    const onClose = vi.fn();
    render(
      <IntlProvider locale="en" defaultLocale="ko" messages={en}>
        <MemoryRouter>
          <AuthProvider auth={auth}>
            <SessionProblemsContext.Provider value={createSessionProblemStore()}>
              <ApiContext.Provider value={client}>
                <DaisyExport doc={{ dtmNo: '42', title: 'Geography' }} onClose={onClose} />
              </ApiContext.Provider>
            </SessionProblemsContext.Provider>
          </AuthProvider>
        </MemoryRouter>
      </IntlProvider>,
    );
    return { client, onClose, user: userEvent.setup() };
  }

  it('reads the latest book, then sends the choices as the request body and closes', async () => {
    const { client, onClose, user } = mount({
      status: { ok: true, status: 200, data: (known('ONGOING') as { readonly state: DaisyState }).state },
      started: { ok: true, status: 201, data: {} },
    });
    expect(await screen.findByText('Being made…')).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/drive-app/v1/doc/daisy-status', { auth: true, query: { dtmNo: '42' } });
    await user.tab();
    await user.tab();
    await user.keyboard('{Control>}a{/Control}220{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(client.post).toHaveBeenCalledWith('/drive-app/v1/doc/daisy-convert', { auth: true, body: { dtmNo: '42', format: 'DAISY3', audio: 'Y', voice: 'female', rate: 220 } });
  });
});
