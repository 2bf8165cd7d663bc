import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAILLE_TABLES } from '../../../core/braille/index.ts';
import { BRAILLE_SETTING_KEY, useBrailleSetting } from '../../preferences/brailleSetting.ts';
import { renderInEnglish } from '../../testing/renderWithApp.tsx';
import { announce } from '../../ui/announcer.ts';
import { BrailleSettingSection } from './BrailleSettingSection.tsx';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));
// Every table translatable here except Korean grade 1, which the server says it lacks.
vi.mock('./engine/useBraille.ts', () => ({
  useBraille: () => ({
    options: BRAILLE_TABLES.map((table) => ({
      table,
      choice: table.code === 'ko-g1' ? { available: false, reason: 'ENGINE_MISSING' } : { available: true, where: 'browser' },
    })),
  }),
}));

afterEach(() => {
  localStorage.removeItem(BRAILLE_SETTING_KEY);
  vi.mocked(announce).mockClear();
});

describe('Settings → Braille', () => {
  it('keeps the table and the dots per cell the Canvas translates with, and says so', async () => {
    const user = userEvent.setup();
    renderInEnglish(<BrailleSettingSection />);
    const { result } = renderHook(() => useBrailleSetting());
    expect(result.current.table.code).toBe('en-ueb-g2');

    await user.click(screen.getByRole('button', { name: /Braille table/ }));
    const [german] = within(screen.getByRole('listbox')).getAllByRole('option', { name: /German/ });
    if (german === undefined) throw new Error('no German table');
    await user.click(german);
    expect(result.current.setting.language).toMatch(/german/i);
    expect(JSON.parse(localStorage.getItem(BRAILLE_SETTING_KEY) ?? '{}')).toMatchObject({ language: result.current.setting.language });
    expect(vi.mocked(announce).mock.calls.at(-1)?.[0]).toMatch(/^Braille: German/);

    await user.click(screen.getByRole('radio', { name: '8 dots' }));
    expect(result.current.setting.pin).toBe(8);
    act(() => undefined);
    expect(screen.getByRole('radio', { name: '8 dots' })).toBeChecked();
  });

  it('explains a table that cannot be used here', async () => {
    localStorage.setItem(BRAILLE_SETTING_KEY, JSON.stringify({ kind: 'DOT', language: 'korean', grade: 1, pin: 6 }));
    renderInEnglish(<BrailleSettingSection />);
    expect(screen.getByRole('button', { name: /Braille table/ })).toHaveTextContent(/Korean/);
    expect(screen.getByText(/.+/, { selector: 'p.field-note' })).toBeInTheDocument();
  });
});
