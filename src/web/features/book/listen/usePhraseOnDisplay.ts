import { useEffect } from 'react';
import { pageForDisplay, type TranslateLines } from '../../../../core/book/braille/index.ts';
import type { BlockElement } from '../../../../core/book/index.ts';
import { useDevice } from '../../device/shell.tsx';
import { brailleScreenContent } from '../presentation/displayContent.ts';

/** The display's graphic area of a connected display, or undefined when none is connected. */
export function useDisplayArea(): { readonly cellsPerLine: number; readonly graphicLines: number } | undefined {
  const { state } = useDevice();
  const layout = state.status === 'connected' ? state.info?.layout : undefined;
  return layout && layout.cellsPerLine > 0 && layout.graphicLines > 0 ? { cellsPerLine: layout.cellsPerLine, graphicLines: layout.graphicLines } : undefined;
}

/**
 * The current phrase on the tactile display, as presentation mode shows a
 * page: put into braille with the user's table, laid out on the display's
 * cells (the first screen: a phrase is a sentence), shown at once in
 * automatic print mode and kept for Print in manual mode. A later phrase's
 * braille replaces an earlier one still being translated; leaving clears it.
 */
export function usePhraseOnDisplay(text: string, translate: TranslateLines): void {
  const { show } = useDevice();
  const area = useDisplayArea();
  const cellsPerLine = area?.cellsPerLine ?? 0;
  const graphicLines = area?.graphicLines ?? 0;
  useEffect(() => {
    if (cellsPerLine === 0 || graphicLines === 0) return;
    let current = true;
    const blocks: BlockElement[] = [{ type: 'paragraph', children: [{ text }] }];
    pageForDisplay(blocks, { cellsPerLine, lines: graphicLines }, translate).then(
      ({ screens }) => {
        if (current) show(brailleScreenContent(screens[0] ?? [], { cellsPerLine, graphicLines }));
      },
      (error: unknown) => console.error('The phrase could not be put into braille for the display', error),
    );
    return () => {
      current = false;
    };
  }, [text, translate, cellsPerLine, graphicLines, show]);
  useEffect(() => () => show(null), [show]);
}
