import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer.ts';
import { listMessages as m } from './messages.ts';
import type { ViewMode } from './useViewMode.ts';

/** CARD or LIST: one group, arrows move between the two, the pressed one is the view. */
export function ViewSwitch({ mode, onChange }: { readonly mode: ViewMode; readonly onChange: (mode: ViewMode) => void }) {
  const intl = useIntl();
  const choose = (keys: Set<Key>) => {
    const next = [...keys][0];
    if (next !== 'CARD' && next !== 'LIST') return;
    onChange(next);
    announce(intl.formatMessage(m.viewChanged, { view: intl.formatMessage(next === 'CARD' ? m.cards : m.list) }));
  };
  return (
    <ToggleButtonGroup
      className="view-switch"
      aria-label={intl.formatMessage(m.view)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[mode]}
      onSelectionChange={choose}
    >
      <ToggleButton id="CARD" className="toggle-button">
        {intl.formatMessage(m.cards)}
      </ToggleButton>
      <ToggleButton id="LIST" className="toggle-button">
        {intl.formatMessage(m.list)}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
