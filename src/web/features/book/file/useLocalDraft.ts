import { useEffect, useRef, useState } from 'react';
import type { BookDocumentState } from '../document/documentState.ts';
import { CHANGE_DEBOUNCE_MS, isDirty } from '../document/documentState.ts';
import type { BookCodec } from '../document/bookCodec.ts';
import { draftKey, type Draft, type DraftStore } from './draftStore.ts';

/** Drafts are written at the pace of the editor's change events (spec §9). */
export const DRAFT_DEBOUNCE_MS = CHANGE_DEBOUNCE_MS;

export interface DraftOffer {
  readonly draft: Draft;
  readonly restore: () => void;
  readonly discard: () => void;
}

interface Options {
  readonly store: DraftStore;
  readonly codec: BookCodec;
  readonly state: BookDocumentState;
  /** The draft's text back in the document. */
  readonly onRestore: (draft: Draft) => void;
  /** False while the document is still loading: nothing is read or written. */
  readonly ready: boolean;
}

/**
 * Keeps the document's local draft: when a document is opened (or a new one
 * started) its draft is looked for first, and offered back if it differs
 * from what was opened; after that, every change is written 300 ms after the
 * typing stops while there are unsaved changes, and the draft is removed
 * once there are none (saved, or undone).
 */
export function useLocalDraft({ store, codec, state, onRestore, ready }: Options): DraftOffer | undefined {
  const key = draftKey(state.userNo, state.dtmNo);
  const [checked, setChecked] = useState<string>();
  const [offer, setOffer] = useState<{ readonly key: string; readonly draft: Draft }>();
  const contents = useRef(state.contents);
  // A draft keeps the text only; restored, it keeps the document's ignored checks, so it is compared with them too.
  const ignoredChecks = useRef(state.doc.ignoredChecks);
  const restoreRef = useRef(onRestore);
  useEffect(() => {
    contents.current = state.contents;
    ignoredChecks.current = state.doc.ignoredChecks;
    restoreRef.current = onRestore;
  });

  // A document's draft is looked for once, when it is shown.
  useEffect(() => {
    if (!ready || checked === key) return;
    let live = true;
    void store.get(key).then((draft) => {
      if (!live) return;
      const page = { ...(draft?.lang ? { lang: draft.lang } : {}), blocks: draft?.blocks ?? [], ...(ignoredChecks.current ? { ignoredChecks: ignoredChecks.current } : {}) };
      const differs = draft !== undefined && codec.toHtml(page, draft.title) !== contents.current;
      setOffer(differs ? { key, draft } : undefined);
      setChecked(key);
    });
    return () => {
      live = false;
    };
  }, [ready, checked, key, store, codec]);

  const dirty = isDirty(state);
  const { title, doc } = state;
  // Written (or removed) only once looked for, and not while the offer waits: it must not be overwritten.
  const active = ready && checked === key && offer === undefined;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      if (dirty) void store.put(key, { title, blocks: doc.blocks, ...(doc.lang ? { lang: doc.lang } : {}), savedAt: Date.now() });
      else void store.remove(key);
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, dirty, key, title, doc, store]);

  if (offer === undefined || offer.key !== key) return undefined;
  return {
    draft: offer.draft,
    restore: () => {
      setOffer(undefined);
      restoreRef.current(offer.draft);
    },
    discard: () => {
      setOffer(undefined);
      void store.remove(key);
    },
  };
}
