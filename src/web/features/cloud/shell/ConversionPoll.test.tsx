import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import type { AuthPort } from '../../../auth/authPort.ts';
import { AuthProvider } from '../../../auth/SessionContext.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { ConversionPoll } from './ConversionPoll.tsx';
import { CONVERSION_POLL_MS } from './conversionPoll.ts';
import { DRIVE_KEY } from './driveKey.ts';

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

interface Finished {
  readonly dtmNo: string;
  readonly status: string;
  readonly a11yFindings?: { readonly errors: number; readonly warnings: number } | null;
}

/** The API client as the poll sees it (keys already camelCase): the finished conversions once, then none; each one's state. */
function fakeApi(finished: Finished[], states: Record<string, ApiResult<unknown>> = {}): ApiClient {
  const answers = [{ ok: true, status: 200, data: { items: finished } }];
  const get = vi.fn(async (path: string, options: { query?: { dtmNo?: string } } = {}) => {
    if (path.endsWith('/doc/convert-status')) return states[options.query?.dtmNo ?? ''] ?? { ok: false, status: 404, errors: [] };
    return answers.shift() ?? { ok: true, status: 200, data: { items: [] } };
  });
  const put = vi.fn(async () => ({ ok: true, status: 200, data: true }));
  return { get, put, post: vi.fn(), patch: vi.fn(), delete: vi.fn(), request: vi.fn() } as unknown as ApiClient;
}

function authAs(userNo: string | undefined): AuthPort {
  const session = userNo === undefined ? undefined : { name: 'U', userId: 'u', userNo, roles: [] };
  return { session: () => session, subscribe: () => () => undefined } as unknown as AuthPort;
}

function mount(api: ApiClient, userNo: string | undefined, queryClient = new QueryClient()) {
  return render(
    <IntlProvider locale="en" defaultLocale="ko" messages={en}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider auth={authAs(userNo)}>
          <ApiContext.Provider value={api}>
            <ConversionPoll />
          </ApiContext.Provider>
        </AuthProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the conversion poll on a page', () => {
  it('polls for a signed-in user, shows the spec\'s toast and marks the item shown', async () => {
    const api = fakeApi([{ dtmNo: '9', status: 'SUCCESS' }]);
    mount(api, '7');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(api.get).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status-popup', { auth: true, query: { userNo: '7' } });
    expect(showToast).toHaveBeenCalledWith('HTML conversion completed', 'success');
    expect(api.put).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status-popup', { auth: true, body: { dtmNo: '9' } });
  });

  it('says how many accessibility problems a converted document has to check, and nothing more when it has none', async () => {
    const api = fakeApi([
      { dtmNo: '9', status: 'SUCCESS', a11yFindings: { errors: 2, warnings: 1 } },
      { dtmNo: '10', status: 'SUCCESS', a11yFindings: { errors: 0, warnings: 1 } },
      { dtmNo: '11', status: 'SUCCESS', a11yFindings: { errors: 0, warnings: 0 } },
      { dtmNo: '12', status: 'SUCCESS', a11yFindings: null },
    ]);
    mount(api, '7');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(vi.mocked(showToast).mock.calls).toEqual([
      ['HTML conversion completed. 3 accessibility problems to check.', 'success'],
      ['HTML conversion completed. 1 accessibility problem to check.', 'success'],
      ['HTML conversion completed', 'success'],
      ['HTML conversion completed', 'success'],
    ]);
  });

  it('says why a conversion failed, asking for that document\'s state', async () => {
    const api = fakeApi([{ dtmNo: '9', status: 'FAILED' }], { '9': { ok: true, status: 200, data: { dtmNo: '9', status: 'FAILED', errorCode: 'NO_TEXT' } } });
    mount(api, '7');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(api.get).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status', { auth: true, query: { dtmNo: '9' } });
    expect(showToast).toHaveBeenCalledWith(
      'HTML conversion failed. This PDF has no text layer (its pages may be scanned). Convert it again at high quality to read the text on its pages.',
      'error',
    );
    expect(api.put).toHaveBeenCalledWith('/drive-app/v1/doc/convert-status-popup', { auth: true, body: { dtmNo: '9' } });
  });

  it('still shows the spec\'s failure toast when the reason cannot be had', async () => {
    const api = fakeApi([{ dtmNo: '9', status: 'FAILED' }]);
    mount(api, '7');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(showToast).toHaveBeenCalledWith('HTML conversion failed', 'error');
  });

  it('reads the drive\'s lists again after showing a finished conversion, and not after a round with none', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const api = fakeApi([{ dtmNo: '9', status: 'SUCCESS' }]);
    mount(api, '7', queryClient);
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: DRIVE_KEY });
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('does not poll for a guest', async () => {
    const api = fakeApi([{ dtmNo: '9', status: 'FAILED' }]);
    mount(api, undefined);
    mount(api, 'GUEST');
    await act(() => vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 2));
    expect(api.get).not.toHaveBeenCalled();
  });
});
