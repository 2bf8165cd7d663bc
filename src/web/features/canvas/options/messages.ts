import { defineMessages } from '../../../../core/messages/index.ts';

export const optionMessages = defineMessages({
  options: { id: '{tool} 옵션', description: 'Name of the group of options of the Canvas tool in use. English: "{tool} options"' },
  noOptions: { id: '이 도구에는 옵션이 없습니다.', description: 'Shown in the Canvas tool options when the tool in use has none. English: "This tool has no options."' },
  thickness: { id: '선 굵기(핀)', description: 'Number field: width of pen strokes, lines and outlines, in pins. English: "Line thickness (pins)"' },
  eraserSize: { id: '지우개 크기(핀)', description: 'Number field: width of the eraser, in pins. English: "Eraser size (pins)"' },
  opacity: { id: '이미지 불투명도', description: 'Slider (0–100 %): how dark a grey must be to become a raised pin when a picture is converted. English: "Image opacity"' },
  view: { id: '캔버스 보기', description: 'Name of the group of Canvas view controls: zoom and grid lines. English: "View"' },
  zoom: { id: '확대 비율', description: 'Number field: Canvas zoom, 10 to 400 per cent. English: "Zoom"' },
});
