import { useState } from 'react';
import { Input, Label, NumberField, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_BRAILLE_GAP } from '../../../../core/braille/index.ts';
import { toolMessages, type CanvasEditor } from '../../../../core/canvas/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { BlockSummary } from './BlockSummary.tsx';
import { blockAt, capacityAt, linesPlaced, textLines } from './brailleBlock.ts';
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

/** Multi-braille (spec §2): several lines of text as a block of braille, with the spacing chosen and the room shown. */
export function MultiBrailleDialog(props: Props) {
  const intl = useIntl();
  return (
    <BraillePlacementDialog title={intl.formatMessage(m.multiBrailleTitle)} at={props.at} onClose={props.onClose}>
      <MultiBrailleForm {...props} />
    </BraillePlacementDialog>
  );
}

function GapField({ label, value, onChange }: { readonly label: string; readonly value: number; readonly onChange: (value: number) => void }) {
  return (
    <NumberField className="field" value={value} minValue={0} maxValue={MAX_BRAILLE_GAP} step={1} onChange={(next) => onChange(Number.isNaN(next) ? 0 : next)}>
      <Label className="field-label">{label}</Label>
      {/* A spin button: Up and Down arrows step it, and a number can be typed. */}
      <Input className="input" />
    </NumberField>
  );
}

function MultiBrailleForm({ editor, at, easy, onClose }: Props) {
  const intl = useIntl();
  const translator = useCanvasTranslator();
  const { setting, table } = useBrailleSetting();
  const [text, setText] = useState('');
  const [columnGap, setColumnGap] = useState(1);
  const [rowGap, setRowGap] = useState(2);
  const lines = textLines(text);
  const preview = useBraillePreview(translator, table.code, lines);
  const spacing = { pinsPerCell: setting.pin, columnGap, rowGap };
  const page = editor.page.grid;
  const block = preview.cells && blockAt(page, at, preview.cells, spacing);
  const { busy, error, setError, place } = usePlaceBraille({ editor, at, spacing, what: toolMessages.multiBraille, translateNow: preview.translateNow, onClose });

  const previewError = preview.error && intl.formatMessage(preview.error.message, preview.error.values);
  return (
    <div>
      <BrailleSettingNote setting={setting} table={table} />
      <TextField className="field" value={text} onChange={(value) => { setText(value); setError(undefined); }} isInvalid={error !== undefined} autoFocus>
        <Label className="field-label">{intl.formatMessage(m.linesLabel)}</Label>
        <TextArea className="input input--multiline" rows={5} lang={table.lang} />
      </TextField>
      <GapField label={intl.formatMessage(m.columnGap)} value={columnGap} onChange={setColumnGap} />
      <GapField label={intl.formatMessage(m.rowGap)} value={rowGap} onChange={setRowGap} />
      <BlockSummary capacity={capacityAt(page, at, spacing)} block={block} totalLines={lines.length} fitted={block ? linesPlaced(block, lines.length) : lines.length} />
      <BraillePreviewField cells={preview.cells} pending={preview.pending} multiline />
      <FormError text={error ?? previewError} />
      <PlaceButtons onPlace={() => void place(lines.length === 0 ? m.noText : undefined)} onCancel={onClose} busy={busy} easy={easy} />
    </div>
  );
}
