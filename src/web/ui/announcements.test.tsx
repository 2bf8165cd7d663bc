import { act } from '@testing-library/react';
import { destroyAnnouncer } from '@react-aria/live-announcer';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../testing/renderWithApp.tsx';
import { ANNOUNCEMENT_LIFETIME_MS, announce } from './announcer.ts';
import ToastRegion, { toastQueue } from './ToastRegion.tsx';
import { showToast } from './toasts.ts';

// What a screen reader hears: the text added to live regions, each region
// with its urgency. A toast must be heard once, not once per region.

const LIVE = '[aria-live], [role="alert"], [role="status"], [role="log"], output';

function urgency(region: Element): string {
  const live = region.getAttribute('aria-live');
  if (live) return live;
  return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
}

/** Every reading of `text`: one per live region element whose own text is exactly it, with that region's urgency. */
function readings(text: string): string[] {
  const found: string[] = [];
  for (const region of document.querySelectorAll(LIVE)) {
    // Count each piece of text once, in the innermost live region holding it.
    const pieces = [region, ...region.querySelectorAll('*')].filter(
      (element) => element.textContent === text && ![...element.querySelectorAll('*')].some((child) => child.textContent === text) && element.closest(LIVE) === region,
    );
    found.push(...pieces.map(() => urgency(region)));
  }
  return found;
}

// React Aria's announcer speaks at once in a React test environment (and 100 ms late otherwise, for Safari).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.useRealTimers();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  destroyAnnouncer();
});

describe('announcements', () => {
  it('a success toast is heard exactly once, politely', () => {
    renderInEnglish(<ToastRegion />);
    act(() => showToast('File saved.', 'success'));
    expect(document.body).toHaveTextContent('File saved.');
    expect(readings('File saved.')).toEqual(['polite']);
  });

  it('an error toast is heard exactly once, urgently', () => {
    renderInEnglish(<ToastRegion />);
    act(() => showToast('Could not save the file.', 'error'));
    expect(readings('Could not save the file.')).toEqual(['assertive']);
  });

  it('a new announcement replaces the old one, so old messages do not pile up', async () => {
    announce('Pen.');
    await act(async () => undefined);
    announce('Eraser.');
    await act(async () => undefined);
    announce('Line.');
    expect(readings('Pen.')).toEqual([]);
    expect(readings('Eraser.')).toEqual([]);
    expect(readings('Line.')).toEqual(['polite']);
  });

  it('announcements made in one go are all kept', () => {
    announce('Could not move 2 items.', 'assertive');
    announce('The rest were moved.', 'assertive');
    expect(readings('Could not move 2 items.')).toEqual(['assertive']);
    expect(readings('The rest were moved.')).toEqual(['assertive']);
  });

  it('the live regions are emptied once an announcement has been read', () => {
    vi.useFakeTimers();
    announce('Selected the whole page.');
    announce('Not allowed here.', 'assertive');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS + 1));
    expect(readings('Selected the whole page.')).toEqual([]);
    expect(readings('Not allowed here.')).toEqual([]);
    for (const region of document.querySelectorAll('[aria-live]')) expect(region.textContent).toBe('');
  });
});
