// The public surface of braille: the table catalogue, the braille setting,
// the translator and its engines' shared parts, Unicode braille, Braille ASCII, pin order,
// page layout, BRF/BRL and PEF files, braille on the pin grid, and the typed
// error they share. Other modules import only from here. Formats:
// docs/formats.md, "BRF, BRL and PEF".

export type { BrailleErrorCode, BrailleErrorDetails, BrailleFileErrorCode, BrailleTranslationErrorCode } from './errors.ts';
export { BrailleError, brailleMessages, codePointLabel, describeCharacter } from './errors.ts';

export type { TextPlace } from './unicodeBraille.ts';
export { BRAILLE_BLANK, cellsFromUnicode, dotsOf, isUnicodeBraille, unicodeFromCells, withoutTrailingBlanks } from './unicodeBraille.ts';

export { brailleToPin, pinToBraille } from './pinOrder.ts';

export type { AsciiBraille } from './asciiBraille.ts';
export { asciiFromCells, asciiOfCell, cellOfAscii, cellsFromAscii } from './asciiBraille.ts';

export type { WrappedRow } from './pages.ts';
export { PAGE_SIZE_LIMITS, checkPageSize, paginate, paginateCells, wrapCells, wrapLine } from './pages.ts';

export type { BrfDocument, BrfOptions, BrfOutput, BrfWarning } from './brf.ts';
export { brfMessages, readBrf, writeBrf } from './brf.ts';

export type { PefOptions } from './pef.ts';
export { MAX_ROW_GAP, PEF_NAMESPACE, pefRowsPerPage, writePef } from './pef.ts';

export type { BrailleCapacity, CellIndex, MultiBrailleBlock, MultiBrailleOptions, MultiBrailleSpacing } from './multiBraille.ts';
export { MAX_BRAILLE_GAP, brailleBlock, multiBrailleBlock, multiBrailleCapacity } from './multiBraille.ts';

export type { BrailleTableEntry } from './catalogue.ts';
export { BRAILLE_TABLES, DEFAULT_BRAILLE_TABLE, findBrailleTable, findBrailleTableByFile } from './catalogue.ts';
export type { BrailleKind, BraillePins, BrailleSetting } from './setting.ts';
export { DEFAULT_BRAILLE_SETTING, settingForTable, tableForSetting } from './setting.ts';
export type { TableVariant } from './tableLabels.ts';
export { languageName, tableVariantMessages, variantMessage } from './tableLabels.ts';

export type { EngineChoice, EngineId, UnavailableReason } from './engines.ts';
export { ENGINE_IDS, chooseEngine, tableList } from './engines.ts';
export type { BrailleTranslator, Direction, LineTranslator, TranslationRequest, TranslationResult } from './translator.ts';
export { MAX_TRANSLATION_CHARS, MAX_TRANSLATION_LINES } from './translator.ts';
export type { PresentEngine } from './catalogueTranslator.ts';
export { checkRequestSize, checkTables, createCatalogueTranslator, engineChoice, tableAvailability, unknownTable } from './catalogueTranslator.ts';
export { cleanLine, normaliseBlank, sameBraille, splitLongLine, textToLines } from './prepareText.ts';

export type { LiblouisModule } from './liblouisCall.ts';
export { LIBLOUIS_JS_CHUNK, liblouisTranslate } from './liblouisCall.ts';
export type { WorkerReply, WorkerRequest } from './liblouisWorker.ts';
export { createLiblouisWorkerHandler } from './liblouisWorker.ts';
export type { LiblouisWorkerEngine, WorkerHostOptions, WorkerPort } from './liblouisWorkerHost.ts';
export { createLiblouisWorkerEngine } from './liblouisWorkerHost.ts';
