import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ENDONYMS } from '../../shared/i18n/locales.ts';
import { announce } from '../ui/announcer.ts';
import { useLocaleState } from '../i18n/LocaleContext.tsx';
import { uiMessages } from '../ui/messages.ts';

/** Says, in the new language, that the language changed. */
export function LocaleChangeAnnouncer() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    announce(intl.formatMessage(uiMessages.languageChanged, { language: ENDONYMS[locale] }));
  }, [intl, locale]);
  return null;
}
