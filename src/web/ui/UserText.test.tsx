import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../testing/renderWithApp.tsx';
import { UserText } from './UserText.tsx';

describe('user content marked with its language', () => {
  it('a Korean description in the English interface carries lang="ko"', () => {
    renderInEnglish(<UserText text="서울 지하철 노선도" />);
    const text = screen.getByText('서울 지하철 노선도');
    expect(text).toHaveAttribute('lang', 'ko');
    expect(text).toHaveAttribute('dir', 'auto');
  });

  it('text in the interface language, or in a Latin script that cannot be told apart, carries none', () => {
    renderInEnglish(
      <>
        <UserText text="City map" />
        <UserText text="Carte de la ville" />
      </>,
    );
    expect(screen.getByText('City map')).not.toHaveAttribute('lang');
    expect(screen.getByText('Carte de la ville')).not.toHaveAttribute('lang');
  });

  it('an Arabic file name in the Korean interface carries lang="ar", and Korean text there none', () => {
    render(
      <IntlProvider locale="ko" messages={{}}>
        <UserText text="خريطة القاهرة.dtms" />
        <UserText text="서울 지도" />
      </IntlProvider>,
    );
    expect(screen.getByText('خريطة القاهرة.dtms')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('서울 지도')).not.toHaveAttribute('lang');
  });

  it('a stored language wins, and an excerpt is marked by the whole text', () => {
    renderInEnglish(
      <>
        <UserText text="Carte de la ville" language="fr" />
        <UserText text="서울 지하철 노선도와 주변 지역">서울 지하철…</UserText>
      </>,
    );
    expect(screen.getByText('Carte de la ville')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('서울 지하철…')).toHaveAttribute('lang', 'ko');
  });
});
