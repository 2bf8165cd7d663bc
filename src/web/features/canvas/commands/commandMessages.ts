import { defineMessages } from '../../../../core/messages/index.ts';

// The Canvas's file commands and why a Canvas command cannot run. They are in
// the main catalogue: the registry (the palette, the shortcut help) carries
// them on every page. The editor's own commands are labelled in core/canvas.
export const canvasFileCommandMessages = defineMessages({
  newDocument: { id: '새 캔버스', description: 'Canvas command (File menu): start a new, empty canvas document' },
  open: { id: '캔버스 파일 열기', description: 'Canvas command (File menu, Ctrl+O): open a tactile file from the Cloud in the Canvas. English: "Open…"' },
  save: { id: '캔버스 저장', description: 'Canvas command (File menu, Ctrl+S): save the canvas document to the Cloud. English: "Save"' },
  saveAs: { id: '캔버스를 다른 이름으로 저장', description: 'Canvas command (File menu, Ctrl+Shift+S): save the canvas under a new name or in another folder. English: "Save as…"' },
  exportAs: { id: '캔버스 내보내기', description: 'Canvas command (File menu, Ctrl+E): download the canvas as a file (DTMS, DTM, BRF…). English: "Export…"' },
  notInThisCanvas: {
    id: '이 캔버스에는 없는 도구입니다.',
    description: 'Why a tool shortcut does nothing in Easy canvas: the tool is not one of Easy canvas\'s tools. English: "This tool is not in this canvas."',
  },
  noCanvas: { id: '먼저 캔버스를 여세요.', description: 'Why a Canvas command cannot run: the Canvas editor is not on the screen. English: "Open the Canvas first."' },
  fileBusy: {
    id: '파일을 저장하거나 여는 중입니다. 잠시 기다려 주세요.',
    description: 'Why a Canvas file command cannot run: a save or an open is still under way. English: "A file is being saved or opened; please wait."',
  },
});
