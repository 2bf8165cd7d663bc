import { useEffect, useRef, useState } from 'react';

/**
 * A search field over a search kept elsewhere (the address): what is typed
 * is committed after a pause, or at once on Enter. When the search changes
 * from outside (another folder clears it), the field follows.
 */
export function useDebouncedSearch(current: string, commit: (text: string) => void, delay = 400) {
  // `base`: the committed search the draft was typed over.
  const [draft, setDraft] = useState({ text: current, base: current });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = draft.base === current ? draft.text : current;

  const commitNow = (value: string) => {
    clearTimeout(timer.current);
    setDraft({ text: value, base: value });
    if (value !== current) commit(value);
  };
  return {
    text,
    setText: (value: string) => {
      setDraft({ text: value, base: current });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commitNow(value), delay);
    },
    submit: () => commitNow(text),
  };
}
