import { describe, expect, it, vi } from 'vitest';
import type { CataloguePiece } from '../../shared/i18n/catalogueParts.ts';
import type { CatalogueLocale } from '../../shared/i18n/locales.ts';
import { createCatalogueStore } from './catalogueStore.ts';

const CATALOGUES: Record<string, Record<string, string>> = {
  'en/main': { 홈: 'Home' },
  'en/device': { 기기: 'Device' },
  'en/braille': { 점자: 'Braille' },
  'de/main': { 홈: 'Startseite' },
  'de/device': { 기기: 'Gerät' },
};

function fakeLoad() {
  return vi.fn((locale: CatalogueLocale, piece: CataloguePiece = 'main') => Promise.resolve(CATALOGUES[`${locale}/${piece}`] ?? {}));
}

describe('the catalogue store', () => {
  it('adds a feature part to the messages once, and tells its listeners', async () => {
    const load = fakeLoad();
    const store = createCatalogueStore({ locale: 'en', messages: { 홈: 'Home' } }, load);
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.ensurePart('device');
    expect(store.ensurePart('device')).toBe(first);
    await first;
    expect(store.getSnapshot().messages).toEqual({ 홈: 'Home', 기기: 'Device' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads the parts already loaded when the language changes, and switches in one step', async () => {
    const load = fakeLoad();
    const store = createCatalogueStore({ locale: 'en', messages: { 홈: 'Home' } }, load);
    await store.ensurePart('device');
    const seen: string[] = [];
    store.subscribe(() => seen.push(JSON.stringify(store.getSnapshot())));
    await store.setLocale('de');
    expect(seen).toEqual([JSON.stringify({ locale: 'de', messages: { 홈: 'Startseite', 기기: 'Gerät' } })]);
    // The braille part was never asked for, so it was not loaded.
    expect(load.mock.calls.map(([locale, piece]) => `${locale}/${piece ?? 'main'}`)).not.toContain('de/braille');
  });

  it('lets a failed part load be tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ 점자: 'Braille' });
    const store = createCatalogueStore({ locale: 'en', messages: {} }, load);
    await expect(store.ensurePart('braille')).rejects.toThrow('offline');
    await store.ensurePart('braille');
    expect(store.getSnapshot().messages).toEqual({ 점자: 'Braille' });
  });
});
