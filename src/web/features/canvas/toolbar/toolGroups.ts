import type { ToolId } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { toolbarMessages as m } from './messages.ts';

export interface ToolGroup {
  readonly id: string;
  readonly label: Message;
  readonly tools: readonly ToolId[];
}

/** The tool bar's groups, in order; every tool of core/canvas appears once. */
export const TOOL_GROUPS: readonly ToolGroup[] = [
  { id: 'draw', label: m.draw, tools: ['pen', 'mirrorPen', 'eraser', 'eraseAll', 'fill'] },
  { id: 'shapes', label: m.shapes, tools: ['line', 'rectangle', 'circle', 'triangle'] },
  { id: 'select', label: m.select, tools: ['pointer', 'rectangleSelection', 'lasso', 'freeformSelection', 'move', 'crop'] },
  { id: 'content', label: m.content, tools: ['textBox', 'multiBraille', 'template', 'textFile', 'image', 'sharpness'] },
];
