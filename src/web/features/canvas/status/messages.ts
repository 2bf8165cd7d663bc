import { defineMessages } from '../../../../core/messages/index.ts';

export const statusMessages = defineMessages({
  statusBar: { id: '캔버스 상태', description: 'Name of the Canvas status bar (tool, cursor, zoom, page, saved, device). English: "Canvas status"' },
  tool: { id: '도구: {tool}', description: 'Canvas status bar: the tool in use. English: "Tool: {tool}"' },
  cursor: { id: '커서: {column}열 {row}행', description: 'Canvas status bar: the cursor position, counted from 1. English: "Cursor: column {column}, row {row}"' },
  unsaved: { id: '저장하지 않은 변경 사항', description: 'Canvas status bar: the document changed since it was opened or saved. English: "Unsaved changes"' },
  saved: { id: '모두 저장됨', description: 'Canvas status bar: nothing changed since the document was opened or saved. English: "All changes saved"' },
  notSent: { id: '기기에 아직 보내지 않음', description: 'Canvas status bar: the page changed since it was last sent to the tactile display (manual print). English: "Not yet sent to the device"' },
});
