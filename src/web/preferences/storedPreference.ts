import { useSyncExternalStore } from 'react';

/** A preference kept in local storage as JSON: read, written, and followed by every reader. */
export interface StoredPreference<T> {
  read(): T;
  write(value: T): void;
  use(): T;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * One store per key: `parse` turns the stored text (null when none) into a
 * valid value, falling back field by field. Every reader follows a write at
 * once, and a change made in another tab too (the storage event).
 */
export function storedPreference<T>(key: string, parse: (text: string | null) => T, fallback: T): StoredPreference<T> {
  const listeners = new Set<() => void>();
  let cachedText: string | null | undefined;
  let cached = fallback;
  // Set when storage refused a write: the value still holds for this visit.
  let unstored: { value: T } | undefined;

  function read(): T {
    if (unstored) return unstored.value;
    let text: string | null = null;
    try {
      text = storage()?.getItem(key) ?? null;
    } catch {
      // storage disabled: the default, for this visit
    }
    // The same object while the stored text is the same, as useSyncExternalStore needs.
    if (text !== cachedText) {
      cachedText = text;
      cached = parse(text);
    }
    return cached;
  }

  function write(value: T): void {
    try {
      storage()?.setItem(key, JSON.stringify(value));
      unstored = undefined;
    } catch {
      // not remembered across visits, but every reader has it now
      unstored = { value };
    }
    for (const listener of [...listeners]) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, use: () => useSyncExternalStore(subscribe, read, () => fallback) };
}
