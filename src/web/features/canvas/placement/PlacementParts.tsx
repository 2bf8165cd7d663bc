// Pieces every placing dialog shows: where the content goes, the braille
// setting in use, the braille preview, and the Place / Cancel buttons.

import { Button, Input, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { languageName, tableVariantMessages, unicodeFromCells, variantMessage, type BrailleSetting, type BrailleTableEntry } from '../../../../core/braille/index.ts';
import type { Point } from '../../../../core/pins/index.ts';
import { placementMessages as m } from './messages.ts';

export function PlacingAt({ at }: { readonly at: Point }) {
  const intl = useIntl();
  return <p className="field-note">{intl.formatMessage(m.placingAt, { column: at.x + 1, row: at.y + 1 })}</p>;
}

/** "Braille: English – Contracted braille (grade 2), 6 dots": what the text will be translated with. */
export function BrailleSettingNote({ setting, table }: { readonly setting: BrailleSetting; readonly table: BrailleTableEntry }) {
  const intl = useIntl();
  const variant = variantMessage(table);
  const name = intl.formatMessage(tableVariantMessages.label, {
    language: languageName(table, intl.locale),
    variant: intl.formatMessage(variant.message, variant.values),
  });
  return <p className="field-note">{intl.formatMessage(m.brailleSetting, { table: name, pins: setting.pin })}</p>;
}

/**
 * The braille as Unicode braille in a read-only field, so a screen reader
 * and a braille display can move through it by line and cell. Empty while
 * there is nothing yet; "Translating…" while it comes.
 */
export function BraillePreviewField({ cells, pending, multiline = false }: { readonly cells: readonly Uint8Array[] | undefined; readonly pending: boolean; readonly multiline?: boolean }) {
  const intl = useIntl();
  const text = pending ? intl.formatMessage(m.translating) : (cells ?? []).map(unicodeFromCells).join('\n');
  return (
    <TextField className="field" value={text} isReadOnly>
      <Label className="field-label">{intl.formatMessage(m.braillePreview)}</Label>
      {multiline ? <TextArea className="input input--multiline braille-output" rows={4} /> : <Input className="input braille-output" />}
    </TextField>
  );
}

interface PlaceButtonsProps {
  /** Without it, Place submits the form around it (so Enter in a field places). */
  readonly onPlace?: () => void;
  readonly onCancel: () => void;
  readonly busy?: boolean;
  readonly easy?: boolean;
}

export function PlaceButtons({ onPlace, onCancel, busy = false, easy = false }: PlaceButtonsProps) {
  const intl = useIntl();
  const size = easy ? ' button--large' : '';
  return (
    <div className="button-row">
      <Button className={`button button--primary${size}`} {...(onPlace ? { onPress: onPlace } : { type: 'submit' as const })} isPending={busy}>
        {intl.formatMessage(busy ? m.translating : m.place)}
      </Button>
      <Button className={`button${size}`} onPress={onCancel}>
        {intl.formatMessage(m.cancel)}
      </Button>
    </div>
  );
}

/** A problem with what would be placed, shown beside the form and spoken at once. */
export function FormError({ text }: { readonly text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}
