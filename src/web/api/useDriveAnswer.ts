import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from './apiTypes.ts';

export interface DriveAnswer<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
}

/**
 * One drive call for a dialog, made again whenever `key` changes (and on
 * retry). Dialogs want a fresh answer each time they open, so there is no
 * cache; an answer that arrives for an older key is dropped. (The Canvas may
 * be shown in layouts without React Query, so this does not use it.)
 */
export function useDriveAnswer<T>(key: string, load: () => Promise<ApiResult<T>>): DriveAnswer<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly result: ApiResult<T> } | undefined>();
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const current = `${attempt}:${key}`;
  useEffect(() => {
    let live = true;
    void loader.current().then((result) => {
      if (live) setAnswer({ key: current, result });
    });
    return () => {
      live = false;
    };
  }, [current]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = answer?.key === current ? answer.result : undefined;
  return { data: result?.ok ? result.data : undefined, loading: result === undefined, failed: result !== undefined && !result.ok, retry };
}
