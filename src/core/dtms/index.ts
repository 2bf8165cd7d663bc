// The public surface of Dot's file formats (DTM, DTMS, DTMA, the drive record);
// other modules import only from here. Layouts and sources: docs/formats.md.

export type { DtmsErrorCode, DtmsErrorDetails } from './errors.ts';
export { DtmsFormatError, dtmsMessages } from './errors.ts';

export type { CellGeometry, HexContext } from './cells.ts';
export {
  bytesToHex,
  cellCount,
  cellsToGrid,
  geometryOf,
  gridToCells,
  gridToHex,
  hexToBytes,
  hexToGrid,
} from './cells.ts';
// Pin order is braille's (core/braille); re-exported for the callers that met it here.
export { brailleToPin, pinToBraille } from '../braille/index.ts';

export type { DtmFile, WriteDtmOptions } from './dtm.ts';
export { DTM_HEADER_LENGTH, dtmLength, readDtm, writeDtm } from './dtm.ts';

export type { DtmsDocument, DtmsGraphic, DtmsItem, DtmsJson, DtmsText } from './dtms.ts';
export {
  DEVICE_NAMES,
  MAX_PAGES,
  TEXT_LINE_CELLS,
  dtmsFromJson,
  dtmsToJson,
  modelForDeviceName,
  padTextCells,
  parseDtms,
  serialiseDtms,
} from './dtms.ts';


export type { DriveRecord, DtmaDocument, DtmaJson } from './dtma.ts';
export { driveRecordToJson, dtmaFromJson, dtmaToJson, parseDriveRecord, parseDtma, serialiseDtma } from './dtma.ts';
