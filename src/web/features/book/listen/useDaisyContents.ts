import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { daisyContents, type DaisyContentsResult } from '../api/daisyApi.ts';

/** How often a book being made is asked about again. */
export const PENDING_POLL_MS = 3000;

export type ContentsState = { readonly kind: 'loading' } | DaisyContentsResult;

/**
 * GET /doc/daisy-contents for the player: asked once, then every 3 s while
 * the book is being made (one ask at a time), until it is ready, absent or
 * failed. Asked again on retry; an answer for a document left is dropped.
 */
export function useDaisyContents(client: ApiClient, dtmNo: string): ContentsState & { readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${dtmNo}`;
  const [answer, setAnswer] = useState<{ readonly key: string; readonly state: ContentsState }>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      void daisyContents(client, dtmNo).then((result) => {
        if (!live) return;
        setAnswer({ key, state: result });
        if (result.kind === 'pending') timer = setTimeout(ask, PENDING_POLL_MS);
      });
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, dtmNo, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ContentsState = answer?.key === key ? answer.state : { kind: 'loading' };
  return { ...state, retry };
}
