// "Read on the display": the focused text in braille on the display's
// graphic area (core/device brailleGraphicScreens: each model's line
// spacing, text wrapped at blank cells into lines and screens), with the
// user's braille setting — its table, and its 6 or 8 pins for the cell
// height. Text that is already Unicode braille (a Canvas braille text box)
// is shown as it is, not translated again.

import { cellsFromUnicode, textToLines } from '../../../../core/braille/index.ts';
import { brailleGraphicScreens } from '../../../../core/device/index.ts';
import { readBrailleSetting, settingTable } from '../../../preferences/brailleSetting.ts';
import { displayTranslator } from '../shell/displayTranslator.ts';
import { deviceShellMessages as m } from '../shell/messages.ts';
import type { DeviceControls } from '../shell/types.ts';
import { focusedDisplayText } from './focusedText.ts';

const UNICODE_BRAILLE = /^[\u2800-\u28ff\s]*$/u;

/** The lines of `text` as braille cells (Unicode order): translated with the user's table, or read as they are when already braille. */
async function brailleLines(text: string, table: string): Promise<Uint8Array[]> {
  const lines = textToLines(text);
  if (UNICODE_BRAILLE.test(text)) return lines.map((line) => cellsFromUnicode(line));
  const translator = await displayTranslator();
  const result = await translator.translate({ table, lines, direction: 'forward' });
  return result.lines.map((line) => cellsFromUnicode(line));
}

/** Reads the focused text on the connected display; says why when it cannot. */
export async function startReading(device: () => DeviceControls, focused: Element | null): Promise<void> {
  const text = focusedDisplayText(focused);
  if (text === undefined) return device().say(m.nothingToRead, undefined, 'assertive');
  const layout = device().state.info?.layout;
  if (!layout || layout.graphicLines === 0 || layout.cellsPerLine === 0) return device().say(m.noGraphicArea, undefined, 'assertive');
  const setting = readBrailleSetting();
  let lines: Uint8Array[];
  try {
    lines = await brailleLines(text, settingTable(setting).code);
  } catch (error) {
    console.error('The text to read could not be translated', error);
    return device().say(m.readingFailed, undefined, 'assertive');
  }
  device().readOnDisplay(brailleGraphicScreens(lines, layout, setting.pin));
}
