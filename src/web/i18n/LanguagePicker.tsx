import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ENDONYMS, PICKER_LOCALES, bcp47, isAppLocale } from '../../shared/i18n/locales.ts';
import { shellMessages } from '../layouts/messages.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useLocaleState } from './LocaleContext.tsx';

const OPTIONS = PICKER_LOCALES.map((locale) => ({ id: locale, name: ENDONYMS[locale], lang: bcp47(locale) }));

interface Props {
  readonly autoFocus?: boolean;
  readonly onChanged?: () => void;
}

/** Each language is named in itself and marked with its language, so screen readers pronounce it. */
export function LanguagePicker({ autoFocus = false, onChanged }: Props) {
  const intl = useIntl();
  const { locale, setLocale } = useLocaleState();
  return (
    <Select
      className="language-picker"
      value={locale}
      autoFocus={autoFocus}
      onChange={(key) => {
        if (isAppLocale(key) && key !== locale) {
          void setLocale(key).then(() => onChanged?.());
        }
      }}
    >
      <Label className="language-picker-label">{intl.formatMessage(shellMessages.language)}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={OPTIONS}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} lang={option.lang} className="listbox-item">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
