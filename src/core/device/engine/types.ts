// The send engine's contract: what it is given, what it reports and what it
// offers (issue 6, contract A). The behaviour follows Dot's Web SDK 3.0.1 send
// engine as protocol notes §7 describe it; docs/device.md says where we differ.

import type { Clock } from '../clock.ts';
import type { DeviceMessage } from '../deviceMessages.ts';
import type { DeviceError } from '../errors.ts';
import type { CellFamily, DisplayLayout, SendType } from '../models.ts';
import type { Packet } from '../packet.ts';

/** What was last displayed, which decides which lines the software refresh rounds resend (D2 only). */
export type RefreshMode = 'NONE' | 'ALL_DISPLAY' | 'GRAPHIC_DISPLAY' | 'TEXT_DISPLAY' | 'LIVE_DISPLAY';
/** A: every line, 3 rounds. B: lines 0–3 then 4–N, 3 rounds each. C (default): by refresh mode. */
export type RefreshType = 'A' | 'B' | 'C';

/** Spec §9: a line is resent up to 3 times, then given up. */
export const MAX_RESENDS = 3;
/** Spec §9: after a refusal (NACK, WAIT, checksum error) or a failed write, wait this long before sending again. */
export const SEND_RETRY_DELAY_MS = 1000;
export const GRAPHIC_REFRESH_DELAY_MS = 500;
export const TEXT_REFRESH_DELAY_MS = 1500;

export interface SendEngineOptions {
  readonly layout: DisplayLayout;
  readonly sendType: SendType;
  /** 'D2' runs software refresh rounds, 'D3' does not. */
  readonly family: CellFamily;
  /** Default 'C'. */
  readonly refreshType?: RefreshType;
  /** How long to wait for a packet's response; default DEFAULT_LINE_REQUEST_TIME_MS (600). */
  readonly lineRequestTimeMs?: number;
  readonly clock: Clock;
  /** Put a packet on the link; rejects when the link is gone. */
  readonly send: (packet: Packet) => Promise<void>;
  readonly onEvent?: (event: SendEngineEvent) => void;
}

export type SendEngineEvent =
  /** attempt 0 is the first send, 1..MAX_RESENDS the resends; bytes is the packet's size on the wire. */
  | { type: 'sent'; lineId: number; attempt: number; refresh: boolean; bytes: number }
  | { type: 'acknowledged'; lineId: number }
  | { type: 'refused'; lineId: number; response: 'NACK' | 'WAIT' | 'CHECKSUM_ERROR' }
  /** LINE_GIVEN_UP, values { line }. */
  | { type: 'gaveUp'; lineId: number; error: DeviceError }
  | { type: 'refreshRound'; round: number; lines: readonly number[] }
  | { type: 'idle' };

export interface SendEngine {
  /** Graphic hex (either case), exactly graphicLines × cellsPerLine × 2 chars, pin order; else throws DeviceError BAD_DOT_DATA and sends nothing. Sets GRAPHIC_DISPLAY. */
  displayGraphic(hex: string): void;
  /** The same with cells (pin order, one byte a cell); the same rule on length. */
  displayGraphicCells(cells: Uint8Array): void;
  /**
   * Braille for the text line, Unicode braille order; padded with 0 to whole
   * text lines and page `page` (0-based; past the end = the last) shown.
   * Returns false and sends nothing when the device has no text line, has 48
   * cells per graphic line, or the text is empty. Sets TEXT_DISPLAY.
   */
  displayText(cells: Uint8Array, page?: number): boolean;
  /** One run on one line (LIVE_DISPLAY): hex (pin order) from startCell. */
  displayLine(lineId: number, startCell: number, hex: string): void;
  /** Lower every pin of every line (the text line too); sends what is not known to be down already. */
  clear(): void;
  /** Feed every DeviceMessage of type displayResponse / displayDone here; others are ignored. */
  receive(message: DeviceMessage): void;
  /** What the engine believes the device shows (once its queue has drained): graphic cells and text line cells, pin order. */
  readonly shown: { readonly graphic: Uint8Array; readonly text: Uint8Array };
  readonly busy: boolean;
  /** Resolves once nothing is queued, in flight or waiting for a refresh round (or the engine is disposed). */
  whenIdle(): Promise<void>;
  /**
   * Send every line again whole, with what the engine believes the device
   * shows (a display that lost its pins, or the user's "re-send the page"):
   * the text line too when the display has one. A packet in flight finishes first.
   */
  resendAll(): void;
  /** Forget what the device shows (after a reconnect) so the next display sends everything. */
  reset(): void;
  /** Cancel every timer and stop; later calls send nothing. */
  dispose(): void;
}
