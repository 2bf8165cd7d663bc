import { useIntl } from 'react-intl';
import { ENDONYMS, bcp47 } from '../../shared/i18n/locales.ts';
import { CommandButton } from './CommandButton.tsx';
import { CHANGE_LANGUAGE_COMMAND_ID } from './globalCommands.ts';
import { useLocaleState } from '../i18n/LocaleContext.tsx';
import { commandMessages } from './messages.ts';

/**
 * The current language on a button that runs "change language". Lighter than
 * the picker (its dialog loads on first use), so Easy home stays small.
 */
export function LanguageButton() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  return (
    <CommandButton commandId={CHANGE_LANGUAGE_COMMAND_ID} className="button">
      {intl.formatMessage(commandMessages.currentLanguage, {
        language: <span lang={bcp47(locale)}>{ENDONYMS[locale]}</span>,
      })}
    </CommandButton>
  );
}
