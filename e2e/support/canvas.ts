import type { Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Announcement } from '../../src/core/canvas/index.ts';
import { encodeGrayPng } from '../../src/core/canvas/files/png.ts';
import { formatDescription } from '../../src/core/describe/index.ts';
import type { Message } from '../../src/core/messages/index.ts';
import { getPin, type PinGrid } from '../../src/core/pins/index.ts';
import { bcp47, type AppLocale } from '../../src/shared/i18n/locales.ts';
import { pinGridMessages } from '../../src/web/features/canvas/grid/messages.ts';
import { text } from './routes.ts';

// The Canvas as the browser tests see it: its messages in a language, what
// the editor says as the announcer would say it, the key sequences written
// once for the browser and for a CanvasEditor in Node, and pins counted in
// an area of a page.

/** A catalogue message as the app shows it in `locale`, ICU values filled in. */
export function say(locale: AppLocale, message: Message, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(text(locale, message.id), bcp47(locale)).format(values));
}

/** What the Canvas says for an editor announcement (useEditorAnnouncements): each line formatted, joined with a space. */
export function spoken(locale: AppLocale, announcement: Announcement | undefined): string {
  if (announcement === undefined) throw new Error('The editor said nothing');
  const list = new Intl.ListFormat(bcp47(locale), { type: 'conjunction' });
  return announcement.lines
    .map((line) => formatDescription(line, (ref) => say(locale, ref.message, ref.values), (texts) => list.format(texts)))
    .join(' ');
}

/** A message as a pattern, with the given values as any number (for counts the test cannot know in advance). */
export function sayPattern(locale: AppLocale, message: Message, values: Record<string, string | number>, anyNumber: readonly string[]): RegExp {
  const marker = 987_654;
  const filled = say(locale, message, { ...values, ...Object.fromEntries(anyNumber.map((name) => [name, marker])) });
  const escaped = filled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(new RegExp(new Intl.NumberFormat(bcp47(locale)).format(marker).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), '[\\d,.]+'));
}

/** The pin grid (one focusable element, role application). */
export function pinGrid(page: Page): Locator {
  return page.getByRole('application');
}

/** The pin grid's accessible name: "<title>, page n of N". */
export function gridName(locale: AppLocale, title: string, pageNumber: number, pages: number): string {
  return say(locale, pinGridMessages.name, { title: title || say(locale, pinGridMessages.untitled), page: pageNumber, pages });
}

/** One chord of a sequence ('R', 'Shift+ArrowRight') as Playwright presses it: a letter unshifted is lower case, as a keyboard types it. */
function browserChord(chord: string): string {
  return /^[A-Z]$/.test(chord) ? chord.toLowerCase() : chord;
}

/** Presses a space-separated key sequence written as core's drivenEditor().press takes it. */
export async function pressSequence(page: Page, sequence: string): Promise<void> {
  for (const chord of sequence.split(/\s+/).filter(Boolean)) await page.keyboard.press(browserChord(chord));
}

export interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const inArea = (area: Area, x: number, y: number): boolean => x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height;

/** Raised pins of `grid` inside `area`. */
export function raisedIn(grid: PinGrid, area: Area): number {
  let count = 0;
  for (let y = area.y; y < area.y + area.height; y++) for (let x = area.x; x < area.x + area.width; x++) if (getPin(grid, x, y)) count++;
  return count;
}

/** Every pin where the two grids differ, outside the areas given, as "x,y" (empty when they agree). */
export function differences(actual: PinGrid, expected: PinGrid, outside: readonly Area[] = []): string[] {
  const found: string[] = [];
  for (let y = 0; y < expected.height; y++) {
    for (let x = 0; x < expected.width; x++) {
      if (outside.some((area) => inArea(area, x, y))) continue;
      if (getPin(actual, x, y) !== getPin(expected, x, y)) found.push(`${x},${y}`);
    }
  }
  return found;
}

/** A white PNG of `width` × `height` pixels with a black rectangle in `black`: a picture whose pins are known. */
export function blockPng(width: number, height: number, black: Area): Buffer {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = black.y; y < black.y + black.height; y++) for (let x = black.x; x < black.x + black.width; x++) pixels[y * width + x] = 0;
  return Buffer.from(encodeGrayPng(width, height, pixels));
}
