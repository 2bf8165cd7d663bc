// The public surface of the Canvas editor: the headless controller, its
// document model, tools, options and messages. The web draws it; tests drive it.

export type { Announcement, AnnouncementKind } from './announcement.ts';
export { pinChanges } from './announcement.ts';
export type { CursorKey } from './cursor.ts';
export { CELL_SIZE, cellOf, cursorTarget } from './cursor.ts';
export type { CanvasDocument, CanvasPage, PageAudio, PageChange, PageImage, PageRefusal, PageText } from './document.ts';
export { EMPTY_TEXT, addPage, createDocument, createPage, deletePage, duplicatePage, movePage, newPageId, pagesMissingAltText, updatePage } from './document.ts';
export type { EditorKey, EditorOptions, EditorRequest, EditorState, PointerInput } from './editor.ts';
export { CanvasEditor } from './editor.ts';
export type { Gesture, GestureModifiers } from './gesture.ts';
export { MAX_UNDO_STEPS } from './history.ts';
export { CURSOR_JUMP, MAX_ALT_TEXT, MAX_PAGES, MIN_PAGES, PERCENT_MAX, PERCENT_MIN, PERCENT_STEP, PLAYBACK_SPEEDS, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, ZOOM_STOPS } from './limits.ts';
export { cursorMessages, describeLineMessages, editMessages, gestureMessages, pageMessages, toolHintMessages } from './messages.ts';
export type { RangedOption, ToolOptions, Verbosity, ViewSettings } from './options.ts';
export { DEFAULT_TOOL_OPTIONS, DEFAULT_VIEW, OPTION_RANGES, clampOption } from './options.ts';
export type { GestureKind, PlacingTool, ToolDefinition, ToolId } from './tools.ts';
export { EASY_TOOLS, PLACING_TOOLS, TOOLS, TOOL_IDS, isPlacingTool, toolMessages } from './tools.ts';
export type { CanvasCommand } from './commands.ts';
export { CANVAS_COMMANDS } from './commands.ts';
export { CANVAS_COMMAND_LIST, canvasCommandMessages, toolCommandId, toolOfCommand } from './commandList.ts';
export * from './files/index.ts';
export * from './templates/index.ts';
