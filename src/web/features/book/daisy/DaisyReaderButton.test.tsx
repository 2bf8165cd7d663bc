import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import type { AuthPort } from '../../../auth/authPort.ts';
import { AuthProvider } from '../../../auth/SessionContext.tsx';
import { createSessionProblemStore } from '../../../session/sessionProblemStore.ts';
import { SessionProblemsContext } from '../../../session/SessionProblemsContext.ts';
import { DaisyReaderButton } from './DaisyReaderButton.tsx';

function mount(status: ApiResult<unknown>) {
  const get = vi.fn(async () => status);
  const client = { get, post: vi.fn() } as unknown as ApiClient;
  const auth = { accessToken: () => 'tok', hasRefreshToken: () => false, session: () => undefined, subscribe: () => () => undefined } as unknown as AuthPort;
  render(
    <IntlProvider locale="en" defaultLocale="ko" messages={en}>
      <MemoryRouter>
        <AuthProvider auth={auth}>
          <SessionProblemsContext.Provider value={createSessionProblemStore()}>
            <ApiContext.Provider value={client}>
              <button type="button">Before</button>
              <DaisyReaderButton doc={{ dtmNo: '42', title: 'Geography' }} />
            </ApiContext.Provider>
          </SessionProblemsContext.Provider>
        </AuthProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
  return { user: userEvent.setup(), get };
}

const none = { dtmNo: '42', status: 'NONE', audio: null, voice: null, rate: null, errorCode: null, error: null, createdAt: null, size: null, totalTime: null };

describe("the reader's DAISY button", () => {
  it('shows for the owner (the server answers the status) and opens the export dialog by keyboard', async () => {
    const { user } = mount({ ok: true, status: 200, data: none });
    const button = await screen.findByRole('button', { name: 'DAISY 3 talking book…' });
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Export as DAISY 3' })).toBeInTheDocument();
    expect(await screen.findByText('No book made yet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is not shown for another user's document (404)", async () => {
    const { get } = mount({ ok: false, status: 404, errors: [{ code: 'FILE_NOT_FOUND', msg: 'no' }] });
    expect(get).toHaveBeenCalledWith('/drive-app/v1/doc/daisy-status', { auth: true, query: { dtmNo: '42' } });
    // The answer has arrived and been read.
    await act(async () => await get.mock.results[0]?.value);
    expect(screen.queryByRole('button', { name: 'DAISY 3 talking book…' })).toBeNull();
  });
});
