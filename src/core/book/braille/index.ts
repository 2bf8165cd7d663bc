// Book documents in braille: the formatter (BANA-style layout of a whole
// document into braille pages) and presentation mode on the display.
// docs/braille.md, "Documents in braille".

export type { DocumentBrailleOptions, LayoutSettings, NoteIndicators, TranslateLines } from './options.ts';
export { UEB_NOTE_INDICATORS, layoutSettings } from './options.ts';
export { formatBlocksBraille, formatDocumentBraille } from './formatDocumentBraille.ts';
export type { DisplayModel, DisplayPage } from './displayPage.ts';
export { pageForDisplay, screenToPins } from './displayPage.ts';
export { brailleNumber } from './numbers.ts';
export { itemMarker, tableRows } from './entries.ts';
export { brfFromPages } from './brfPages.ts';
