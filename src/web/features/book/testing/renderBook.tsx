import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../../../locales/en.json';
import type { Message } from '../../../../core/messages/index.ts';

/**
 * Renders with the English catalogue plus the English of messages not in it
 * yet (the integrator adds the Book's to locales/ from book-notes), so a
 * test reads what users will read.
 */
export function renderBookInEnglish(ui: ReactElement, extra: readonly (readonly [Message, string])[] = []) {
  const messages: Record<string, string> = { ...(en as Record<string, string>) };
  for (const [message, english] of extra) messages[message.id] ??= english;
  return render(
    <IntlProvider locale="en" defaultLocale="ko" messages={messages}>
      {ui}
    </IntlProvider>,
  );
}
