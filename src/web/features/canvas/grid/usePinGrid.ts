// The pin grid's behaviour: keys and pointer in, drawing out.
// - Keys go to editor.key (cursor, Space, Enter, Escape, Delete); a key the
//   editor used is not passed on, so the app's shortcuts never see it. Tool
//   letters and Ctrl shortcuts are not the grid's: they reach the registry.
// - Pointer events become pins (the element's box on screen divided by the
//   grid size, so any zoom works) with pointer capture, so a stroke that
//   leaves the grid still ends.
// - Drawing happens in an animation frame, only when something drawn changed.

import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { CanvasEditor, PointerInput } from '../../../../core/canvas/index.ts';
import type { PinGrid, Point, SelectionMask } from '../../../../core/pins/index.ts';
import { readPinGridColors } from './gridColors.ts';
import { paintPinGrid } from './pinGridPainter.ts';
import { BASE_PITCH, backingScale, fitPitch, pinAt, pinPitch } from './pinMetrics.ts';

export interface PinGridOptions {
  /** For reading (Easy tactile): the cursor moves and describes; nothing changes a pin. */
  readonly readOnly?: boolean;
}

/** Everything the drawing depends on; a new frame is drawn when one of these changes. */
interface Drawn {
  readonly shown: PinGrid;
  readonly page: PinGrid;
  readonly selection: SelectionMask | null;
  readonly previewSelection: SelectionMask | null;
  readonly cursor: Point;
  readonly zoom: number;
  /** The pitch at 100 %, fitted to the room (fitPitch). */
  readonly base: number;
  readonly gridLines: boolean;
  readonly focused: boolean;
}

function drawnNow(editor: CanvasEditor, focused: boolean, base: number): Drawn {
  const state = editor.getState();
  return {
    shown: editor.shownGrid,
    page: editor.page.grid,
    selection: state.selection,
    previewSelection: state.previewSelection,
    cursor: state.cursor,
    zoom: state.view.zoom,
    base,
    gridLines: state.view.gridLines,
    focused,
  };
}

const sameDrawing = (a: Drawn | null, b: Drawn): boolean =>
  a !== null && (Object.keys(b) as (keyof Drawn)[]).every((key) => a[key] === b[key]);

/** Scrolls the grid's box so the cursor's pin (and a margin of two pins) is inside it. */
function keepInView(viewport: HTMLElement, canvas: HTMLCanvasElement, cursor: Point, pitch: number): void {
  const margin = pitch * 2;
  const left = canvas.offsetLeft + cursor.x * pitch;
  const top = canvas.offsetTop + cursor.y * pitch;
  if (left - margin < viewport.scrollLeft) viewport.scrollLeft = Math.max(0, left - margin);
  else if (left + pitch + margin > viewport.scrollLeft + viewport.clientWidth) viewport.scrollLeft = left + pitch + margin - viewport.clientWidth;
  if (top - margin < viewport.scrollTop) viewport.scrollTop = Math.max(0, top - margin);
  else if (top + pitch + margin > viewport.scrollTop + viewport.clientHeight) viewport.scrollTop = top + pitch + margin - viewport.clientHeight;
}

/** Kept clear under the grid's box, in CSS px, so its frame and focus ring show above the fold. */
const FOLD_MARGIN = 12;

/**
 * The room the window leaves the grid's box: the width of its column and the
 * height from its top (where it is when the page is scrolled to the top) to
 * the bottom of the window, less its border.
 */
function roomOf(viewport: HTMLElement): { width: number; height: number } {
  const column = viewport.parentElement ?? viewport;
  const border = viewport.offsetWidth - viewport.clientWidth;
  const top = viewport.getBoundingClientRect().top + window.scrollY;
  return { width: column.clientWidth - border, height: window.innerHeight - top - border - FOLD_MARGIN };
}

const READ_ONLY_BLOCKED = new Set([' ', 'Delete', 'Backspace']);

export function usePinGrid(editor: CanvasEditor, { readOnly = false }: PinGridOptions = {}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const focused = useRef(false);
  const frame = useRef(0);
  const drawn = useRef<Drawn | null>(null);
  const lastPin = useRef<Point | null>(null);
  const base = useRef(BASE_PITCH);

  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const now = drawnNow(editor, focused.current, base.current);
    const { shown } = now;
    const pitch = pinPitch(now.zoom, now.base);
    const cssWidth = shown.width * pitch;
    const cssHeight = shown.height * pitch;
    const scale = backingScale(cssWidth, cssHeight, window.devicePixelRatio);
    const width = Math.round(cssWidth * scale);
    const height = Math.round(cssHeight * scale);
    // Setting a canvas's size clears it, even to the same value: only when it changes.
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    canvas.style.width = `${cssWidth}px`;
    canvas.style.height = `${cssHeight}px`;
    const context = canvas.getContext('2d');
    if (context === null) return;
    const before = drawn.current;
    paintPinGrid(context, { grid: shown, page: now.page, selection: now.selection, previewSelection: now.previewSelection, cursor: now.cursor, gridLines: now.gridLines, focused: now.focused }, { pitch, scale, colors: readPinGridColors(canvas) });
    drawn.current = now;
    const viewport = viewportRef.current;
    if (viewport !== null && now.focused && (before === null || before.cursor !== now.cursor || before.zoom !== now.zoom)) keepInView(viewport, canvas, now.cursor, pitch);
  }, [editor]);

  const schedule = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      paint();
    });
  }, [paint]);

  useEffect(() => {
    drawn.current = null;
    schedule();
    const stop = editor.subscribe(() => {
      if (!sameDrawing(drawn.current, drawnNow(editor, focused.current, base.current))) schedule();
    });
    // 100 % fits the room the window leaves: measured now and again when the window or the grid's column changes size.
    const fit = () => {
      const viewport = viewportRef.current;
      if (viewport === null) return;
      const room = roomOf(viewport);
      base.current = fitPitch(room, editor.page.grid);
      // The box never reaches below the fold either: a page zoomed past the room scrolls inside it.
      if (room.height > 0) viewport.style.setProperty('--pin-grid-room', `${Math.round(room.height)}px`);
      schedule();
    };
    fit();
    // Another page size (a 768 document opened) fits again; a cursor move measures nothing.
    let fittedFor = editor.page.grid;
    const stopFit = editor.subscribe(() => {
      const { grid } = editor.page;
      if (grid.width === fittedFor.width && grid.height === fittedFor.height) return;
      fittedFor = grid;
      fit();
    });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    const column = viewportRef.current?.parentElement;
    if (observer !== undefined && column) observer.observe(column);
    window.addEventListener('resize', fit);
    // The colours follow the scheme: a change of scheme or of forced colours draws again.
    const queries = ['(prefers-color-scheme: dark)', '(forced-colors: active)'].map((query) => window.matchMedia?.(query)).filter((query) => query !== undefined);
    const again = () => {
      drawn.current = null;
      schedule();
    };
    for (const query of queries) query.addEventListener('change', again);
    return () => {
      stop();
      stopFit();
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      for (const query of queries) query.removeEventListener('change', again);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [editor, schedule]);

  const setFocused = (value: boolean) => {
    focused.current = value;
    schedule();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An input method is still composing a character: the key is its.
    if (event.nativeEvent.isComposing) return;
    if (readOnly && READ_ONLY_BLOCKED.has(event.key)) {
      if (event.key === ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        editor.whereAmI();
      }
      return;
    }
    if (editor.key(event)) event.preventDefault();
  };

  const pinOf = (event: PointerEvent<HTMLCanvasElement>): Point =>
    pinAt(event.currentTarget.getBoundingClientRect(), { x: event.clientX, y: event.clientY }, editor.page.grid);

  const input = (phase: PointerInput['phase'], event: PointerEvent<HTMLCanvasElement>, point: Point): void =>
    editor.pointer({ phase, point, shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey });

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    // No text selection or scrolling from the press; the keyboard follows the pointer to the grid.
    event.preventDefault();
    viewportRef.current?.focus({ preventScroll: true });
    const point = pinOf(event);
    lastPin.current = point;
    if (readOnly) {
      const grid = editor.page.grid;
      editor.moveCursor({ x: Math.max(0, Math.min(grid.width - 1, point.x)), y: Math.max(0, Math.min(grid.height - 1, point.y)) });
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    input('down', event, point);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly || editor.getState().gesture === null) return;
    const point = pinOf(event);
    const last = lastPin.current;
    if (last !== null && last.x === point.x && last.y === point.y) return;
    lastPin.current = point;
    input('move', event, point);
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly || event.button !== 0) return;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    input('up', event, pinOf(event));
    lastPin.current = null;
  };

  const onPointerCancel = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly) return;
    input('cancel', event, lastPin.current ?? pinOf(event));
    lastPin.current = null;
  };

  return {
    viewportRef,
    canvasRef,
    viewportProps: { onKeyDown, onFocus: () => setFocused(true), onBlur: () => setFocused(false) },
    canvasProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
