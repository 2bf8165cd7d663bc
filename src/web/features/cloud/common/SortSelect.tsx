import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { SORT_ORDERS, type SortOrder } from '../../../../shared/api/driveAppPaths.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { SORT_LABELS } from './format.ts';
import { listMessages as m } from './messages.ts';

/** Spec §3: the six sort orders. */
export function SortSelect({ value, onChange }: { readonly value: SortOrder; readonly onChange: (sort: SortOrder) => void }) {
  const intl = useIntl();
  return (
    <Select
      className="field field--inline"
      value={value}
      onChange={(key) => {
        if (SORT_ORDERS.includes(key as SortOrder)) onChange(key as SortOrder);
      }}
    >
      <Label className="field-label">{intl.formatMessage(m.sort)}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {SORT_ORDERS.map((order) => (
            <ListBoxItem key={order} id={order} className="listbox-item">
              {intl.formatMessage(SORT_LABELS[order])}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
