// The drawing tools of spec §2, what shortcut letter each has, and how its
// points are gathered. The gathering is each tool's small state machine
// (gesture.ts runs it); what the points then do is the tool's own function
// (toolEffects.ts). Pointer and keyboard feed the same machine.
//
// The spec names fourteen letters for twenty-one tools. The letter goes to
// the tool whose name starts with it, or to the one people know by it:
//   P pen · V vertical mirror pen · M move · B fill (bucket) · E eraser ·
//   L line · R rectangle · C circle · T text box · X crop · F freeform
//   selection · I image · S rectangular selection · H pointer (hand).
// The other seven (erase all, triangle, template, text file, multi-braille,
// lasso, image sharpness) are in the tool bar, the tool menu and the palette.

import { defineMessages, type Message } from '../messages/index.ts';

/**
 * How a tool's points are gathered:
 * - stroke: press (or Enter) starts, every move adds a point, release (or Enter) ends;
 * - drag: press (or Enter) anchors one corner, release (or Enter) the other;
 * - polygon: each click (or Enter) adds a corner; Enter on the first corner, or twice on one point, closes;
 * - click: one point does it (fill, placing a text box, a template or an image);
 * - none: the tool only explores (pointer) or acts when chosen (erase all) or through its options (sharpness).
 */
export type GestureKind = 'stroke' | 'drag' | 'polygon' | 'click' | 'none';

export const TOOL_IDS = [
  'pointer',
  'pen',
  'mirrorPen',
  'eraser',
  'eraseAll',
  'fill',
  'line',
  'rectangle',
  'circle',
  'triangle',
  'move',
  'rectangleSelection',
  'lasso',
  'freeformSelection',
  'crop',
  'textBox',
  'multiBraille',
  'template',
  'textFile',
  'image',
  'sharpness',
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

export const toolMessages = defineMessages({
  pointer: { id: '포인터', description: 'Canvas tool that only explores: the cursor moves and describes, nothing is drawn (shortcut H)' },
  pen: { id: '펜', description: 'Canvas tool: freehand pen that raises pins (shortcut P)' },
  mirrorPen: { id: '세로 대칭 펜', description: 'Canvas tool: pen that also draws the mirror image about the vertical centre line (shortcut V)' },
  eraser: { id: '지우개', description: 'Canvas tool: lowers pins along a stroke (shortcut E)' },
  eraseAll: { id: '모두 지우기', description: 'Canvas tool: lowers every pin of the page' },
  fill: { id: '채우기', description: 'Canvas tool: paint bucket, raises the enclosed area of lowered pins (shortcut B)' },
  line: { id: '직선', description: 'Canvas tool: straight line from one point to another (shortcut L)' },
  rectangle: { id: '사각형 그리기', description: 'Canvas tool: rectangle from one corner to the opposite one (shortcut R)' },
  circle: { id: '원 그리기', description: 'Canvas tool: circle or ellipse fitting a box (shortcut C)' },
  triangle: { id: '삼각형 그리기', description: 'Canvas tool: triangle fitting a box' },
  move: { id: '이동', description: 'Canvas tool: moves the selected pins (or the whole page) (shortcut M)' },
  rectangleSelection: { id: '사각형 선택', description: 'Canvas tool: selects a rectangle of pins (shortcut S)' },
  lasso: { id: '올가미 선택', description: 'Canvas tool: selects the area inside corners placed one by one (polygon lasso)' },
  freeformSelection: { id: '자유형 선택', description: 'Canvas tool: selects the area inside a freehand outline (shortcut F)' },
  crop: { id: '자르기', description: 'Canvas tool: keeps only the pins inside a rectangle and lowers the rest (shortcut X)' },
  textBox: { id: '글상자', description: 'Canvas tool: places text translated to braille at a point (shortcut T)' },
  multiBraille: { id: '여러 줄 점자', description: 'Canvas tool: places several lines of braille text in a block' },
  template: { id: '템플릿', description: 'Canvas tool: stamps a ready-made figure (shapes, grids, graph paper, number line)' },
  textFile: { id: '텍스트 파일', description: 'Canvas tool: places the braille of a plain text file' },
  image: { id: '이미지', description: 'Canvas tool: turns a JPG or PNG picture into pins (shortcut I)' },
  sharpness: { id: '이미지 선명도', description: 'Canvas tool: adjusts the sharpness of the picture placed on the page' },
});

export interface ToolDefinition {
  readonly id: ToolId;
  readonly label: Message;
  readonly gesture: GestureKind;
  /** The letter that chooses it, unmodified (spec §2). */
  readonly shortcut?: string;
  /** The tool changes the drawing's pins (not only the selection or nothing). */
  readonly draws: boolean;
}

const tool = (id: ToolId, gesture: GestureKind, draws: boolean, shortcut?: string): ToolDefinition => ({
  id,
  label: toolMessages[id],
  gesture,
  draws,
  ...(shortcut === undefined ? {} : { shortcut }),
});

export const TOOLS: Readonly<Record<ToolId, ToolDefinition>> = {
  pointer: tool('pointer', 'none', false, 'H'),
  pen: tool('pen', 'stroke', true, 'P'),
  mirrorPen: tool('mirrorPen', 'stroke', true, 'V'),
  eraser: tool('eraser', 'stroke', true, 'E'),
  eraseAll: tool('eraseAll', 'none', true),
  fill: tool('fill', 'click', true, 'B'),
  line: tool('line', 'drag', true, 'L'),
  rectangle: tool('rectangle', 'drag', true, 'R'),
  circle: tool('circle', 'drag', true, 'C'),
  triangle: tool('triangle', 'drag', true),
  move: tool('move', 'drag', true, 'M'),
  rectangleSelection: tool('rectangleSelection', 'drag', false, 'S'),
  lasso: tool('lasso', 'polygon', false),
  freeformSelection: tool('freeformSelection', 'stroke', false, 'F'),
  crop: tool('crop', 'drag', true, 'X'),
  textBox: tool('textBox', 'click', true, 'T'),
  multiBraille: tool('multiBraille', 'click', true),
  template: tool('template', 'click', true),
  textFile: tool('textFile', 'click', true),
  image: tool('image', 'click', true, 'I'),
  sharpness: tool('sharpness', 'none', true),
};

/** Tools that ask the user for something (text, a file, a template) at the point chosen; the editor emits a request for them. */
export const PLACING_TOOLS = ['textBox', 'multiBraille', 'template', 'textFile', 'image'] as const;
export type PlacingTool = (typeof PLACING_TOOLS)[number];

export function isPlacingTool(id: ToolId): id is PlacingTool {
  return (PLACING_TOOLS as readonly string[]).includes(id);
}

/** The tools Easy canvas offers: the everyday ones, with plainer words in its own labels. */
export const EASY_TOOLS: readonly ToolId[] = ['pointer', 'pen', 'eraser', 'line', 'rectangle', 'circle', 'fill', 'textBox', 'eraseAll'];
