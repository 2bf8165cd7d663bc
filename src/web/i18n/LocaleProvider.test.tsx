import { act, render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { useLocaleState } from './LocaleContext.tsx';
import { LocaleProvider } from './LocaleProvider.tsx';

function Probe() {
  const intl = useIntl();
  const { setLocale } = useLocaleState();
  return (
    <>
      <p>{intl.formatMessage({ id: '홈' })}</p>
      <button type="button" onClick={() => void setLocale('ar')}>
        ar
      </button>
    </>
  );
}

describe('the locale provider', () => {
  it('sets the page language to the locale and remembers a change', async () => {
    const storage = window.localStorage;
    storage.clear();
    render(
      <LocaleProvider initial={{ locale: 'en', messages: en }} storage={storage}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');

    await act(async () => screen.getByRole('button').click());
    // The Arabic catalogue loads first, then the whole app switches.
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(storage.getItem('locale')).toBe('ar');
  });

  it('uses BCP 47 for the product codes that differ', async () => {
    render(
      <LocaleProvider initial={{ locale: 'cz', messages: {} }} storage={window.localStorage}>
        <Probe />
      </LocaleProvider>,
    );
    expect(document.documentElement.lang).toBe('cs');
    // A phrase a catalogue lacks is shown in Korean, the fallback.
    expect(screen.getByText('홈')).toBeInTheDocument();
  });
});
