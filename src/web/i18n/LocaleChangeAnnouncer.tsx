import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ENDONYMS } from '../../shared/i18n/locales.ts';
import { shellMessages } from '../layouts/messages.ts';
import { announce } from '../ui/announcer.ts';
import { useLocaleState } from './LocaleContext.tsx';

/** Says, in the new language, that the language changed. */
export function LocaleChangeAnnouncer() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    announce(intl.formatMessage(shellMessages.languageChanged, { language: ENDONYMS[locale] }));
  }, [intl, locale]);
  return null;
}
