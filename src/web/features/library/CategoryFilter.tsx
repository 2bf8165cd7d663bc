import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LIBRARY_CATEGORIES, type LibraryCategory } from '../../../shared/api/driveAppPaths.ts';
import { categoryMessages, listMessages } from '../cloud/index.ts';

const ALL = 'ALL';

/**
 * Spec §3: the ten categories and All, as one group of toggle buttons with
 * one pressed: one Tab stop, arrows move, Enter or Space chooses.
 */
export function CategoryFilter({ value, onChange }: { readonly value: LibraryCategory | undefined; readonly onChange: (category: LibraryCategory | undefined) => void }) {
  const intl = useIntl();
  const choose = (keys: Set<Key>) => {
    const key = [...keys][0];
    if (key === ALL) onChange(undefined);
    else if (LIBRARY_CATEGORIES.includes(key as LibraryCategory)) onChange(key as LibraryCategory);
  };
  return (
    <ToggleButtonGroup
      className="category-filter"
      aria-label={intl.formatMessage(listMessages.category)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? ALL]}
      onSelectionChange={choose}
    >
      <ToggleButton id={ALL} className="toggle-button">
        {intl.formatMessage(categoryMessages.all)}
      </ToggleButton>
      {LIBRARY_CATEGORIES.map((code) => (
        <ToggleButton key={code} id={code} className="toggle-button">
          {intl.formatMessage(categoryMessages[code])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
