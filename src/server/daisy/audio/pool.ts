// Runs a task per item, at most `limit` at once. On the first failure (or an
// abort) no new task starts; the ones running are awaited, so nothing is
// left writing into a folder the caller is about to remove; then the first
// error is thrown.

export async function runPool<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>, signal: AbortSignal): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && !signal.aborted && next < items.length) {
      const index = next;
      next += 1;
      try {
        await task(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
  signal.throwIfAborted();
}
