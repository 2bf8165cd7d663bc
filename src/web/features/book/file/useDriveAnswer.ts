import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../api/apiTypes.ts';

export interface DriveAnswer<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
}

/**
 * One drive call for a dialog, made again when `key` changes or on retry;
 * a dialog wants a fresh answer each time it opens, so nothing is cached,
 * and an answer for an older key is dropped.
 */
export function useDriveAnswer<T>(key: string, load: () => Promise<ApiResult<T>>): DriveAnswer<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly result: ApiResult<T> }>();
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
