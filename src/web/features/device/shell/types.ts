// The app's view of the tactile display: what screens and commands read and
// call. Only types here, so the first load (the provider, the header button,
// the commands) carries none of the device engine: it loads with the first
// connection (deviceSession.ts).

import type { MessageRef } from '../../../../core/messages/index.ts';
import type { DeviceInfo } from '../../../../core/device/index.ts';
import type { FirmwareUpdater } from '../../../../core/device/firmware/firmwareUpdater.ts';
import type { PrintMode } from '../../../preferences/printMode.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { Politeness } from '../../../ui/announcer.ts';

export type { PrintMode };

/** A value of a spoken message: text, a number, another message, or a list of them read as "a + b". */
export type SayValue = string | number | Message | readonly (string | Message)[];

/** Says something to the user: a catalogue message, formatted in the current language by the provider. */
export type Say = (message: Message, values?: Readonly<Record<string, SayValue>>, politeness?: Politeness) => void;

/** How the display is reached: a USB cable (Web Serial), Bluetooth, or a display drawn in the page. */
export type DeviceMethod = 'serial' | 'bluetooth' | 'virtual320' | 'virtual768';
export const DEVICE_METHODS: readonly DeviceMethod[] = ['serial', 'bluetooth', 'virtual320', 'virtual768'];

export type DeviceStatus = 'disconnected' | 'connecting' | 'connected' | 'failed';

/** What a screen gives the display: one page. */
export interface DeviceContent {
  /** Graphic cells in pin order, line 1 first (graphicLines × cellsPerLine of the display). */
  readonly graphic: Uint8Array;
  /** The braille text line, Unicode braille order (bit 0 = dot 1); absent or empty clears the line. */
  readonly text?: Uint8Array;
}

/** A screen that shows pages gives the display's panning keys (and the page commands) these. */
export interface DevicePager {
  readonly previous: () => void;
  readonly next: () => void;
  /** The first and last page (the display's chords); a screen without them is told "not on this screen". */
  readonly first?: () => void;
  readonly last?: () => void;
  /** Where the screen is, from 1, for "page 2 of 5". */
  readonly position?: { readonly page: number; readonly pages: number };
}

/** Spec "Easy settings": autoPrint, default N, so manual. */
export type FunctionKey = 'F1' | 'F2' | 'F3' | 'F4';
export const FUNCTION_KEYS: readonly FunctionKey[] = ['F1', 'F2', 'F3', 'F4'];

/**
 * The key combinations a command can be bound to (protocol notes §4.2, Dot's
 * SDK: PanningAll, LPF1 = pan left + F1 … RPF4 = pan right + F4).
 */
export type DeviceChord =
  | 'panBoth'
  | 'panLeftF1' | 'panLeftF2' | 'panLeftF3' | 'panLeftF4'
  | 'panRightF1' | 'panRightF2' | 'panRightF3' | 'panRightF4';
export const DEVICE_CHORDS: readonly DeviceChord[] = [
  'panBoth',
  'panLeftF1', 'panLeftF2', 'panLeftF3', 'panLeftF4',
  'panRightF1', 'panRightF2', 'panRightF3', 'panRightF4',
];

export interface DevicePreferences {
  readonly printMode: PrintMode;
  /** Cell borders on the virtual display. */
  readonly grid: boolean;
  /** The command each function key runs; '' runs none. */
  readonly functionKeys: Readonly<Record<FunctionKey, string>>;
  /** The command each key combination runs; '' runs none. */
  readonly chords: Readonly<Record<DeviceChord, string>>;
  /** The method of the last successful connection, for "Connect device". */
  readonly lastMethod?: DeviceMethod;
}

/** An error the user is told about: a DeviceError, or anything carrying a message. */
export interface DeviceProblem {
  readonly code: string;
  readonly messageRef: MessageRef;
}

export interface DeviceState {
  readonly status: DeviceStatus;
  /** The method connected, being connected, or that failed. */
  readonly method: DeviceMethod | undefined;
  /** While connected. */
  readonly info: DeviceInfo | undefined;
  /** Why the last connection failed or ended unasked; cleared by the next connection. */
  readonly problem: DeviceProblem | undefined;
  /** Whether the current screen gave something to print. */
  readonly hasContent: boolean;
  /** The content has changed since it was last sent (manual print mode, or no display yet). */
  readonly unsent: boolean;
  /** A print is on its way to the display. */
  readonly sending: boolean;
  readonly pager: DevicePager | undefined;
  readonly preferences: DevicePreferences;
  /**
   * Where the panning keys are in the content's text line, from 1, while a
   * connected display shows it on a text line (absent on the 768, which has
   * none, and while reading). Text longer than the line is paged at blank cells.
   */
  readonly text?: { readonly page: number; readonly pages: number } | undefined;
  /** The reading layer (the "Read on the display" command): the screen of the braille being read, from 1. */
  readonly reading?: { readonly screen: number; readonly screens: number } | undefined;
}

/** What useDevice() gives: the state and everything that changes it. */
export interface DeviceControls {
  readonly state: DeviceState;
  readonly connect: (method: DeviceMethod) => Promise<void>;
  readonly disconnect: () => Promise<void>;
  /** Automatic print mode sends at once; manual keeps it for print(). null: this screen has nothing. */
  readonly show: (content: DeviceContent | null) => void;
  /** Sends the current content (the caller checks there is a display and content). */
  readonly print: () => Promise<void>;
  /** Returns the function that unregisters this pager (a later pager is left alone). */
  readonly setPager: (pager: DevicePager) => () => void;
  readonly previousPage: () => void;
  readonly nextPage: () => void;
  /** The screen's first / last page; says so when the screen cannot. */
  readonly firstPage: () => void;
  readonly lastPage: () => void;
  /** Sends the current page again, every line whole (the display forgets nothing it is sent). */
  readonly resendPage: () => Promise<void>;
  /** Says where the screen is (the page), or that it gives no position. */
  readonly announcePosition: () => void;
  readonly setPreferences: (change: Partial<DevicePreferences>) => void;
  /** Turns the virtual display's grid on or off and says which. */
  readonly toggleGrid: () => void;
  /** Resolves true once the display was asked to vibrate; false (and the reason said) when it could not be. */
  readonly vibrate: () => Promise<boolean>;
  /**
   * Shows `screens` (graphic cells in pin order, the display's size each) as a
   * layer over the screen's content, sent at once: the panning keys and the
   * page commands move through them, the screen's content and pager kept
   * aside until stopReading(). Needs a connected display.
   */
  readonly readOnDisplay: (screens: readonly Uint8Array[]) => void;
  /** Ends the reading layer: the screen's content and pager come back (sent again if the display had it). */
  readonly stopReading: () => void;
  /** Says something about the display through the app's announcer, in the current language. */
  readonly say: Say;
  /** Says the connection state (and the page, the text position or the reading screen). */
  readonly announceStatus: () => void;
  /**
   * The connected display's firmware updater: the virtual display's simulated
   * one; undefined for a real display (its update protocol is not public) or
   * with none connected.
   */
  readonly firmwareUpdater: () => FirmwareUpdater | undefined;
  /**
   * Asks the connected display its firmware version again (the documented
   * query 0x0000 only, real or virtual) and updates `state.info.firmware`:
   * for "check again" after the maker's updater ran. Undefined with no display
   * connected, or when it did not answer in 2 s.
   */
  readonly readFirmware: () => Promise<string | undefined>;
}
