import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { languageName, tableVariantMessages, variantMessage, type BrailleTableEntry } from '../../../core/braille/index.ts';
import type { BrailleTableOption } from '../../braille/useBraille.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
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
    <Select className="field" value={value} onChange={(key) => onChange(String(key))}>
      <Label className="field-label">{intl.formatMessage(braillePanelMessages.tableLabel)}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="listbox-item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
