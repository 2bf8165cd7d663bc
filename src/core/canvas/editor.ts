// The Canvas editor: a plain controller over the document, with no React and
// no DOM. Pointer and keyboard input drive the same tool state machines
// (gesture.ts); every change is one undoable step with an announcement; the
// view subscribes to the state and draws it. Tests drive it with keys.

import { describeColumns, describeGrid, describeRegion, describeRows, type Description } from '../describe/index.ts';
import type { Message } from '../messages/index.ts';
import type { IgnoredChecks } from '../ignoredChecks/index.ts';
import {
  copySelection,
  countRaised,
  createGrid,
  cutSelection,
  editGrid,
  eraseAll,
  forEachRaised,
  getPin,
  pasteAt,
  togglePin,
  type PinGrid,
  type Point,
  type SelectionMask,
} from '../pins/index.ts';
import { at, cursorAnnouncement, pinChanges, say, selectionAnnouncement, type Announcement } from './announcement.ts';
import { cursorTarget } from './cursor.ts';
import {
  addPage,
  createDocument,
  deletePage,
  duplicatePage,
  movePage,
  updatePage,
  type CanvasDocument,
  type CanvasPage,
  type PageAudio,
  type PageChange,
  type PageImage,
  type PageText,
} from './document.ts';
import { NO_MODIFIERS, finishGesture, moveGesture, startGesture, type Gesture, type GestureModifiers, type GestureStep } from './gesture.ts';
import { EMPTY_UNDO, recordStep, redoStep, undoStep, type Snapshot, type UndoStack } from './history.ts';
import { canvasCommandMessages } from './commandList.ts';
import { MAX_ALT_TEXT, ZOOM_STOPS } from './limits.ts';
import { describeLineMessages, editMessages, gestureMessages, pageMessages, cursorMessages, toolHintMessages } from './messages.ts';
import { DEFAULT_TOOL_OPTIONS, DEFAULT_VIEW, clampOption, type RangedOption, type ToolOptions, type ViewSettings } from './options.ts';
import { applyTool, wholeSelection, type ToolEffect } from './toolEffects.ts';
import { TOOLS, type PlacingTool, type ToolId } from './tools.ts';

export interface EditorState {
  readonly document: CanvasDocument;
  readonly pageIndex: number;
  readonly cursor: Point;
  readonly tool: ToolId;
  readonly options: ToolOptions;
  readonly view: ViewSettings;
  readonly selection: SelectionMask | null;
  readonly clipboard: PinGrid | null;
  /** The gesture being made, if any. */
  readonly gesture: Gesture | null;
  /** What the page would look like if the gesture ended here (drawing tools), else null. */
  readonly preview: PinGrid | null;
  /** The selection the gesture would make (selection tools), else null. */
  readonly previewSelection: SelectionMask | null;
  readonly undo: UndoStack;
  /** Changed since it was loaded or last saved. */
  readonly dirty: boolean;
}

/** Something only the user can give: the text of a text box, a template, a picture; or a new sharpness to convert with. */
export type EditorRequest =
  | { readonly kind: PlacingTool; readonly at: Point; readonly pageIndex: number }
  | { readonly kind: 'sharpness'; readonly sharpness: number; readonly pageIndex: number };

/** A key as the editor needs it (a DOM KeyboardEvent fits). */
export interface EditorKey {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

export interface PointerInput {
  readonly phase: 'down' | 'move' | 'up' | 'cancel';
  /** In pins (the view divides by its zoom); fractions are rounded. */
  readonly point: Point;
  readonly shift: boolean;
  readonly ctrl: boolean;
}

export interface EditorOptions {
  readonly document?: CanvasDocument;
  readonly view?: Partial<ViewSettings>;
  readonly options?: Partial<ToolOptions>;
}

type Listener<T> = (value: T) => void;

/** The document with these ignores; none (or empty lists) leaves the field out. */
function withIgnoredChecks(document: CanvasDocument, ignores: CanvasDocument['ignoredChecks']): CanvasDocument {
  if (ignores !== undefined && (ignores.rules.length > 0 || ignores.findings.length > 0)) {
    return document.ignoredChecks === ignores ? document : { ...document, ignoredChecks: ignores };
  }
  if (document.ignoredChecks === undefined) return document;
  const rest = { ...document };
  delete rest.ignoredChecks;
  return rest;
}

export class CanvasEditor {
  #state: EditorState;
  #saved: CanvasDocument;
  readonly #listeners = new Set<() => void>();
  readonly #announcers = new Set<Listener<Announcement>>();
  readonly #requesters = new Set<Listener<EditorRequest>>();

  constructor(options: EditorOptions = {}) {
    const document = options.document ?? createDocument();
    this.#saved = document;
    this.#state = {
      document,
      pageIndex: 0,
      cursor: { x: 0, y: 0 },
      tool: 'pointer',
      options: { ...DEFAULT_TOOL_OPTIONS, ...options.options },
      view: { ...DEFAULT_VIEW, ...options.view },
      selection: null,
      clipboard: null,
      gesture: null,
      preview: null,
      previewSelection: null,
      undo: EMPTY_UNDO,
      dirty: false,
    };
  }

  // ── Observing ────────────────────────────────────────────────────────────

  getState = (): EditorState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  onAnnounce(listener: Listener<Announcement>): () => void {
    this.#announcers.add(listener);
    return () => this.#announcers.delete(listener);
  }

  onRequest(listener: Listener<EditorRequest>): () => void {
    this.#requesters.add(listener);
    return () => this.#requesters.delete(listener);
  }

  get page(): CanvasPage {
    const { document, pageIndex } = this.#state;
    const page = document.pages[pageIndex] ?? document.pages[0];
    if (page === undefined) throw new Error('A Canvas document always has a page.');
    return page;
  }

  /** The pins to show: the page, or what the gesture would make of it. */
  get shownGrid(): PinGrid {
    return this.#state.preview ?? this.page.grid;
  }

  #set(patch: Partial<EditorState>): void {
    const next = { ...this.#state, ...patch };
    this.#state = { ...next, dirty: next.document !== this.#saved };
    for (const listener of this.#listeners) listener();
  }

  #announce(announcement: Announcement): void {
    for (const listener of this.#announcers) listener(announcement);
  }

  #snapshot(): Snapshot {
    const { document, pageIndex, selection } = this.#state;
    return { document, pageIndex, selection };
  }

  /** One undoable step: the document (and page, selection) after it, recorded with its name. */
  #commit(label: Message, patch: Pick<EditorState, 'document'> & Partial<EditorState>): void {
    const state = this.#state;
    if (patch.document === state.document && ('selection' in patch ? patch.selection : state.selection) === state.selection && (patch.pageIndex ?? state.pageIndex) === state.pageIndex) return;
    this.#set({ ...patch, undo: recordStep(this.#state.undo, label, this.#snapshot()), gesture: null, preview: null, previewSelection: null });
  }

  #withGrid(grid: PinGrid): CanvasDocument {
    return updatePage(this.#state.document, this.#state.pageIndex, (page) => (page.grid === grid ? page : { ...page, grid }));
  }

  // ── Keyboard ─────────────────────────────────────────────────────────────

  /**
   * The grid's own keys: cursor movement (cursor.ts), Space toggles the pin,
   * Enter anchors the tool's points, Escape cancels or clears the selection,
   * Delete lowers the selection. Returns whether the key was used; other keys
   * (tool letters, Ctrl+S) are commands (commands.ts).
   */
  key(input: EditorKey): boolean {
    const mod = input.ctrlKey || input.metaKey;
    if (input.altKey) return false;
    const target = cursorTarget(this.#state.cursor, { key: input.key, shift: input.shiftKey, mod }, this.page.grid);
    if (target !== null) {
      this.moveCursor(target, { shift: input.shiftKey, ctrl: mod });
      return true;
    }
    const modifiers: GestureModifiers = { shift: input.shiftKey, ctrl: mod };
    switch (input.key) {
      case ' ':
        if (mod || input.shiftKey) return false;
        this.togglePinAtCursor();
        return true;
      case 'Enter':
        this.#enter(modifiers);
        return true;
      case 'Escape':
        return this.escape();
      case 'Delete':
      case 'Backspace':
        if (mod || input.shiftKey) return false;
        this.deleteSelection();
        return true;
      default:
        return false;
    }
  }

  /** Puts the keyboard cursor on a pin (keys, or a pointer press, or a test) and says where it is. */
  moveCursor(target: Point, modifiers: GestureModifiers = NO_MODIFIERS): void {
    const { cursor, gesture } = this.#state;
    if (target.x === cursor.x && target.y === cursor.y) {
      this.#announce(say('cursor', { message: cursorMessages.edge }));
      return;
    }
    if (gesture !== null) this.#gather(moveGesture(gesture, target, modifiers), { cursor: target });
    else this.#set({ cursor: target });
    const { selection, view } = this.#state;
    this.#announce(cursorAnnouncement(this.shownGrid, target, { verbosity: view.verbosity, selection, gesture: this.#state.gesture }));
  }

  #enter(modifiers: GestureModifiers): void {
    const { gesture, cursor } = this.#state;
    if (gesture !== null && gesture.kind !== 'polygon') this.#step(finishGesture(gesture, cursor, modifiers));
    else this.#start(cursor, modifiers);
  }

  togglePinAtCursor(): void {
    const { x, y } = this.#state.cursor;
    const grid = togglePin(this.page.grid, x, y);
    this.#commit(editMessages.toggledPin, { document: this.#withGrid(grid) });
    this.#announce(say('change', { message: getPin(grid, x, y) ? cursorMessages.pinRaised : cursorMessages.pinLowered, values: at(this.#state.cursor) }));
  }

  // ── Pointer ──────────────────────────────────────────────────────────────

  pointer(input: PointerInput): void {
    const point = { x: Math.round(input.point.x), y: Math.round(input.point.y) };
    const grid = this.page.grid;
    const inside = { x: Math.max(0, Math.min(grid.width - 1, point.x)), y: Math.max(0, Math.min(grid.height - 1, point.y)) };
    const modifiers = { shift: input.shift, ctrl: input.ctrl };
    const { gesture } = this.#state;
    switch (input.phase) {
      case 'down':
        this.#set({ cursor: inside });
        this.#start(point, modifiers);
        return;
      case 'move':
        if (gesture !== null) this.#gather(moveGesture(gesture, point, modifiers), {});
        return;
      case 'up':
        if (gesture !== null) this.#step(finishGesture(gesture, point, modifiers));
        return;
      case 'cancel':
        this.cancelGesture();
    }
  }

  // ── Gestures ─────────────────────────────────────────────────────────────

  #start(point: Point, modifiers: GestureModifiers): void {
    const { tool, gesture } = this.#state;
    const definition = TOOLS[tool];
    const refusal = this.toolEnablement(tool);
    if (refusal !== true) {
      this.#announce(say('refusal', { message: gestureMessages.toolDisabled, values: {}, parts: { tool: { message: definition.label }, reason: { message: refusal.reason } } }));
      return;
    }
    if (definition.gesture === 'none') {
      this.#announce(this.#describeAtCursor());
      return;
    }
    const step = startGesture(gesture, tool, definition.gesture, point, modifiers);
    this.#step(step);
    const started = this.#state.gesture;
    if (started !== null && step.next === 'gathering') {
      const polygon = started.kind === 'polygon';
      this.#announce(
        say('info', {
          message: polygon ? gestureMessages.corner : gestureMessages.started,
          values: { ...at(point), count: started.points.length },
          parts: { tool: { message: definition.label } },
        }),
      );
    }
  }

  #gather(gesture: Gesture, patch: Partial<EditorState>): void {
    const effect = applyTool(this.#context(), gesture);
    this.#set({
      ...patch,
      gesture,
      preview: effect.kind === 'grid' || effect.kind === 'move' ? effect.grid : null,
      previewSelection: effect.kind === 'selection' ? effect.selection : null,
    });
  }

  #step(step: GestureStep): void {
    if (step.next === 'gathering') this.#gather(step.gesture, {});
    else if (step.next === 'commit') this.#finish(step.gesture, applyTool(this.#context(), step.gesture));
  }

  #context() {
    return { grid: this.page.grid, selection: this.#state.selection, options: this.#state.options };
  }

  #finish(gesture: Gesture, effect: ToolEffect): void {
    const label = TOOLS[gesture.tool].label;
    const cleared = { gesture: null, preview: null, previewSelection: null };
    switch (effect.kind) {
      case 'grid':
      case 'move': {
        const before = this.page.grid;
        const selection = effect.kind === 'move' ? effect.selection : this.#state.selection;
        const document = this.#withGrid(effect.grid);
        if (document === this.#state.document) this.#set(cleared);
        else this.#commit(label, { document, selection });
        const { raised, lowered } = pinChanges(before, effect.grid);
        const tool = { tool: { message: label } };
        this.#announce(
          raised + lowered === 0
            ? say('change', { message: gestureMessages.unchanged, parts: tool })
            : say('change', { message: gestureMessages.drawn, values: { raised, lowered }, parts: tool }),
        );
        return;
      }
      case 'selection':
        this.#set({ ...cleared, selection: effect.selection });
        this.#announce(effect.selection === null ? say('change', { message: gestureMessages.selectionCleared }) : selectionAnnouncement(this.page.grid, effect.selection));
        return;
      case 'request':
        this.#set(cleared);
        this.#request({ kind: effect.tool, at: effect.at, pageIndex: this.#state.pageIndex });
        return;
      case 'none':
        this.#set(cleared);
    }
  }

  #request(request: EditorRequest): void {
    for (const listener of this.#requesters) listener(request);
  }

  cancelGesture(): boolean {
    const { gesture } = this.#state;
    if (gesture === null) return false;
    this.#set({ gesture: null, preview: null, previewSelection: null });
    this.#announce(say('info', { message: gestureMessages.cancelled, parts: { tool: { message: TOOLS[gesture.tool].label } } }));
    return true;
  }

  /** Escape: cancels the gesture, or else clears the selection; false when there was neither (so a dialog or the page can use it). */
  escape(): boolean {
    if (this.cancelGesture()) return true;
    if (this.#state.selection === null) return false;
    this.#set({ selection: null });
    this.#announce(say('change', { message: gestureMessages.selectionCleared }));
    return true;
  }

  // ── Tools and options ────────────────────────────────────────────────────

  /** Whether a tool can be used now: the sharpness tool needs an unlocked picture on the page. */
  toolEnablement(tool: ToolId): true | { reason: Message } {
    if (tool !== 'sharpness') return true;
    const image = this.page.image;
    if (image === undefined) return { reason: editMessages.noImage };
    return image.locked ? { reason: editMessages.sharpnessLocked } : true;
  }

  selectTool(tool: ToolId): void {
    const definition = TOOLS[tool];
    if (tool === 'eraseAll') {
      this.eraseAll();
      return;
    }
    this.#set({ tool, gesture: null, preview: null, previewSelection: null });
    const refusal = this.toolEnablement(tool);
    const hint = toolHintMessages[definition.gesture];
    this.#announce(
      refusal === true
        ? say('info', { message: hint, parts: { tool: { message: definition.label } } })
        : say('refusal', { message: gestureMessages.toolDisabled, parts: { tool: { message: definition.label }, reason: { message: refusal.reason } } }),
    );
  }

  setOption<K extends keyof ToolOptions>(key: K, value: ToolOptions[K]): void {
    const clamped = typeof value === 'number' ? (clampOption(key as RangedOption, value) as ToolOptions[K]) : value;
    this.#set({ options: { ...this.#state.options, [key]: clamped } });
  }

  setView<K extends keyof ViewSettings>(key: K, value: ViewSettings[K]): void {
    const clamped = key === 'zoom' ? (clampOption('zoom', value as number) as ViewSettings[K]) : value;
    this.#set({ view: { ...this.#state.view, [key]: clamped } });
    if (key === 'zoom') this.#announce(say('info', { message: editMessages.zoom, values: { zoom: this.#state.view.zoom } }));
    if (key === 'gridLines') this.#announce(say('info', { message: value ? editMessages.gridOn : editMessages.gridOff }));
  }

  zoomBy(direction: 1 | -1): void {
    const { zoom } = this.#state.view;
    const next = direction > 0 ? ZOOM_STOPS.find((stop) => stop > zoom) : ZOOM_STOPS.findLast((stop) => stop < zoom);
    this.setView('zoom', next ?? zoom);
  }

  /** The sharpness tool's slider: asks the view to convert the page's picture again (the source pixels live there). */
  setSharpness(sharpness: number): void {
    const refusal = this.toolEnablement('sharpness');
    if (refusal !== true) {
      this.#announce(say('refusal', { message: refusal.reason }));
      return;
    }
    const value = clampOption('sharpness', sharpness);
    this.setOption('sharpness', value);
    this.#request({ kind: 'sharpness', sharpness: value, pageIndex: this.#state.pageIndex });
  }

  // ── Editing ──────────────────────────────────────────────────────────────

  undo(): void {
    const result = undoStep(this.#state.undo, this.#snapshot());
    if (result === null) {
      this.#announce(say('refusal', { message: editMessages.nothingToUndo }));
      return;
    }
    this.#restore(result.snapshot, result.stack);
    this.#announce(say('change', { message: editMessages.undone, parts: { action: { message: result.label } } }));
  }

  redo(): void {
    const result = redoStep(this.#state.undo, this.#snapshot());
    if (result === null) {
      this.#announce(say('refusal', { message: editMessages.nothingToRedo }));
      return;
    }
    this.#restore(result.snapshot, result.stack);
    this.#announce(say('change', { message: editMessages.redone, parts: { action: { message: result.label } } }));
  }

  #restore(snapshot: Snapshot, undo: UndoStack): void {
    // What the checker ignores is not an edit of the pins: undo leaves it as it is now.
    const { ignoredChecks } = this.#state.document;
    const document = withIgnoredChecks(snapshot.document, ignoredChecks);
    this.#set({ ...snapshot, document, undo, gesture: null, preview: null, previewSelection: null });
  }

  #requireSelection(): SelectionMask | null {
    const { selection } = this.#state;
    if (selection === null) this.#announce(say('refusal', { message: editMessages.noSelection }));
    return selection;
  }

  copy(): void {
    const selection = this.#requireSelection();
    if (selection === null) return;
    const clipboard = copySelection(this.page.grid, selection);
    this.#set({ clipboard });
    this.#announce(say('change', { message: editMessages.copied, values: { count: clipboard === null ? 0 : countRaised(clipboard) } }));
  }

  cut(): void {
    const selection = this.#requireSelection();
    if (selection === null) return;
    const { grid, clipboard } = cutSelection(this.page.grid, selection);
    this.#set({ clipboard });
    this.#commit(editMessages.cutStep, { document: this.#withGrid(grid) });
    this.#announce(say('change', { message: editMessages.cut, values: { count: clipboard === null ? 0 : countRaised(clipboard) } }));
  }

  /** Pastes the clipboard with its top-left corner at the cursor. */
  paste(): void {
    const { clipboard, cursor } = this.#state;
    if (clipboard === null) {
      this.#announce(say('refusal', { message: editMessages.nothingToPaste }));
      return;
    }
    this.#commit(editMessages.pasteStep, { document: this.#withGrid(pasteAt(this.page.grid, clipboard, cursor)) });
    this.#announce(say('change', { message: editMessages.pasted, values: at(cursor) }));
  }

  deleteSelection(): void {
    const selection = this.#requireSelection();
    if (selection === null) return;
    const before = this.page.grid;
    const grid = editGrid(before, (write) => forEachRaised(selection, (x, y) => write.set(x, y, false)));
    this.#commit(editMessages.deleteStep, { document: this.#withGrid(grid) });
    this.#announce(say('change', { message: editMessages.deleted, values: { count: pinChanges(before, grid).lowered } }));
  }

  selectAll(): void {
    this.#set({ selection: wholeSelection(this.page.grid) });
    this.#announce(say('change', { message: editMessages.selectedAll }));
  }

  eraseAll(): void {
    this.#commit(TOOLS.eraseAll.label, { document: this.#withGrid(eraseAll(this.page.grid)) });
    this.#announce(say('change', { message: editMessages.erasedAll }));
  }

  /**
   * Adds pins made elsewhere (a text box's braille, a template, a picture)
   * with their top-left corner at `point`: pins are raised, none lowered.
   * With `image`, the page remembers the picture for the sharpness tool.
   */
  place(pins: PinGrid, point: Point, what: Message, image?: Omit<PageImage, 'locked' | 'pins'>): void {
    const placed = pasteAt(this.page.grid, pins, point);
    const imagePins = pasteAt(createGrid(placed.width, placed.height), pins, point);
    const document = updatePage(this.#state.document, this.#state.pageIndex, (page) => ({
      ...page,
      grid: placed,
      ...(image === undefined ? {} : { image: { ...image, pins: imagePins, locked: false } }),
    }));
    this.#commit(what, { document });
    this.#announce(say('change', { message: editMessages.placed, values: { ...at(point), raised: countRaised(pins) }, parts: { what: { message: what } } }));
  }

  /** The page's picture converted again (a new sharpness): its old pins go, the new ones come, the drawing around stays. */
  replaceImage(pageIndex: number, pins: PinGrid, sharpness: number): void {
    const page = this.#state.document.pages[pageIndex];
    const image = page?.image;
    if (page === undefined || image === undefined || image.locked) return;
    const grid = editGrid(page.grid, (write) => {
      forEachRaised(image.pins, (x, y) => write.set(x, y, false));
      forEachRaised(pins, (x, y) => write.set(x, y, true));
    });
    const document = updatePage(this.#state.document, pageIndex, (current) => ({ ...current, grid, image: { ...image, pins, sharpness } }));
    this.#commit(TOOLS.sharpness.label, { document });
    this.#announce(say('change', { message: editMessages.sharpnessSet, values: { sharpness } }));
  }

  // ── Describing ───────────────────────────────────────────────────────────

  #describeAtCursor(): Announcement {
    const { cursor, view, selection } = this.#state;
    return cursorAnnouncement(this.page.grid, cursor, { verbosity: view.verbosity, selection, gesture: null });
  }

  /** Says again where the cursor is and what is under it. */
  whereAmI(): void {
    this.#announce(this.#describeAtCursor());
  }

  describeCanvas(): void {
    this.#announce(say('info', ...describeGrid(this.page.grid)));
  }

  describeSelection(): void {
    const selection = this.#requireSelection();
    if (selection !== null) this.#announce(say('info', ...describeRegion(this.page.grid, selection)));
  }

  describeRow(): void {
    const { y } = this.#state.cursor;
    const grid = this.page.grid;
    const lines: Description[] = describeRows(grid, { x: 0, y, width: grid.width, height: 1 });
    this.#announce(say('info', ...(lines.length > 0 ? lines : [{ message: describeLineMessages.rowEmpty, values: { row: y + 1 } }])));
  }

  describeColumn(): void {
    const { x } = this.#state.cursor;
    const grid = this.page.grid;
    const lines: Description[] = describeColumns(grid, { x, y: 0, width: 1, height: grid.height });
    this.#announce(say('info', ...(lines.length > 0 ? lines : [{ message: describeLineMessages.columnEmpty, values: { column: x + 1 } }])));
  }

  // ── Pages ────────────────────────────────────────────────────────────────

  #pageChange(change: PageChange, label: Message, said: Message): void {
    if ('refused' in change) {
      this.#announce(say('refusal', { message: pageMessages[change.refused] }));
      return;
    }
    this.#commit(label, { document: change.document, pageIndex: change.pageIndex, selection: null });
    this.#announce(say('change', { message: said, values: { page: change.pageIndex + 1, pages: change.document.pages.length } }));
  }

  addPage(): void {
    this.#pageChange(addPage(this.#state.document, this.#state.pageIndex), canvasCommandMessages.addPage, pageMessages.added);
  }

  duplicatePage(): void {
    this.#pageChange(duplicatePage(this.#state.document, this.#state.pageIndex), canvasCommandMessages.duplicatePage, pageMessages.duplicated);
  }

  deletePage(): void {
    this.#pageChange(deletePage(this.#state.document, this.#state.pageIndex), canvasCommandMessages.deletePage, pageMessages.deleted);
  }

  movePage(by: -1 | 1): void {
    this.#pageChange(movePage(this.#state.document, this.#state.pageIndex, by), pageMessages.moveStep, pageMessages.moved);
  }

  goToPage(index: number): void {
    const { pages } = this.#state.document;
    if (index >= pages.length) {
      this.#announce(say('refusal', { message: pageMessages.lastPage }));
      return;
    }
    if (index < 0) {
      this.#announce(say('refusal', { message: describeLineMessages.firstPage }));
      return;
    }
    this.#set({ pageIndex: index, selection: null, gesture: null, preview: null, previewSelection: null });
    this.#announce(say('change', { message: pageMessages.position, values: { page: index + 1, pages: pages.length } }));
  }

  setAltText(text: string): void {
    const altText = text.slice(0, MAX_ALT_TEXT);
    if (altText === this.page.altText) return;
    this.#commit(pageMessages.altTextStep, { document: updatePage(this.#state.document, this.#state.pageIndex, (page) => ({ ...page, altText })) });
  }

  setPageText(text: PageText): void {
    this.#commit(pageMessages.textStep, { document: updatePage(this.#state.document, this.#state.pageIndex, (page) => ({ ...page, text })) });
  }

  setAudio(audio: PageAudio | undefined): void {
    this.#commit(pageMessages.audioStep, {
      document: updatePage(this.#state.document, this.#state.pageIndex, (page) => {
        if (audio !== undefined) return { ...page, audio };
        const rest = { ...page };
        delete rest.audio;
        return rest;
      }),
    });
  }

  /**
   * New pins for some pages at once (the accessibility checker's quick fix:
   * a stray pin lowered, a label moved), one undoable step named `label`.
   * `grids` holds a grid per page, in page order; a page whose grid is the
   * same object is left as it is.
   */
  replaceGrids(grids: readonly PinGrid[], label: Message): void {
    const { document } = this.#state;
    const pages = document.pages.map((page, index) => {
      const grid = grids[index];
      return grid === undefined || grid === page.grid ? page : { ...page, grid };
    });
    if (pages.every((page, index) => page === document.pages[index])) return;
    this.#commit(label, { document: { ...document, pages } });
  }

  // ── The document as a whole ──────────────────────────────────────────────

  /**
   * What the accessibility checker does not report in this document (rule
   * ids, finding keys): saved with it, not a step to undo (as the title).
   */
  setIgnoredChecks(ignores: IgnoredChecks): void {
    this.#set({ document: withIgnoredChecks(this.#state.document, ignores) });
  }

  /** Opens a document: a fresh history, nothing to save. */
  load(document: CanvasDocument): void {
    this.#saved = document;
    this.#set({ document, pageIndex: 0, cursor: { x: 0, y: 0 }, selection: null, gesture: null, preview: null, previewSelection: null, undo: EMPTY_UNDO });
  }

  setTitle(title: string): void {
    if (title === this.#state.document.title) return;
    this.#set({ document: { ...this.#state.document, title } });
  }

  /**
   * The document was saved as `document` (its title cleaned by the save). A
   * saved picture's sharpness is final (spec §4), so every picture is locked.
   */
  markSaved(document: CanvasDocument = this.#state.document): void {
    const locked = { ...document, pages: document.pages.map((page) => (page.image && !page.image.locked ? { ...page, image: { ...page.image, locked: true } } : page)) };
    this.#saved = locked;
    this.#set({ document: locked });
  }
}
