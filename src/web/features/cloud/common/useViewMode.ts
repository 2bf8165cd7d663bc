import { useCallback, useState } from 'react';

export type ViewMode = 'CARD' | 'LIST';

const read = (key: string): ViewMode => {
  try {
    return window.localStorage.getItem(key) === 'LIST' ? 'LIST' : 'CARD';
  } catch {
    return 'CARD';
  }
};

/** Spec §4: the view mode, CARD or LIST, remembered on this computer per screen. */
export function useViewMode(screen: 'cloud' | 'library' | 'trash'): readonly [ViewMode, (mode: ViewMode) => void] {
  const key = `tactile.${screen}.view`;
  const [mode, setMode] = useState<ViewMode>(() => read(key));
  const change = useCallback(
    (next: ViewMode) => {
      setMode(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Storage may be off (private windows): the choice lasts for this visit.
      }
    },
    [key],
  );
  return [mode, change] as const;
}
