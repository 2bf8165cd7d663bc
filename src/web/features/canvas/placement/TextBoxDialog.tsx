import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { toolMessages } from '../../../../core/canvas/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { blockAt, cellsLeftOut } from './brailleBlock.ts';
import { useBrailleSetting } from '../../../preferences/brailleSetting.ts';
import { BraillePlacementDialog } from './BraillePlacementDialog.tsx';
import { placementMessages as m } from './messages.ts';
import { usePlaceBraille } from './usePlaceBraille.ts';
import { BraillePreviewField, BrailleSettingNote, FormError, PlaceButtons } from './PlacementParts.tsx';
import { useBraillePreview } from './useBraillePreview.ts';
import { useCanvasTranslator } from './useCanvasTranslator.ts';

interface Props {
  readonly editor: CanvasEditor;
  readonly at: Point;
  readonly easy: boolean;
  readonly onClose: () => void;
}

/** Text box (spec §2, T): print text, its braille shown as it is typed, placed as braille pins at the point. */
export function TextBoxDialog(props: Props) {
  const intl = useIntl();
  return (
    <BraillePlacementDialog title={intl.formatMessage(m.textBoxTitle)} at={props.at} onClose={props.onClose}>
      <TextBoxForm {...props} />
    </BraillePlacementDialog>
  );
}

function TextBoxForm({ editor, at, easy, onClose }: Props) {
  const intl = useIntl();
  const translator = useCanvasTranslator();
  const { setting, table } = useBrailleSetting();
  const [text, setText] = useState('');
  // A text box is one line of print; what does not fit across wraps below it.
  const lines = text.trim() === '' ? [] : [text.replace(/[\r\n]+/g, ' ')];
  const preview = useBraillePreview(translator, table.code, lines);
  const spacing = { pinsPerCell: setting.pin };
  const shown = preview.cells && blockAt(editor.page.grid, at, preview.cells, spacing);
  // Errors show in an alert, so they are also spoken.
  const { busy, error, setError, place } = usePlaceBraille({ editor, at, spacing, what: toolMessages.textBox, translateNow: preview.translateNow, onClose });

  const previewError = preview.error && intl.formatMessage(preview.error.message, preview.error.values);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void place(lines.length === 0 ? m.noText : undefined);
      }}
    >
      <BrailleSettingNote setting={setting} table={table} />
      <TextField className="field" value={text} onChange={(value) => { setText(value); setError(undefined); }} isInvalid={error !== undefined} autoFocus>
        <Label className="field-label">{intl.formatMessage(m.textLabel)}</Label>
        <Input className="input" lang={table.lang} />
      </TextField>
      <BraillePreviewField cells={preview.cells} pending={preview.pending} />
      {shown && cellsLeftOut(shown) > 0 && <p className="field-note">{intl.formatMessage(m.cellsLeftOut, { count: cellsLeftOut(shown) })}</p>}
      {shown && shown.lostDots78.length > 0 && <p className="field-note">{intl.formatMessage(m.lostDots78, { count: shown.lostDots78.length })}</p>}
      <FormError text={error ?? previewError} />
      <PlaceButtons onCancel={onClose} busy={busy} easy={easy} />
    </form>
  );
}
