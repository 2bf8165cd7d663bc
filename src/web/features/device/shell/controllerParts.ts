// What the device controller and its connection code (loaded with the
// first connect) share: how each may call the other. Types only, so neither
// module imports the other.

import type { FirmwareUpdater, VirtualDisplayState } from '../../../../core/device/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { CANCELLED, DeviceSession, SessionEvents } from './deviceSession.ts';
import type { DeviceContent, DeviceMethod, DeviceState, Say } from './types.ts';

export type { Say, SayValue } from './types.ts';

/** The command layer, for the display's keys: a command's label, and running it (which says why it cannot run). */
export interface KeyCommands {
  readonly label: (commandId: string) => Message | undefined;
  readonly run: (commandId: string) => void;
}

/** What the connection code may read and change. */
export interface ControllerCore {
  readonly storage: Storage | undefined;
  readonly getState: () => DeviceState;
  readonly update: (change: Partial<DeviceState>) => void;
  readonly setDisplay: (display: VirtualDisplayState | undefined) => void;
  /** What the display is to show now: the reading screen, or the screen's content with its current text page. */
  readonly content: () => DeviceContent | null;
  readonly say: Say;
  readonly keyCommands: () => KeyCommands | undefined;
}

/** Opens a session; resolves CANCELLED when the user closed the chooser or `signal` aborted. */
export type OpenSession = (method: DeviceMethod, events: SessionEvents, signal: AbortSignal) => Promise<DeviceSession | typeof CANCELLED>;

export interface DeviceConnection {
  connect(method: DeviceMethod): Promise<void>;
  /** Ends the connection; while connecting, cancels the attempt (its port is closed) and says so. */
  disconnect(): Promise<void>;
  /** Sends the current page; `confirm` says so when done (a print the user asked for); `whole` sends every line again. */
  send(confirm: boolean, whole?: boolean): Promise<void>;
  vibrate(): Promise<boolean>;
  /** The connected virtual display's updater, whose success updates `info.firmware`; undefined otherwise. */
  firmwareUpdater(): FirmwareUpdater | undefined;
  /** Re-reads the connected display's firmware version into `info`; undefined with none connected or no answer. */
  readFirmware(): Promise<string | undefined>;
  /**
   * The connected display's text line pages of `text` (paged at blank cells,
   * each the line's width); none without a display, a text line, or text the
   * display shows (spec §5: empty text, a 48-cell display).
   */
  textPages(text: Uint8Array | undefined): readonly Uint8Array[];
}
