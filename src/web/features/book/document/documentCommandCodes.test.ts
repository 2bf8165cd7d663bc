import { describe, expect, it, vi } from 'vitest';
import { setBookDocumentTarget, type BookDocumentTarget } from './bookDocumentTarget.ts';
import { documentCommandMessages as m } from '../commands/documentCommandMessages.ts';
import { documentCommandCodes } from './documentCommandCodes.ts';
import { DOCUMENT_COMMAND_IDS as ids, documentCommandEntries } from '../commands/documentCommandEntries.ts';

function target(change: Partial<BookDocumentTarget> = {}): BookDocumentTarget {
  return {
    newDocument: vi.fn(),
    open: vi.fn(),
    save: vi.fn(),
    saveAs: vi.fn(),
    downloadHtml: vi.fn(),
    downloadBraille: vi.fn(),
    openInReader: vi.fn(),
    exportDaisy: vi.fn(),
    busy: false,
    saved: true,
    ...change,
  };
}

describe('document commands', () => {
  it('has code for every entry, in the book scope, with the spec file shortcuts', () => {
    expect(documentCommandEntries.every((entry) => entry.scope === 'book' && documentCommandCodes[entry.id] !== undefined)).toBe(true);
    expect(documentCommandEntries.find((entry) => entry.id === ids.save)?.shortcuts).toEqual(['Mod+S']);
    expect(documentCommandEntries.find((entry) => entry.id === ids.saveAs)?.shortcuts).toEqual(['Mod+Shift+S']);
    expect(documentCommandEntries.find((entry) => entry.id === ids.open)?.shortcuts).toEqual(['Mod+O']);
  });

  it('says why without a Book on the screen, and runs on the Book shown', () => {
    const save = documentCommandCodes[ids.save];
    expect(save?.isEnabled?.({} as never)).toEqual({ reason: m.noDocument });
    const shown = target();
    const release = setBookDocumentTarget(shown);
    expect(save?.isEnabled?.({} as never)).toBe(true);
    void save?.run({} as never);
    expect(shown.save).toHaveBeenCalledTimes(1);
    release();
    expect(save?.isEnabled?.({} as never)).toEqual({ reason: m.noDocument });
  });

  it('waits while a save or an open runs, and needs a saved document for the reader', () => {
    const busy = target({ busy: true });
    let release = setBookDocumentTarget(busy);
    expect(documentCommandCodes[ids.save]?.isEnabled?.({} as never)).toEqual({ reason: m.busy });
    void documentCommandCodes[ids.save]?.run({} as never);
    expect(busy.save).not.toHaveBeenCalled();
    release();
    const fresh = target({ saved: false });
    release = setBookDocumentTarget(fresh);
    expect(documentCommandCodes[ids.openInReader]?.isEnabled?.({} as never)).toEqual({ reason: m.notSaved });
    expect(documentCommandCodes[ids.downloadHtml]?.isEnabled?.({} as never)).toBe(true);
    release();
  });

  it('exports as DAISY 3 from an unsaved document too (the Book saves it first), without a shortcut', () => {
    const fresh = target({ saved: false });
    const release = setBookDocumentTarget(fresh);
    expect(documentCommandCodes[ids.exportDaisy]?.isEnabled?.({} as never)).toBe(true);
    void documentCommandCodes[ids.exportDaisy]?.run({} as never);
    expect(fresh.exportDaisy).toHaveBeenCalledTimes(1);
    expect(documentCommandEntries.find((entry) => entry.id === ids.exportDaisy)?.shortcuts).toBeUndefined();
    release();
  });
});
