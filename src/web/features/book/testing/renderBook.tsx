// Rendering for the Book editor's tests: react-intl with the Korean catalogue
// (each id is its own Korean phrase), so every message shows its Korean
// phrase with its values filled in, which `text` gives too. Without a
// catalogue react-intl would show a message with values unformatted
// ("{page} 페이지 속성"), and a test comparing two such strings would check nothing.

import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import ko from '../../../../../locales/ko.json';
import type { Message } from '../../../../core/messages/index.ts';

const intl = createIntl({ locale: 'ko', messages: ko, onError: () => undefined });

export function text(message: Message, values?: Record<string, string | number>): string {
  return intl.formatMessage(message, values);
}

function Intl({ children }: { readonly children: ReactNode }) {
  return (
    <IntlProvider locale="ko" messages={ko} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

export function renderBook(element: ReactElement) {
  return render(element, { wrapper: Intl });
}
