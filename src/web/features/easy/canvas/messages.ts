import { defineMessages } from '../../../../core/messages/index.ts';

// Easy canvas and Easy tactile: the same editor and grid as the Canvas, in
// plainer words and with fewer things on the screen.
export const easyToolMessages = defineMessages({
  pointer: { id: '손으로 살펴보기', description: 'Easy canvas tool (the pointer): move around the picture and hear it, drawing nothing. English: "Explore"' },
  pen: { id: '펜으로 그리기', description: 'Easy canvas tool (the pen): draw freely. English: "Draw"' },
  eraser: { id: '지우개로 지우기', description: 'Easy canvas tool (the eraser): rub out part of the drawing. English: "Erase"' },
  line: { id: '선 긋기', description: 'Easy canvas tool: a straight line. English: "Line"' },
  rectangle: { id: '네모 그리기', description: 'Easy canvas tool: a rectangle. English: "Box"' },
  circle: { id: '동그라미 그리기', description: 'Easy canvas tool: a circle. English: "Circle"' },
  fill: { id: '색칠하기', description: 'Easy canvas tool (fill): fill in an enclosed area with raised pins. English: "Fill in"' },
  textBox: { id: '글자 넣기', description: 'Easy canvas tool (text box): type words that are put on the picture as braille. English: "Add text"' },
  eraseAll: { id: '전부 지우기', description: 'Easy canvas tool: lower every pin of the page at once. English: "Clear the page"' },
});

export const easyCanvasMessages = defineMessages({
  tools: { id: '그리기 도구 고르기', description: 'Name of the Easy canvas tool bar. English: "Tools"' },
  fileActions: { id: '그림 파일', description: 'Name of the group of Easy canvas buttons: new, open, save, undo, print. English: "Drawing"' },
  newDrawing: { id: '새로 그리기', description: 'Easy canvas button: start a new, empty drawing. English: "New drawing"' },
  openFromCloud: { id: '클라우드에서 열기', description: 'Easy canvas button: open a drawing from my Cloud. English: "Open from my cloud"' },
  save: { id: '저장하기', description: 'Easy canvas button: save the drawing to my Cloud. English: "Save"' },
  undo: { id: '되돌리기', description: 'Easy canvas button: undo the last change. English: "Undo"' },
  sendToDevice: { id: '내 기기로 보내기', description: 'Easy button: send the page to the tactile display (the Print command, Alt+P). English: "Send to my device"' },
});

export const easyTactileMessages = defineMessages({
  pageActions: { id: '장 넘기기', description: 'Name of the group of Easy tactile buttons: previous, next, describe, sound, send. English: "Pages"' },
  previousPage: { id: '앞 장', description: 'Easy tactile button: go to the previous page. English: "Previous page"' },
  nextPage: { id: '다음 장', description: 'Easy tactile button: go to the next page. English: "Next page"' },
  describe: { id: '그림 설명 듣기', description: 'Easy tactile button: hear a description of the picture on this page. English: "Describe the picture"' },
  playSound: { id: '소리 듣기', description: 'Easy tactile button: play the audio of this page. English: "Play sound"' },
  noSound: { id: '이 장에는 소리가 없습니다.', description: 'Why Play sound cannot run: the page has no audio. English: "This page has no sound."' },
  soundFailed: { id: '소리를 재생할 수 없습니다.', description: 'Easy tactile: the page audio could not be played. English: "The sound could not be played."' },
  description: { id: '그림 설명', description: 'Easy tactile: label of the page alternative text. English: "Description"' },
  noDescription: { id: '이 장에는 설명이 없습니다.', description: 'Easy tactile: the page has no alternative text. English: "This page has no description."' },
  textLine: { id: '점자 한 줄', description: 'Easy tactile: label of the text of the braille line under the picture. English: "Braille line"' },
  noFile: { id: '쉬운 클라우드에서 파일을 골라 여기에서 읽으세요.', description: 'Easy tactile with no file chosen. English: "Choose a file in Easy cloud to read it here."' },
  goToCloud: { id: '쉬운 클라우드로 가기', description: 'Easy tactile link to Easy cloud, to choose a file. English: "Go to Easy cloud"' },
  opened: {
    id: '{title} 파일을 열었습니다. 모두 {pages}장입니다.',
    description: 'Spoken when Easy tactile has opened a file. English: "Opened {title}: {pages, plural, one {# page} other {# pages}}."',
  },
  loading: { id: '파일을 여는 중입니다…', description: 'Easy tactile: the file is being opened. English: "Opening the file…"' },
  failed: { id: '파일을 열 수 없습니다. {reason}', description: 'Easy tactile: the file could not be opened; reason says why. English: "The file could not be opened. {reason}"' },
});
