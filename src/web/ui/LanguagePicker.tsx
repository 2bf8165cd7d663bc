import { useIntl } from 'react-intl';
import { ENDONYMS, PICKER_LOCALES, bcp47, isAppLocale } from '../../shared/i18n/locales.ts';
import { SelectField } from './SelectField.tsx';
import { useLocaleState } from '../i18n/LocaleContext.tsx';
import { uiMessages } from './messages.ts';

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
    <SelectField
      className="language-picker"
      labelClassName="language-picker-label"
      label={intl.formatMessage(uiMessages.language)}
      value={locale}
      options={OPTIONS}
      autoFocus={autoFocus}
      onChange={(key) => {
        if (isAppLocale(key) && key !== locale) {
          void setLocale(key).then(() => onChanged?.());
        }
      }}
    />
  );
}
