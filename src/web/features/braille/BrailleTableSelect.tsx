import { useIntl } from 'react-intl';
import { languageName, tableVariantMessages, variantMessage, type BrailleTableEntry } from '../../../core/braille/index.ts';
import type { BrailleTableOption } from './engine/useBraille.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { braillePanelMessages } from './messages.ts';

interface Props {
  readonly options: readonly BrailleTableOption[];
  readonly value: string;
  readonly onChange: (code: string) => void;
}

/** "Korean – Contracted braille (grade 2)", with the language named in the reader's language. */
export function useTableLabel() {
  const intl = useIntl();
  return (table: BrailleTableEntry) =>
    intl.formatMessage(tableVariantMessages.label, {
      language: languageName(table, intl.locale),
      variant: intl.formatMessage(variantMessage(table).message),
    });
}

/**
 * Every catalogue table, the unavailable ones too (marked, and explained
 * beside the list when chosen), so a screen-reader user hears the whole list
 * and learns why a table cannot be used instead of meeting a silent gap.
 */
export function BrailleTableSelect({ options, value, onChange }: Props) {
  const intl = useIntl();
  const label = useTableLabel();
  const items = options.map(({ table, choice }) => {
    const name = label(table);
    return { id: table.code, name: choice.available ? name : intl.formatMessage(braillePanelMessages.unavailableOption, { label: name }) };
  });
  return (
    <SelectField label={intl.formatMessage(braillePanelMessages.tableLabel)} value={value} options={items} onChange={onChange} />
  );
}
