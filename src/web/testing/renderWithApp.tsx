import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../locales/en.json';

/** Renders UI with the English catalogue, as a test of what users read. */
export function renderInEnglish(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" defaultLocale="ko" messages={en}>
      {ui}
    </IntlProvider>,
  );
}
