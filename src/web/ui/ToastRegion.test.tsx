import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../testing/renderWithApp.tsx';
import { ToastHost } from './ToastHost.tsx';
import ToastRegion, { toastQueue } from './ToastRegion.tsx';
import { TOAST_TIMEOUT_MS, showToast, toastsRequested } from './toasts.ts';

afterEach(() => {
  vi.useRealTimers();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

describe('toasts', () => {
  it('show in a named region and leave after three seconds', () => {
    vi.useFakeTimers();
    renderInEnglish(<ToastRegion />);
    act(() => showToast('HTML conversion completed', 'success'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('HTML conversion completed');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 10));
    // The toast has left the region (the announcer keeps its own copy a little longer: announcements.test.tsx).
    expect(screen.queryByText('HTML conversion completed', { ignore: '[data-live-announcer] *' })).toBeNull();
  });

  it('shown before the region has loaded still appear, once it has', async () => {
    renderInEnglish(<ToastHost />);
    act(() => showToast('Upload complete', 'success'));
    expect(toastsRequested()).toBe(true);
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
  });

  it('with actions stay until closed, and an action closes its toast', async () => {
    vi.useFakeTimers();
    renderInEnglish(<ToastRegion />);
    const download = vi.fn();
    act(() => showToast('Book ready', 'success', [{ label: 'Download', onAction: download }]));
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 10));
    const button = screen.getByRole('button', { name: 'Download' });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Book ready');
    act(() => {
      button.focus();
      button.click();
    });
    expect(download).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('last three seconds, as the spec says', () => {
    expect(TOAST_TIMEOUT_MS).toBe(3000);
  });
});
