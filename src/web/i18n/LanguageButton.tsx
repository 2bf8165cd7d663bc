import { useIntl } from 'react-intl';
import { ENDONYMS, bcp47 } from '../../shared/i18n/locales.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { CHANGE_LANGUAGE_COMMAND_ID } from '../commands/globalCommands.ts';
import { shellMessages } from '../layouts/messages.ts';
import { useLocaleState } from './LocaleContext.tsx';

/**
 * The current language on a button that runs "change language". Lighter than
 * the picker (its dialog loads on first use), so Easy home stays small.
 */
export function LanguageButton() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  return (
    <CommandButton commandId={CHANGE_LANGUAGE_COMMAND_ID} className="button">
      {intl.formatMessage(shellMessages.currentLanguage, {
        language: <span lang={bcp47(locale)}>{ENDONYMS[locale]}</span>,
      })}
    </CommandButton>
  );
}
