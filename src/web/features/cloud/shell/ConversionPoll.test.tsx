import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient } from '../../../api/apiTypes.ts';
import type { AuthPort } from '../../../auth/authPort.ts';
import { AuthProvider } from '../../../auth/SessionContext.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { ConversionPoll } from './ConversionPoll.tsx';
import { CONVERSION_POLL_MS } from './conversionPoll.ts';

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

function fakeApi(): ApiClient {
  const answers = [{ ok: true, status: 200, data: { items: [{ dtmNo: '9', status: 'FAILED' }] } }];
  const get = vi.fn(async () => answers.shift() ?? { ok: true, status: 200, data: { items: [] } });
  const put = vi.fn(async () => ({ ok: true, status: 200, data: true }));
  return { get, put, post: vi.fn(), patch: vi.fn(), delete: vi.fn(), request: vi.fn() } as unknown as ApiClient;
}

function authAs(userNo: string | undefined): AuthPort {
  const session = userNo === undefined ? undefined : { name: 'U', userId: 'u', userNo, roles: [] };
  return { session: () => session, subscribe: () => () => undefined } as unknown as AuthPort;
}

function mount(api: ApiClient, userNo: string | undefined) {
  return render(
    <IntlProvider locale="en" defaultLocale="ko" messages={en}>
      <AuthProvider auth={authAs(userNo)}>
        <ApiContext.Provider value={api}>
          <ConversionPoll />
        </ApiContext.Provider>
      </AuthProvider>
    </IntlProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the conversion poll on a page', () => {
  it('polls for a signed-in user, shows the spec\'s toast and marks the item shown', async () => {
    const api = fakeApi();
    mount(api, '7');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(api.get).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status-popup', { auth: true, query: { userNo: '7' } });
    expect(showToast).toHaveBeenCalledWith('HTML conversion failed', 'error');
    expect(api.put).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status-popup', { auth: true, body: { dtmNo: '9' } });
  });

  it('does not poll for a guest', async () => {
    const api = fakeApi();
    mount(api, undefined);
    mount(api, 'GUEST');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 2));
    expect(api.get).not.toHaveBeenCalled();
  });
});
