import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toolMessages, type CanvasEditor } from '../../../../core/canvas/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { BlockSummary } from './BlockSummary.tsx';
import { blockAt, capacityAt, linesPlaced, textLines } from './brailleBlock.ts';
import { useBrailleSetting } from '../../../preferences/brailleSetting.ts';
import { BraillePlacementDialog } from './BraillePlacementDialog.tsx';
import { placementMessages as m } from './messages.ts';
import { usePlaceBraille } from './usePlaceBraille.ts';
import { BraillePreviewField, BrailleSettingNote, FormError, PlaceButtons } from './PlacementParts.tsx';
import { readTextFile } from './readTextFile.ts';
import { useBraillePreview } from './useBraillePreview.ts';
import { useCanvasTranslator } from './useCanvasTranslator.ts';

interface Props {
  readonly editor: CanvasEditor;
  readonly at: Point;
  readonly easy: boolean;
  readonly onClose: () => void;
}

/**
 * Text file (spec §2): a .txt file's braille as a block at the point, clipped
 * to the page. Only the lines that could fit are translated (each line takes
 * at least one row), and the dialog says how many of the file's lines fit.
 */
export function TextFileDialog(props: Props) {
  const intl = useIntl();
  return (
    <BraillePlacementDialog title={intl.formatMessage(m.textFileTitle)} at={props.at} onClose={props.onClose}>
      <TextFileForm {...props} />
    </BraillePlacementDialog>
  );
}

const REASONS = { tooLarge: m.textFileTooLarge, notText: m.notPlainText, unreadable: m.readFailed } as const;

function TextFileForm({ editor, at, easy, onClose }: Props) {
  const intl = useIntl();
  const translator = useCanvasTranslator();
  const { setting, table } = useBrailleSetting();
  const [file, setFile] = useState<{ name: string; lines: string[] }>();
  const page = editor.page.grid;
  const spacing = { pinsPerCell: setting.pin };
  const capacity = capacityAt(page, at, spacing);
  const lines = file?.lines ?? [];
  const candidates = lines.slice(0, capacity.lines);
  const preview = useBraillePreview(translator, table.code, candidates);
  const block = preview.cells && blockAt(page, at, preview.cells, spacing);
  const { busy, error, setError, place } = usePlaceBraille({ editor, at, spacing, what: toolMessages.textFile, translateNow: preview.translateNow, onClose });

  async function choose(chosen: File | undefined) {
    setError(undefined);
    setFile(undefined);
    if (!chosen) return;
    const read = await readTextFile(chosen);
    if (!read.ok) return setError(intl.formatMessage(REASONS[read.reason]));
    const fileLines = textLines(read.text);
    if (fileLines.length === 0) return setError(intl.formatMessage(m.noText));
    setFile({ name: chosen.name, lines: fileLines });
    announce(intl.formatMessage(m.chosenTextFile, { name: chosen.name, lines: fileLines.length }));
  }

  const previewError = preview.error && intl.formatMessage(preview.error.message, preview.error.values);
  return (
    <div>
      <BrailleSettingNote setting={setting} table={table} />
      <p className="field-note">{intl.formatMessage(m.textFileRule)}</p>
      <FileTrigger acceptedFileTypes={['.txt', 'text/plain']} onSelect={(list) => void choose(list?.[0])}>
        <Button className={easy ? 'button button--large' : 'button'} autoFocus>
          {intl.formatMessage(m.chooseTextFile)}
        </Button>
      </FileTrigger>
      {file && (
        <>
          <p>{intl.formatMessage(m.chosenTextFile, { name: file.name, lines: file.lines.length })}</p>
          <BlockSummary capacity={capacity} block={block} totalLines={lines.length} fitted={block ? linesPlaced(block, candidates.length) : 0} countFitted />
          <BraillePreviewField cells={preview.cells} pending={preview.pending} multiline />
        </>
      )}
      <FormError text={error ?? previewError} />
      <PlaceButtons onPlace={() => void place(file ? undefined : m.noFileChosen)} onCancel={onClose} busy={busy} easy={easy} />
    </div>
  );
}
