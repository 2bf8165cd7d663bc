import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MultiBrailleSpacing } from '../../../../core/braille/index.ts';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { blockAt } from './brailleBlock.ts';
import { translationFailure } from './brailleText.ts';
import { placementMessages as m } from './messages.ts';

interface PlaceBraille {
  readonly editor: CanvasEditor;
  readonly at: Point;
  readonly spacing: MultiBrailleSpacing;
  /** The tool the placed braille is named by ("Text box placed at …"). */
  readonly what: Message;
  /** The preview's translation, or a fresh one if the preview is not there yet. */
  readonly translateNow: () => Promise<readonly Uint8Array[]>;
  readonly onClose: () => void;
}

/**
 * The last step of the braille dialogs (text box, multi-braille, text file):
 * translate, fit the block at the point, place it as one undoable step and
 * close; or show why not (nothing fits, a translation failure) in the
 * dialog's alert, which is also spoken.
 */
export function usePlaceBraille({ editor, at, spacing, what, translateNow, onClose }: PlaceBraille) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Places the braille; `refusal` (no text, no file) is shown instead when given. */
  async function place(refusal?: Message) {
    if (refusal !== undefined) return setError(intl.formatMessage(refusal));
    setBusy(true);
    try {
      const placed = blockAt(editor.page.grid, at, await translateNow(), spacing);
      if (placed.rows === 0) return setError(intl.formatMessage(m.nothingFits));
      editor.place(placed.grid, at, what);
      onClose();
    } catch (failure) {
      const ref = translationFailure(failure);
      setError(intl.formatMessage(ref.message, ref.values));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, place };
}
