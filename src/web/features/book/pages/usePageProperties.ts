import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockElement } from '../../../../core/book/model.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { pageAudioMessages } from '../../../ui/pageAudio/messages.ts';
import { showToast } from '../../../ui/toasts.ts';
import { createBookPagesApi, type BookPagesApi } from './bookPagesApi.ts';
import { pageKeys } from './pageKeys.ts';
import { EMPTY_PAGE, keyedByNumber, NO_PAGE_PROPERTIES, propertiesInOrder, withPageProperties, type PageProperties, type PagePropertiesMap } from './pageProperties.ts';
import { pagePropertiesMessages as m } from './messages.ts';
import { applyPagesSync, loadDrivePages, NO_DRIVE_PAGES, preparePagesSync, type DrivePages } from './pagesSync.ts';

export interface PagePropertiesControl {
  /** Whether a page's properties changed since the last save or open (an unsaved change: the HTML does not hold them). */
  readonly changed: boolean;
  readonly hasChanges: () => boolean;
  /** Page `pageNo`'s (from 1) properties in these blocks. */
  readonly get: (blocks: readonly BlockElement[], pageNo: number) => PageProperties;
  readonly set: (blocks: readonly BlockElement[], pageNo: number, properties: PageProperties) => void;
  /** A new document: no properties, nothing held. */
  readonly reset: () => void;
  /** An opened document: its pages' properties from the drive, keyed by `blocks`' pages. */
  readonly load: (dtmNo: string, blocks: readonly BlockElement[]) => Promise<void>;
  /** The blocks were replaced (a restored draft): each page number keeps its properties. */
  readonly rekey: (before: readonly BlockElement[], after: readonly BlockElement[]) => void;
  /** Before a save of `blocks` to `dtmNo` (null: a new document): returns what to run once the HTML is saved to its number. */
  readonly beforeSave: (blocks: readonly BlockElement[], dtmNo: string | null) => Promise<(savedNo: string) => Promise<void>>;
}

/**
 * The Book document's page properties (alternative text and audio, spec §3):
 * kept by page identity (pageKeys.ts) while editing, read from the drive on
 * open, and written back by page number after each save (pagesSync.ts).
 */
export function usePageProperties(api?: BookPagesApi): PagePropertiesControl {
  const intl = useIntl();
  const client = useApi();
  const pagesApi = useMemo(() => api ?? createBookPagesApi(client), [api, client]);
  const [map, setMapState] = useState<PagePropertiesMap>(NO_PAGE_PROPERTIES);
  const mapRef = useRef(map);
  const [changed, setChangedState] = useState(false);
  const changedRef = useRef(false);
  const held = useRef<DrivePages>(NO_DRIVE_PAGES);
  const edits = useRef(0);
  // Each open or new document counts, so a late answer for an earlier one is dropped.
  const generation = useRef(0);

  const setMap = useCallback((next: PagePropertiesMap) => {
    mapRef.current = next;
    setMapState(next);
  }, []);
  const setChanged = useCallback((next: boolean) => {
    changedRef.current = next;
    setChangedState(next);
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    held.current = NO_DRIVE_PAGES;
    setMap(NO_PAGE_PROPERTIES);
    setChanged(false);
  }, [setChanged, setMap]);

  const load = useCallback(
    async (dtmNo: string, blocks: readonly BlockElement[]) => {
      reset();
      const mine = generation.current;
      const loaded = await loadDrivePages(pagesApi, dtmNo);
      if (mine !== generation.current) return;
      held.current = loaded.held;
      // A page edited while the answer was on its way keeps the edit (the map is empty from the reset but for those).
      setMap(new Map([...keyedByNumber(blocks, loaded.pages), ...mapRef.current]));
    },
    [pagesApi, reset, setMap],
  );

  const keyAt = (blocks: readonly BlockElement[], pageNo: number) => pageKeys(blocks)[pageNo - 1];

  const get = useCallback((blocks: readonly BlockElement[], pageNo: number) => {
    const key = keyAt(blocks, pageNo);
    return (key === undefined ? undefined : mapRef.current.get(key)) ?? EMPTY_PAGE;
  }, []);

  const set = useCallback(
    (blocks: readonly BlockElement[], pageNo: number, properties: PageProperties) => {
      const key = keyAt(blocks, pageNo);
      if (key === undefined) return;
      edits.current += 1;
      setMap(withPageProperties(mapRef.current, key, properties));
      setChanged(true);
    },
    [setChanged, setMap],
  );

  const rekey = useCallback(
    (before: readonly BlockElement[], after: readonly BlockElement[]) => setMap(keyedByNumber(after, propertiesInOrder(before, mapRef.current))),
    [setMap],
  );

  const beforeSave = useCallback(
    async (blocks: readonly BlockElement[], dtmNo: string | null) => {
      const sentEdits = edits.current;
      const keys = pageKeys(blocks);
      const pages = propertiesInOrder(blocks, mapRef.current);
      const plan = await preparePagesSync(pagesApi, pages, held.current, dtmNo);
      const mine = generation.current;
      return async (savedNo: string) => {
        const outcome = await applyPagesSync(pagesApi, savedNo, plan, pages.map((page) => page.audio));
        if (mine !== generation.current) return;
        held.current = outcome.held;
        // Audio sent from a stored address plays from its new one (the old stored file may be gone).
        let next = mapRef.current;
        outcome.audios.forEach((audio, index) => {
          const key = keys[index];
          const now = key === undefined ? undefined : next.get(key);
          if (key && audio && now?.audio && now.audio.ref !== audio.ref && now.audio === pages[index]?.audio) next = withPageProperties(next, key, { ...now, audio });
        });
        if (next !== mapRef.current) setMap(next);
        const failed = outcome.failedAudio.length > 0 || outcome.altTextFailed || outcome.stopped;
        // Saved, unless a page was edited while saving or a part failed (the next save tries again).
        if (edits.current === sentEdits) setChanged(failed);
        if (outcome.stopped) return;
        if (outcome.altTextFailed) showToast(intl.formatMessage(m.altTextSaveFailed), 'error');
        if (outcome.failedAudio.length > 0) {
          const pageList = intl.formatList(outcome.failedAudio.map((page) => intl.formatNumber(page)));
          showToast(intl.formatMessage(pageAudioMessages.audioSaveFailed, { count: outcome.failedAudio.length, pages: pageList }), 'error');
        }
      };
    },
    [intl, pagesApi, setChanged, setMap],
  );

  const hasChanges = useCallback(() => changedRef.current, []);
  // One object while nothing it holds changes, so the provider's callbacks that use it stay the same too.
  return useMemo(() => ({ changed, hasChanges, get, set, reset, load, rekey, beforeSave }), [changed, hasChanges, get, set, reset, load, rekey, beforeSave]);
}
