import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import type { BookPagesApi, DrivePage } from './bookPagesApi.ts';
import { usePageProperties } from './usePageProperties.ts';

const BLOCKS: BlockElement[] = [
  { type: 'paragraph', children: [{ text: 'one' }] },
  { type: 'page-break', children: [{ text: '' }] },
  { type: 'paragraph', children: [{ text: 'two' }] },
];

const page = (pageNo: number, altText: string): DrivePage => ({ pageNo, altText, audioUrl: null, audioPlayMode: 'manual', playbackRate: 1 });

describe('usePageProperties', () => {
  it('keeps a page edited while the drive\'s answer was on its way, and takes the drive\'s for the others', async () => {
    let answer!: (result: ApiResult<{ readonly items: readonly DrivePage[] }>) => void;
    const api = { pageAudio: () => new Promise((resolve) => (answer = resolve)) } as unknown as BookPagesApi;
    const wrapper = ({ children }: { readonly children: ReactNode }) => (
      <ApiContext.Provider value={{} as ApiClient}>
        <IntlProvider locale="en" messages={{}} onError={() => undefined}>
          {children}
        </IntlProvider>
      </ApiContext.Provider>
    );
    const { result } = renderHook(() => usePageProperties(api), { wrapper });
    let loading!: Promise<void>;
    act(() => {
      loading = result.current.load('42', BLOCKS);
    });
    act(() => result.current.set(BLOCKS, 1, { altText: 'Typed meanwhile' }));
    await act(async () => {
      answer({ ok: true, status: 200, data: { items: [page(1, 'From the drive'), page(2, 'Page two')] } });
      await loading;
    });
    expect(result.current.get(BLOCKS, 1).altText).toBe('Typed meanwhile');
    expect(result.current.get(BLOCKS, 2).altText).toBe('Page two');
  });
});
