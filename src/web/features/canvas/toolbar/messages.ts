import { defineMessages } from '../../../../core/messages/index.ts';

export const toolbarMessages = defineMessages({
  toolbar: { id: '그리기 도구', description: 'Name of the Canvas tool bar (one Tab stop, arrows between tools). English: "Drawing tools"' },
  draw: { id: '자유롭게 그리기', description: 'Group of the Canvas tool bar: pen, mirror pen, eraser, erase all, fill. English: "Draw"' },
  shapes: { id: '도형 도구', description: 'Group of the Canvas tool bar: line, rectangle, circle, triangle. English: "Shapes"' },
  select: { id: '선택과 이동', description: 'Group of the Canvas tool bar: pointer, selections, move, crop. English: "Select"' },
  content: { id: '글자와 그림 넣기', description: 'Group of the Canvas tool bar: text box, braille, template, text file, image, sharpness. English: "Text and pictures"' },
});
