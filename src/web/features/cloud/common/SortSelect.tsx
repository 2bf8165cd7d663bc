import { useIntl } from 'react-intl';
import { SORT_ORDERS, type SortOrder } from '../../../../shared/api/driveAppPaths.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SORT_LABELS } from './format.ts';
import { listMessages as m } from './messages.ts';

/** Spec §3: the six sort orders. */
export function SortSelect({ value, onChange }: { readonly value: SortOrder; readonly onChange: (sort: SortOrder) => void }) {
  const intl = useIntl();
  return (
    <SelectField
      className="field field--inline"
      label={intl.formatMessage(m.sort)}
      value={value}
      options={SORT_ORDERS.map((order) => ({ id: order, name: intl.formatMessage(SORT_LABELS[order]) }))}
      onChange={(key) => {
        if (SORT_ORDERS.includes(key as SortOrder)) onChange(key as SortOrder);
      }}
    />
  );
}
