import { defineMessages } from '../../../../core/messages/index.ts';

export const menuMessages = defineMessages({
  menuBar: { id: '캔버스 메뉴', description: 'Name of the bar of Canvas menus (File, Settings, Page, Tool). English: "Canvas menus"' },
  file: { id: '파일 메뉴', description: 'Canvas menu button: new, open, save, save as, export, print. English: "File"' },
  settings: { id: '설정 메뉴', description: 'Canvas menu button: grid lines, cursor sounds, how much the cursor says, filled shapes, zoom. English: "Settings"' },
  page: { id: '페이지 메뉴', description: 'Canvas menu button: add, duplicate, delete, move and turn pages. English: "Page"' },
  tool: { id: '도구 메뉴', description: 'Canvas menu button: every drawing tool, editing and describing. English: "Tool"' },
  toolsSection: { id: '도구 고르기', description: 'Heading of the tools in the Canvas Tool menu. English: "Tools"' },
  editSection: { id: '편집', description: 'Heading of undo, redo, cut, copy, paste… in the Canvas Tool menu. English: "Edit"' },
  describeSection: { id: '설명 듣기', description: 'Heading of the describe commands (canvas, selection, row, column, cursor) in the Canvas Tool menu. English: "Describe"' },
  viewSection: { id: '보기 설정', description: 'Heading of grid lines and cursor sounds in the Canvas Settings menu. English: "View"' },
  gridLines: { id: '격자선 표시', description: 'Checkbox item of the Canvas Settings menu: braille-cell grid lines over the pins (Ctrl+G). English: "Grid lines"' },
  sonify: { id: '커서 소리', description: 'Checkbox item of the Canvas Settings menu: tones as the cursor moves (pitch by row, left-right by column). English: "Cursor sounds"' },
  verbositySection: { id: '커서 읽기 방식', description: 'Heading of the choice of how much the Canvas cursor says. English: "Cursor descriptions"' },
  brief: { id: '간단히', description: 'Choice: the Canvas cursor says only its position and the pin state. English: "Brief"' },
  full: { id: '자세히', description: 'Choice: the Canvas cursor also says the braille cell and line. English: "Full"' },
  shapesSection: { id: '도형 설정', description: 'Heading of the shape settings in the Canvas Settings menu. English: "Shapes"' },
  filled: { id: '도형 속 채우기', description: 'Checkbox item: rectangles, circles and triangles are drawn filled rather than as outlines. English: "Filled shapes"' },
  zoomSection: { id: '확대와 축소', description: 'Heading of zoom in and zoom out in the Canvas Settings menu. English: "Zoom"' },
});
