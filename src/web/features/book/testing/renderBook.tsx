// Rendering for the Book editor's tests: react-intl with no catalogue, so
// every message shows its Korean phrase (formatted), which `text` gives.

import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import type { Message } from '../../../../core/messages/index.ts';

const intl = createIntl({ locale: 'ko', messages: {}, onError: () => undefined });

export function text(message: Message, values?: Record<string, string | number>): string {
  return intl.formatMessage(message, values);
}

function Intl({ children }: { readonly children: ReactNode }) {
  return (
    <IntlProvider locale="ko" messages={{}} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

export function renderBook(element: ReactElement) {
  return render(element, { wrapper: Intl });
}
