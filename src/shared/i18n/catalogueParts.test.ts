import { describe, expect, it } from 'vitest';
import { partOfFile, splitCatalogue, type CataloguePiece } from './catalogueParts.ts';

describe('catalogue parts', () => {
  it('give a file to the feature part whose folder holds it, else to main', () => {
    expect(partOfFile('src/web/features/braille/BrailleTableSelect.tsx')).toBe('braille');
    expect(partOfFile('src/core/braille/errors.ts')).toBe('braille');
    expect(partOfFile('src/core/device/errors.ts')).toBe('device');
    expect(partOfFile('src/web/features/device/shell/DeviceProvider.tsx')).toBe('main');
    expect(partOfFile('src/web/features/device/manifest.ts')).toBe('main');
    expect(partOfFile('src/web/features/device/DeviceDialog.tsx')).toBe('device');
    expect(partOfFile('src/web/layouts/messages.ts')).toBe('main');
    expect(partOfFile('src/server/auth/embedded/pages/messages.ts')).toBe('server');
    expect(partOfFile('src/web/features/cloud/browser/ItemCards.tsx')).toBe('cloud');
    expect(partOfFile('src/web/features/library/LibraryPage.tsx')).toBe('cloud');
    expect(partOfFile('src/web/features/easy/cloud/EasyFileList.tsx')).toBe('cloud');
    expect(partOfFile('src/web/features/easy/EasyCloudPage.tsx')).toBe('main');
    expect(partOfFile('src/web/features/cloud/shell/cloudCommands.ts')).toBe('main');
  });

  it('keep a phrase used by main or by two parts, and stale keys, in the main catalogue', () => {
    const owners = new Map<string, Set<CataloguePiece>>([
      ['홈', new Set<CataloguePiece>(['main'])],
      ['점자', new Set<CataloguePiece>(['braille'])],
      ['기기', new Set<CataloguePiece>(['device'])],
      ['닫기', new Set<CataloguePiece>(['main', 'device'])],
      ['공유', new Set<CataloguePiece>(['braille', 'device'])],
      ['암호', new Set<CataloguePiece>(['server'])],
      ['이름', new Set<CataloguePiece>(['server', 'main'])],
    ]);
    const catalogue = { 홈: 'Home', 점자: 'Braille', 기기: 'Device', 닫기: 'Close', 공유: 'Shared', 옛말: 'Stale', 암호: 'Password', 이름: 'Name' };
    const pieces = splitCatalogue(catalogue, owners);
    expect(pieces.main).toEqual({ 홈: 'Home', 닫기: 'Close', 공유: 'Shared', 옛말: 'Stale', 이름: 'Name' });
    // The server's own pages read locales/ themselves: no web catalogue carries their phrases.
    expect(pieces.server).toEqual({ 암호: 'Password' });
    expect(pieces.braille).toEqual({ 점자: 'Braille' });
    expect(pieces.device).toEqual({ 기기: 'Device' });
    // Nothing lost, nothing doubled.
    expect(Object.values(pieces).reduce((n, piece) => n + Object.keys(piece).length, 0)).toBe(Object.keys(catalogue).length);
  });
});
