import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../testing/renderWithApp.tsx';
import ConnectDeviceAlert from './ConnectDeviceAlert.tsx';

describe("the 'connect device?' confirmation", () => {
  it('is an alert dialog whose Yes has focus and opens the device dialog', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderInEnglish(<ConnectDeviceAlert onAnswer={onAnswer} />);
    const alert = screen.getByRole('alertdialog', { name: 'Connect device?' });
    expect(alert).toHaveAccessibleDescription('Printing needs a connected tactile display.');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('No and Escape leave things as they were', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderInEnglish(<ConnectDeviceAlert onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(onAnswer.mock.calls).toEqual([[false], [false]]);
  });
});
