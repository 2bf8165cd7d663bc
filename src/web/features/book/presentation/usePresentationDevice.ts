import { useEffect, useRef, useState } from 'react';
import { pageForDisplay } from '../../../../core/book/braille/index.ts';
import type { BlockElement } from '../../../../core/book/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useDevice, type DeviceContent } from '../../device/shell.tsx';
import { brailleScreenContent, type GraphicArea } from './displayContent.ts';
import { loadTactileScreens, modelOfArea, tactileOfPage } from './tactileImage.ts';
import type { Turn } from './turnKeys.ts';
import type { TranslateLines } from './useDisplayTranslate.ts';

export interface PresentationDeviceArgs {
  /** The shown page's blocks. */
  readonly blocks: readonly BlockElement[];
  readonly pageIndex: number;
  readonly pages: number;
  /** Turns the presentation's page (the display's panning keys go on past a page's last screen). */
  readonly turn: (turn: Turn) => void;
  readonly translate: TranslateLines;
}

export interface PresentationDevice {
  /** A display with a graphic area is connected. */
  readonly connected: boolean;
  /** Manual print mode: the page waits for "Print to device". */
  readonly manual: boolean;
  /** The page's screens on the display, while they are known; the one shown, from 0. */
  readonly screens: number;
  readonly screen: number;
  readonly previousScreen: () => void;
  readonly nextScreen: () => void;
  readonly send: () => void;
  /** What the page's translation or picture failed with, for the log; the screen then says the page could not be shown. */
  readonly failed: boolean;
}

/** The last screen of a page whose screens are not known yet. */
const LAST_SCREEN = -1;

interface Prepared {
  /** Which page, so a late answer for a page left behind is never shown. */
  readonly pageIndex: number;
  readonly screens: readonly DeviceContent[];
}

async function prepare(client: ReturnType<typeof useApi>, blocks: readonly BlockElement[], area: GraphicArea, translate: TranslateLines): Promise<DeviceContent[]> {
  const tactile = tactileOfPage(blocks);
  const model = modelOfArea(area);
  if (tactile !== undefined && model !== undefined) {
    try {
      return await loadTactileScreens(client, tactile, model);
    } catch (error) {
      // The picture is missing or not for this display: its page's text is still worth reading.
      console.error(error);
    }
  }
  const { screens } = await pageForDisplay(blocks, { cellsPerLine: area.cellsPerLine, lines: area.graphicLines }, translate);
  return screens.map((rows) => brailleScreenContent(rows, area));
}

/**
 * The tactile display follows the presentation: each page goes to it as
 * braille on its cells (or as the page's tactile picture), a page longer
 * than the display in screens the panning keys (and the screen's buttons)
 * move through, going on to the next or previous page at either end. The
 * device layer sends what is shown at once in automatic print mode and keeps
 * it for Print in manual mode. Leaving the presentation clears its content.
 */
export function usePresentationDevice({ blocks, pageIndex, pages, turn, translate }: PresentationDeviceArgs): PresentationDevice {
  const client = useApi();
  const { state, show, setPager, print } = useDevice();
  const layout = state.status === 'connected' ? state.info?.layout : undefined;
  const cellsPerLine = layout?.cellsPerLine ?? 0;
  const graphicLines = layout?.graphicLines ?? 0;
  const connected = cellsPerLine > 0 && graphicLines > 0;
  const [prepared, setPrepared] = useState<Prepared | undefined>();
  const [failedPage, setFailedPage] = useState<number | undefined>();
  const [position, setPosition] = useState({ pageIndex, screen: 0 });
  const screens = prepared?.pageIndex === pageIndex ? prepared.screens : undefined;
  const count = screens?.length ?? 0;
  // A page reached any other way than panning back opens at its first screen: the place is forgotten on the
  // render that finds the page changed (React's way of adjusting state to a prop, without an effect).
  if (position.pageIndex !== pageIndex) setPosition({ pageIndex, screen: 0 });
  const wanted = position.pageIndex === pageIndex ? position.screen : 0;
  const screen = count === 0 ? 0 : wanted === LAST_SCREEN ? count - 1 : Math.min(wanted, count - 1);

  useEffect(() => {
    if (!connected) return;
    let current = true;
    prepare(client, blocks, { cellsPerLine, graphicLines }, translate).then(
      (ready) => current && setPrepared({ pageIndex, screens: ready }),
      (error: unknown) => {
        console.error(error);
        if (current) setFailedPage(pageIndex);
      },
    );
    return () => {
      current = false;
    };
  }, [client, blocks, pageIndex, connected, cellsPerLine, graphicLines, translate]);

  const content = screens?.[screen];
  useEffect(() => {
    if (content !== undefined) show(content);
  }, [content, show]);
  // Send pressed while the page is still being put into braille (a slow translator, a picture
  // loading) is kept for that page and done once its content is shown, never dropped.
  const sendAsked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (content === undefined || sendAsked.current !== pageIndex) return;
    sendAsked.current = undefined;
    void print();
  }, [content, pageIndex, print]);
  useEffect(() => () => show(null), [show]);

  const previousScreen = () => {
    if (screen > 0) return setPosition({ pageIndex, screen: screen - 1 });
    // Panning back over the top of a page reads on from the end of the one before, as a braille display's panning does.
    if (pageIndex > 0) setPosition({ pageIndex: pageIndex - 1, screen: LAST_SCREEN });
    turn('previous');
  };
  const nextScreen = () => (screen < count - 1 ? setPosition({ pageIndex, screen: screen + 1 }) : turn('next'));
  useEffect(
    () =>
      setPager({
        previous: previousScreen,
        next: nextScreen,
        // The display's first/last page chords turn the presentation, as Home and End do.
        first: () => turn('first'),
        last: () => turn('last'),
        position: { page: pageIndex + 1, pages },
      }),
    // The pager is registered again whenever where it would go changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setPager, pageIndex, pages, screen, count, turn],
  );

  return {
    connected,
    manual: state.preferences.printMode === 'manual',
    screens: count,
    screen,
    previousScreen,
    nextScreen,
    // The page's own content only: while a new page is prepared, the display keeps what it has until it is ready.
    send: () => {
      if (content !== undefined) void print();
      else sendAsked.current = pageIndex;
    },
    failed: failedPage === pageIndex && screens === undefined,
  };
}
