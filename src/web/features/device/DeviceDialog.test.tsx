import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { DeviceError } from '../../../core/device/index.ts';
import { DeviceProvider } from './shell/DeviceProvider.tsx';
import { memoryStorage } from '../../testing/memoryStorage.ts';
import { renderInEnglish } from '../../testing/renderWithApp.tsx';
import DeviceDialog from './DeviceDialog.tsx';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const english = (id: string) => (en as Record<string, string>)[id] ?? id;

function renderDialog(openSession?: Parameters<typeof DeviceProvider>[0]['openSession']) {
  return renderInEnglish(
    <DeviceProvider storage={memoryStorage()} {...(openSession ? { openSession } : {})}>
      <DeviceDialog isOpen onOpenChange={vi.fn()} />
    </DeviceProvider>,
  );
}

describe('the device dialog', () => {
  it('lists every method, keeping those this browser lacks disabled with the reason as their description, and starts on one it can use', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Device connection' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Connection method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'USB cable',
      'Bluetooth',
      'Virtual display 320 (60 × 40 pins)',
      'Virtual display 768 (96 × 64 pins)',
    ]);
    // jsdom has neither Web Serial nor Web Bluetooth.
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, true, false, false]);
    expect(screen.getByRole('radio', { name: 'USB cable' })).toHaveAccessibleDescription(/^Unavailable: .+/);
    expect(screen.getByRole('radio', { name: 'Bluetooth' })).toHaveAccessibleDescription(/^Unavailable: .+/);
    expect(screen.getByRole('radio', { name: 'Virtual display 320 (60 × 40 pins)' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('radio', { name: 'Virtual display 320 (60 × 40 pins)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Virtual display 320 (60 × 40 pins)' })).toHaveFocus();
  });

  it('says why each method cannot be used, and follows Bluetooth as its adapter is switched on and off', async () => {
    vi.stubGlobal('isSecureContext', true);
    let answer: (available: boolean) => void = () => undefined;
    const bluetooth = Object.assign(new EventTarget(), {
      requestDevice: vi.fn(),
      getAvailability: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    vi.stubGlobal('navigator', { ...navigator, serial: {}, bluetooth });
    const policy = { allowsFeature: (feature: string) => feature !== 'serial' };
    Object.defineProperty(document, 'permissionsPolicy', { value: policy, configurable: true });
    try {
      renderDialog();
      const usb = screen.getByRole('radio', { name: 'USB cable' });
      const bt = screen.getByRole('radio', { name: 'Bluetooth' });
      expect(usb).toHaveAccessibleDescription(`Unavailable: ${english('이 사이트의 권한 정책이 막고 있습니다. 사이트 관리자에게 허용해 달라고 요청하세요.')}`);
      // Until the adapter answers, Bluetooth is neither offered nor refused.
      expect(bt).toBeDisabled();
      expect(bt).toHaveAccessibleDescription(`Unavailable: ${english('사용할 수 있는지 확인하는 중…')}`);
      act(() => answer(false));
      await waitFor(() => expect(bt).toHaveAccessibleDescription(`Unavailable: ${english('블루투스가 꺼져 있거나 이 컴퓨터에 블루투스 어댑터가 없습니다. 블루투스를 켜세요.')}`));
      act(() => void bluetooth.dispatchEvent(Object.assign(new Event('availabilitychanged'), { value: true })));
      await waitFor(() => expect(bt).toBeEnabled());
      expect(bt).not.toHaveAttribute('aria-describedby');
      act(() => void bluetooth.dispatchEvent(Object.assign(new Event('availabilitychanged'), { value: false })));
      await waitFor(() => expect(bt).toBeDisabled());
    } finally {
      Reflect.deleteProperty(document, 'permissionsPolicy');
      vi.unstubAllGlobals();
    }
  });

  it('tells an insecure page to open the https address', () => {
    vi.stubGlobal('isSecureContext', false);
    try {
      renderDialog();
      const reason = `Unavailable: ${english('보안 연결(https)에서만 쓸 수 있습니다. 이 페이지를 https 주소로 여세요.')}`;
      expect(screen.getByRole('radio', { name: 'USB cable' })).toHaveAccessibleDescription(reason);
      expect(screen.getByRole('radio', { name: 'Bluetooth' })).toHaveAccessibleDescription(reason);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('connects the virtual 768 from the keyboard and shows what the display is, with an honest firmware note and the way to the firmware screen', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Virtual display 768 (96 × 64 pins)' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Connected device' });
    // The connect button it replaced had focus: focus moves to the new content, not to the page.
    await waitFor(() => expect(heading).toHaveFocus());
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('.device-facts dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Device name': 'DotPad768A',
      'Firmware version': '1.0.0',
      'Hardware version': '1',
      'Graphic area': '16 lines × 48 cells (96 × 64 pins)',
      'Braille text line': 'None',
    });
    expect(screen.getByText(/installed with Dot's updater/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check firmware and how to update' })).toHaveAttribute('href', '/device/firmware');
    expect(screen.queryByRole('button', { name: /update/i })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Manual: send only when I print' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Grid on the virtual display' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Disconnect device' }));
    expect(await screen.findByRole('radiogroup', { name: 'Connection method' })).toBeInTheDocument();
  });

  it('says why connecting failed, with the spec message, and offers Retry', async () => {
    const user = userEvent.setup();
    const failed = new DeviceError('CONNECT_FAILED', 'no answer');
    const openSession = vi.fn().mockRejectedValueOnce(failed);
    renderDialog(openSession);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const message = english('기기에 연결하지 못했습니다. 기기를 다시 시작한 뒤 다시 시도해 주세요.');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(retry).toHaveAccessibleDescription(message);
    expect(openSession).toHaveBeenCalledWith('virtual320', expect.anything(), expect.any(AbortSignal));
  });

  it('offers Cancel while connecting; Cancel stops the attempt and gives focus back to the methods, to choose another', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    // A display that never answers: the attempt ends only when it is stopped.
    const openSession = vi.fn((_method: string, _events: unknown, stop: AbortSignal) => {
      signal = stop;
      return new Promise<'cancelled'>((resolve) => stop.addEventListener('abort', () => resolve('cancelled')));
    });
    renderDialog(openSession);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel connecting' });
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeInTheDocument();
    await user.click(cancel);
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel connecting' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Virtual display 320 (60 × 40 pins)' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Virtual display 768 (96 × 64 pins)' })).toBeEnabled();
  });

  it('after a failure says another method can be chosen', async () => {
    const user = userEvent.setup();
    const openSession = vi.fn().mockRejectedValueOnce(new DeviceError('CONNECT_TIMEOUT', 'no answer', { values: { seconds: 5 } }));
    renderDialog(openSession);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/^The device did not answer within 5 seconds\./)).toBeInTheDocument();
    expect(screen.getByText(/^To connect another way, choose a connection method above/)).toBeInTheDocument();
  });
});
